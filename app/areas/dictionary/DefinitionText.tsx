import { PageLink } from "#app/components/ui/PageLink.tsx";
import { linkReferences } from "./dictionary.ts";

/** A definition with its Bible references linked to the reader. */
export function DefinitionText({ text }: { text: string }) {
  return (
    <>
      {linkReferences(text).map((segment, i) =>
        segment.href ? (
          <PageLink key={i} to={segment.href} className="font-medium text-brand-700 underline dark:text-brand-300">
            {segment.text}
          </PageLink>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
