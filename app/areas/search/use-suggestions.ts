import { useEffect, useRef, useState } from "react";
import { href } from "react-router";
import type { TextVersion } from "#app/areas/bible/versions.ts";
import type { Suggestions } from "./one-search.ts";

/** Wait after a keystroke before asking, so a word typed quickly is asked once. */
const DEBOUNCE_MS = 40;
/** Answers kept in this page, so going back over a query (backspace) shows its list at once. */
const KEPT = 50;
const kept = new Map<string, Suggestions>();

/**
 * The suggestions for the query typed, asked of /busca/sugestoes after a short pause (a newer
 * keystroke cancels the request) and kept in the page. The last answer received stays until the
 * next one arrives, so the list does not flicker.
 */
export function useSuggestions(
  key: string,
  query: string,
  version: TextVersion,
  enough: boolean,
): { query: string; suggestions: Suggestions } | null {
  const [answer, setAnswer] = useState<{ query: string; suggestions: Suggestions } | null>(null);
  const asked = useRef("");

  useEffect(() => {
    asked.current = key;
    if (!enough || kept.has(key)) return;
    const stale = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${href("/busca/sugestoes")}?${new URLSearchParams({ q: query, versao: version })}`, { signal: stale.signal });
        const suggestions = (await response.json()) as Suggestions;
        if (response.ok) {
          if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
          kept.set(key, suggestions);
        }
        if (asked.current === key) setAnswer({ query, suggestions });
      } catch {
        // Cancelled, or the connection failed: the form still searches on Enter.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale.abort();
    };
  }, [key, query, version, enough]);

  const known = kept.get(key);
  return known ? { query, suggestions: known } : answer;
}
