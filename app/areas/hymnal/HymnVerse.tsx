import { BookOpen } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { HymnVerse as Verse } from "./hymn-verse.server.ts";

/** The Bible verse a hymn sings, with a link to it in the reader (only the link while its text cannot be had). */
export function HymnVerse({ verse }: { verse: Verse | null }) {
  if (!verse) return null;
  const link = (
    <PageLink to={verse.href} className="font-semibold text-accent underline">
      {verse.reference}
    </PageLink>
  );
  return (
    <figure aria-label="Versículo do hino" className="mb-6 rounded-xl border-l-4 border-brand-500 bg-accent-soft p-4">
      {verse.passage && (
        <blockquote className="text-lg leading-relaxed italic">
          {verse.passage.verses.map((v) => v.text).join(" ")}
          {verse.passage.more && " …"}
        </blockquote>
      )}
      <figcaption className="mt-2 flex items-center gap-2 text-sm">
        <BookOpen className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {link}
          {verse.passage && ` · ${verse.passage.versionName} (${verse.passage.version})`}
        </span>
      </figcaption>
    </figure>
  );
}
