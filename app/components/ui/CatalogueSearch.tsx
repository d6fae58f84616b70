import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "./Button.tsx";

/**
 * A catalogue's search box: a GET form (it works before JavaScript) that keeps the chosen
 * category; after hydration the list filters as the visitor types, so the form is not sent.
 */
export function CatalogueSearch({
  id,
  label,
  placeholder,
  query,
  onQuery,
  category,
  maxLength,
}: {
  id: string;
  label: string;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
  /** The category to keep, or null when the catalogue shows every one. */
  category: string | null;
  maxLength?: number;
}) {
  return (
    <Form method="get" role="search" className="mb-4 flex gap-2" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={query}
        maxLength={maxLength}
        onChange={(e) => onQuery(e.target.value)}
        placeholder={placeholder}
        className="w-full rounded-lg border border-line-strong bg-raised px-4 py-2"
      />
      {category !== null && <input type="hidden" name="categoria" value={category} />}
      <Button type="submit" variant="secondary" aria-label="Buscar">
        <Search className="size-5" aria-hidden="true" />
      </Button>
    </Form>
  );
}
