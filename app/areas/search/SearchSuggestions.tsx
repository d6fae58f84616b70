import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TextVersion } from "#app/areas/bible/versions.ts";
import { MIN_QUERY_LETTERS, resultCount, type KeyHandler, type ListState, type Suggestions } from "./one-search.ts";
import { SuggestionOption, type Option } from "./SuggestionOption.tsx";
import { useSuggestions } from "./use-suggestions.ts";
import { searchHref } from "./SearchResults.tsx";
import { count } from "#app/platform/site/count.ts";

/** The options in the order the arrow keys move through them: passages, each group's items, then "see all". */
function optionsOf(listId: string, query: string, suggestions: Suggestions, version: TextVersion): Option[] {
  const options: Option[] = [];
  const passages = suggestions.passages ?? [];
  passages.forEach((p, i) => options.push({ id: `${listId}-passagem-${i}`, href: p.href, label: `Abrir ${p.label}` }));
  for (const group of suggestions.groups)
    group.items.forEach((item, i) => options.push({ id: `${listId}-${group.kind}-${i}`, href: item.href, item }));
  if (passages.length === 0 && (!suggestions.message || suggestions.groups.length > 0))
    options.push({ id: `${listId}-todos`, href: searchHref(query, version), label: `Ver todos os resultados para “${query}”` });
  return options;
}

/**
 * The box's list: asked of /busca/sugestoes as the person types, moved through with the arrow
 * keys, followed with Enter or a click. It closes when the form is sent (Enter with no option
 * chosen) and whenever the page changes, so it never lies over the results; the page's own
 * box keeps its list under the top bar when the page scrolls.
 */
export default function SearchSuggestions({
  listId,
  query,
  version,
  keysRef,
  onList,
  wide,
  focused,
}: {
  listId: string;
  query: string;
  version: TextVersion;
  keysRef: RefObject<KeyHandler | null>;
  onList: (state: ListState) => void;
  wide: boolean;
  /** Whether the box has the focus: the list shows only then. */
  focused: boolean;
}) {
  const navigate = useNavigate();
  /** The query whose list was closed (Escape, an option followed): the next keystroke opens it again. */
  const [closedFor, setClosedFor] = useState<string | null>(null);
  /** The active option, for the query it was chosen in. */
  const [active, setActive] = useState({ key: "", index: -1 });
  const { key: locationKey } = useLocation();
  const seenLocation = useRef(locationKey);
  const trimmed = query.trim();
  const enough = trimmed.replace(/[^\p{L}\p{N}]/gu, "").length >= MIN_QUERY_LETTERS;
  const key = `${version} ${trimmed}`;

  // A new page (the results, a passage, a result followed): the list closes until the next keystroke.
  useEffect(() => {
    if (seenLocation.current === locationKey) return;
    seenLocation.current = locationKey;
    setClosedFor(key);
  }, [locationKey, key]);

  const current = useSuggestions(key, trimmed, version, enough);
  const suggestions = enough ? current?.suggestions : undefined;
  const passages = suggestions?.passages ?? [];
  const options = current && suggestions ? optionsOf(listId, current.query, suggestions, version) : [];
  const shown = focused && closedFor !== key && suggestions !== undefined;
  const activeIndex = shown && active.key === key ? active.index : -1;

  const activeId = options[activeIndex]?.id;
  useEffect(() => {
    onList({ expanded: shown, activeId });
    // The list grows with the page (no scrolling box of its own): the active option is brought into view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [onList, shown, activeId]);

  const follow = (option: Option) => {
    setClosedFor(key);
    void navigate(option.href);
  };

  const onKey: KeyHandler = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!shown) return setClosedFor(null);
      const n = options.length;
      const a = activeIndex;
      setActive({ key, index: n === 0 ? -1 : event.key === "ArrowDown" ? (a + 1) % n : a <= 0 ? n - 1 : a - 1 });
    } else if (event.key === "Enter") {
      const chosen = shown ? options[activeIndex] : undefined;
      if (chosen) {
        event.preventDefault();
        follow(chosen);
        // Otherwise the form is sent: the list closes over the results to come.
      } else setClosedFor(key);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setClosedFor(key);
    }
  };
  useEffect(() => {
    keysRef.current = onKey;
  });

  const option = (o: Option, index: number) => <SuggestionOption key={o.id} option={o} active={index === activeIndex} onFollow={() => follow(o)} />;

  const passageOptions = options.slice(0, passages.length);
  let index = passages.length;
  return (
    <>
      <div
        className={`absolute top-full ${wide ? "z-30" : "z-50"} mt-1 rounded-lg border border-line bg-raised p-1 text-left text-base font-normal text-fg shadow-lg ${
          wide ? "inset-x-0" : "right-0 w-[min(28rem,calc(100vw-2rem))]"
        } ${shown ? "" : "hidden"}`}
      >
        <ul id={listId} role="listbox" aria-label="Sugestões de busca">
          {passageOptions.map((o, i) => option(o, i))}
          {suggestions?.groups.map((group) => (
            <li key={group.kind} role="presentation">
              <ul role="group" aria-labelledby={`${listId}-${group.kind}`}>
                <li
                  role="presentation"
                  id={`${listId}-${group.kind}`}
                  className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase"
                >
                  {group.label} · {resultCount(group.count)}
                </li>
                {group.items.map(() => {
                  const at = index++;
                  return option(options[at]!, at);
                })}
              </ul>
            </li>
          ))}
          {options.slice(index).map((o, i) => option(o, index + i))}
        </ul>
        {suggestions?.message && <p className="px-3 py-2 text-sm">{suggestions.message}</p>}
        {suggestions && options.length === 1 && passages.length === 0 && <p className="px-3 py-2 text-sm">Nada encontrado.</p>}
      </div>
      <p role="status" className="sr-only">
        {shown ? (suggestions?.message ?? count(options.length, "sugestão", "sugestões")) : ""}
      </p>
    </>
  );
}
