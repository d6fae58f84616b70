import { Marked } from "./Marked.tsx";
import type { FoundItem } from "./one-search.ts";

/** One choice in the search box's list: a passage to open, a found item, or "see all". */
export interface Option {
  id: string;
  href: string;
  item?: FoundItem;
  label?: string;
}

/** An option of the list; the mouse never takes the focus from the box. */
export function SuggestionOption({ option, active, onFollow }: { option: Option; active: boolean; onFollow: () => void }) {
  return (
    <li
      id={option.id}
      role="option"
      aria-selected={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onFollow}
      className={`cursor-pointer rounded-md px-3 py-2 break-words ${active ? "bg-accent-soft" : "hover:bg-subtle"}`}
    >
      {option.item ? (
        <>
          <span className="block font-semibold">
            <Marked pieces={option.item.title} />
          </span>
          {option.item.text && (
            <span className="line-clamp-2 block text-sm text-muted">
              <Marked pieces={option.item.text} />
            </span>
          )}
        </>
      ) : (
        <span className="font-semibold text-accent">{option.label}</span>
      )}
    </li>
  );
}
