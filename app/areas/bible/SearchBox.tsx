import { Search } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { Form, href } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { SEARCH_MAX_LENGTH } from "./search.ts";
import { TEXT_VERSIONS, type TextVersion } from "./versions.ts";

/** The search form (GET /biblia/busca), on the picker and on the results page: words, or a reference that opens its passage. */
export function SearchBox({ query = "", version }: { query?: string; version: TextVersion }) {
  return (
    <Form method="get" action={href("/biblia/busca")} role="search" className="flex flex-wrap items-end gap-2">
      {/* A row of its own on a phone: the whole example fits. */}
      <label className="grid min-w-0 flex-1 basis-full gap-1 text-sm font-semibold sm:basis-0">
        Buscar na Bíblia
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Ex.: amor paciente, Jo 3:16"
          className="w-full rounded-lg border border-line-strong bg-raised px-3 py-2 font-normal text-fg"
        />
      </label>
      <VersionAndSearchButton label="Versão" select={{ defaultValue: version }} />
    </Form>
  );
}

/** A search form's version of the Bible (field `versao`) and its 'Buscar' button: the Bible's search and the one search. */
export function VersionAndSearchButton({ label, select }: { label: string; select: SelectHTMLAttributes<HTMLSelectElement> }) {
  return (
    <>
      <label className="grid gap-1 text-sm font-semibold">
        {label}
        <select {...select} name="versao" className="rounded-lg border border-line-strong bg-raised px-3 py-2 font-normal text-fg">
          {TEXT_VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass("primary")}>
        <Search className="size-4" aria-hidden="true" />
        Buscar
      </button>
    </>
  );
}
