import { useEffect, useRef, useState, type RefObject } from "react";
import { href, useNavigate } from "react-router";
import type { TextVersion } from "#app/areas/bible/versions.ts";
import { Marked } from "./Marked.tsx";
import { MIN_QUERY_LETTERS, resultCount, type FoundItem, type Suggestions } from "./one-search.ts";
import { searchHref } from "./SearchResults.tsx";
import type { KeyHandler, ListState } from "./SearchField.tsx";

/** Wait after a keystroke before asking, so a word typed quickly is asked once. */
const DEBOUNCE_MS = 40;
/** Answers kept in this page, so going back over a query (backspace) shows its list at once. */
const KEPT = 50;
const kept = new Map<string, Suggestions>();

interface Option {
  id: string;
  href: string;
  item?: FoundItem;
  label?: string;
}

/** The box's list: asked of /busca/sugestoes as the person types, moved through with the arrow keys, followed with Enter or a click. */
export default function SearchSuggestions({
  listId,
  query,
  version,
  keys,
  onList,
  wide,
}: {
  listId: string;
  query: string;
  version: TextVersion;
  keys: RefObject<KeyHandler | null>;
  onList: (state: ListState) => void;
  wide: boolean;
}) {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<{ query: string; suggestions: Suggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef("");
  const trimmed = query.trim();
  const enough = trimmed.replace(/[^\p{L}\p{N}]/gu, "").length >= MIN_QUERY_LETTERS;

  useEffect(() => {
    setActive(-1);
    if (!enough) {
      setAnswer(null);
      return;
    }
    const key = `${version} ${trimmed}`;
    asked.current = key;
    const known = kept.get(key);
    if (known) {
      setAnswer({ query: trimmed, suggestions: known });
      setOpen(true);
      return;
    }
    // A newer keystroke cancels this one: its timer, or its request already sent.
    const stale = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${href("/busca/sugestoes")}?${new URLSearchParams({ q: trimmed, versao: version })}`, { signal: stale.signal });
        const suggestions = (await response.json()) as Suggestions;
        if (response.ok) {
          if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
          kept.set(key, suggestions);
        }
        if (asked.current !== key) return;
        setAnswer({ query: trimmed, suggestions });
        setOpen(true);
      } catch {
        // Cancelled, or the connection failed: the form still searches on Enter.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale.abort();
    };
  }, [trimmed, version, enough]);

  const suggestions = enough ? answer?.suggestions : undefined;
  const options: Option[] = [];
  if (suggestions?.passage) options.push({ id: `${listId}-passagem`, href: suggestions.passage.href, label: `Abrir ${suggestions.passage.label}` });
  for (const group of suggestions?.groups ?? [])
    group.items.forEach((item, i) => options.push({ id: `${listId}-${group.kind}-${i}`, href: item.href, item }));
  if (suggestions && !suggestions.passage && !suggestions.message)
    options.push({ id: `${listId}-todos`, href: searchHref(trimmed, version), label: `Ver todos os resultados para “${answer!.query}”` });
  const shown = open && suggestions !== undefined;

  const activeId = shown ? options[active]?.id : undefined;
  useEffect(() => {
    onList({ expanded: shown, activeId });
    // The list grows with the page (no scrolling box of its own): the active option is brought into view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [onList, shown, activeId]);

  const follow = (option: Option) => {
    setOpen(false);
    void navigate(option.href);
  };

  const onKey: KeyHandler = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!shown) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const n = options.length;
      setActive((a) => (n === 0 ? -1 : step === 1 ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (event.key === "Enter" && shown && options[active]) {
      event.preventDefault();
      follow(options[active]);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key !== "Tab") setOpen(true);
  };
  useEffect(() => {
    keys.current = onKey;
  });

  const option = (o: Option, index: number) => (
    <li
      key={o.id}
      id={o.id}
      role="option"
      aria-selected={index === active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => follow(o)}
      className={`cursor-pointer rounded-md px-3 py-2 break-words ${index === active ? "bg-brand-100 dark:bg-gray-700" : "hover:bg-gray-100 dark:hover:bg-gray-700"}`}
    >
      {o.item ? (
        <>
          <span className="block font-semibold">
            <Marked pieces={o.item.title} />
          </span>
          {o.item.text && (
            <span className="line-clamp-2 block text-sm text-gray-700 dark:text-gray-300">
              <Marked pieces={o.item.text} />
            </span>
          )}
        </>
      ) : (
        <span className="font-semibold text-brand-700 dark:text-brand-300">{o.label}</span>
      )}
    </li>
  );

  let index = 0;
  const passage = suggestions?.passage ? options[index++] : undefined;
  return (
    <>
      <div
        className={`absolute top-full z-50 mt-1 rounded-lg border border-gray-200 bg-white p-1 text-left text-base font-normal text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100 ${
          wide ? "inset-x-0" : "right-0 w-[min(28rem,calc(100vw-2rem))]"
        } ${shown ? "" : "hidden"}`}
      >
        <ul id={listId} role="listbox" aria-label="Sugestões de busca">
          {passage && option(passage, 0)}
          {suggestions?.groups.map((group) => (
            <li key={group.kind} role="presentation">
              <ul role="group" aria-labelledby={`${listId}-${group.kind}`}>
                <li role="presentation" id={`${listId}-${group.kind}`} className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-gray-700 uppercase dark:text-gray-300">
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
        {suggestions && options.length === 1 && !suggestions.passage && <p className="px-3 py-2 text-sm">Nada encontrado.</p>}
      </div>
      <p role="status" className="sr-only">
        {shown ? (suggestions?.message ?? `${options.length} ${options.length === 1 ? "sugestão" : "sugestões"}`) : ""}
      </p>
    </>
  );
}
