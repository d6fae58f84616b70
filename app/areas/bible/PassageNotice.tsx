import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { Book } from "./books.ts";
import { passageLabel, type PassageRange } from "./passage-range.ts";

/** The passage being read (?trecho=…), with a link to its next chapter when there is one. */
export function PassageNotice({ passage, book, next }: { passage: PassageRange; book: Book; next: { chapter: number; to: string } | null }) {
  return (
    <div className="mb-3" data-testid="trecho">
      <Notice>
        <span className="font-semibold">Trecho: {passageLabel(passage, book)}</span>
        {next && (
          <>
            {" · "}
            <PageLink to={next.to} className="font-semibold text-accent underline">
              Próximo: {book.nome} {next.chapter}
            </PageLink>
          </>
        )}
      </Notice>
    </div>
  );
}
