import { lazy, Suspense, useId, useRef, useState } from "react";
import { Form, href } from "react-router";
import { SEARCH_MAX_LENGTH } from "#app/areas/bible/search.ts";
import { VersionAndSearchButton } from "#app/areas/bible/SearchBox.tsx";
import type { TextVersion } from "#app/areas/bible/versions.ts";
import type { KeyHandler, ListState } from "./one-search.ts";

/** The list of suggestions: its code loads when the box is first focused, never with the page. */
const Suggestions = lazy(() => import("./SearchSuggestions.tsx"));

const fieldClass = "w-full min-w-0 rounded-lg border border-line-strong bg-raised px-3 py-2 font-normal text-fg";

/**
 * The one search box (GET /busca): a plain form before JavaScript; after, a combobox that
 * suggests results of every kind as the person types. `compact` is the top bar's: no version
 * choice, a hidden label.
 */
export function SearchField({ query = "", version = "acf", compact = false }: { query?: string; version?: TextVersion; compact?: boolean }) {
  const id = useId();
  const [value, setValue] = useState(query);
  const [chosenVersion, setChosenVersion] = useState(version);
  const [loaded, setLoaded] = useState(false);
  const [focused, setFocused] = useState(false);
  const [list, setList] = useState<ListState>({ expanded: false, activeId: undefined });
  const keysRef = useRef<KeyHandler | null>(null);
  const inputId = `${id}busca`;
  const listId = `${id}sugestoes`;
  return (
    <Form method="get" action={href("/busca")} role="search" className={compact ? "relative min-w-0 flex-1" : "flex flex-wrap items-end gap-2"}>
      <div className={compact ? "" : "relative grid min-w-0 flex-1 basis-full gap-1 text-sm font-semibold sm:basis-56"}>
        <label htmlFor={inputId} className={compact ? "sr-only" : ""}>
          Buscar em tudo
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onFocus={() => {
            setLoaded(true);
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(e) => keysRef.current?.(e)}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={list.expanded}
          aria-activedescendant={list.activeId}
          placeholder={compact ? "Buscar…" : "Palavras, hino, referência: oração, 37, jo 3 16"}
          className={`${fieldClass} ${compact ? "py-1.5 text-sm" : ""}`}
        />
        {loaded && (
          <Suspense fallback={null}>
            <Suggestions listId={listId} query={value} version={chosenVersion} keysRef={keysRef} onList={setList} wide={!compact} focused={focused} />
          </Suspense>
        )}
      </div>
      {!compact && (
        <VersionAndSearchButton
          label="Versão da Bíblia"
          select={{ value: chosenVersion, onChange: (e) => setChosenVersion(e.currentTarget.value as TextVersion) }}
        />
      )}
    </Form>
  );
}
