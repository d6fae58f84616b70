import { CalendarDays } from "lucide-react";
import { longDate } from "#app/platform/site/intl-formats.ts";
import type { NewsItem } from "./news.ts";

/** A news item's line above its title: the category and the date. */
export function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-accent">{item.categoria}</span>
      <span className="flex items-center gap-1 text-muted">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={item.data}>{longDate(item.data)}</time>
      </span>
    </div>
  );
}
