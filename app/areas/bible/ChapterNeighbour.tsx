import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { Book } from "./books.ts";

/** The previous or next chapter's button, with the chapter's name; disabled at the ends of the Bible and while loading. */
export function ChapterNeighbour({
  direction,
  target,
  to,
  disabled,
}: {
  direction: 1 | -1;
  target: { book: Book; chapter: number } | null;
  to: string | null;
  disabled: boolean;
}) {
  const label = direction === 1 ? "Próximo" : "Anterior";
  const icon = direction === 1 ? <ChevronRight className="size-4" aria-hidden="true" /> : <ChevronLeft className="size-4" aria-hidden="true" />;
  const inner = (
    <>
      {direction === -1 && icon}
      <span className="flex min-w-0 flex-col leading-tight">
        <span>{label}</span>
        {target && (
          <span className="truncate text-xs font-normal">
            {target.book.nome} {target.chapter}
          </span>
        )}
      </span>
      {direction === 1 && icon}
    </>
  );
  return target && to && !disabled ? (
    <PageLink to={to} className={buttonClass("secondary", "max-w-[48%] min-w-0")} aria-label={`${label}: ${target.book.nome} ${target.chapter}`}>
      {inner}
    </PageLink>
  ) : (
    <button type="button" disabled className={buttonClass("secondary", "max-w-[48%] min-w-0")}>
      {inner}
    </button>
  );
}
