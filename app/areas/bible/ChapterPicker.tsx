import { useState, type FormEvent } from "react";
import { Form, href, useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { books, findBook } from "./books.ts";

const TESTAMENTS = [
  ["at", "Antigo Testamento"],
  ["nt", "Novo Testamento"],
] as const;

const select = "min-w-0 rounded-lg border border-line-strong bg-raised px-2 py-1.5 text-fg";

/**
 * Book and chapter to go to, from the chapter page: two selects and 'Ir'. Without JavaScript the
 * form asks /biblia, which sends the reader on to the chapter.
 */
export function ChapterPicker({ bookId, chapter, version }: { bookId: string; chapter: number; version: string | null }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState({ book: bookId, chapter });
  const book = findBook(chosen.book)!;
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = href("/biblia/:livro/:capitulo", { livro: chosen.book, capitulo: String(chosen.chapter) });
    void navigate(version ? `${to}?versao=${version}` : to);
  };
  return (
    <Form method="get" action={href("/biblia")} onSubmit={go} className="flex min-w-0 items-center gap-2" aria-label="Ir para outro capítulo">
      <label htmlFor="seletor-livro" className="sr-only">
        Livro
      </label>
      <select
        id="seletor-livro"
        name="livro"
        value={chosen.book}
        onChange={(e) => setChosen({ book: e.target.value, chapter: 1 })}
        className={`${select} flex-1 sm:flex-none`}
      >
        {TESTAMENTS.map(([testament, label]) => (
          <optgroup key={testament} label={label}>
            {books
              .filter((b) => b.testamento === testament)
              .map((b) => (
                <option key={b.id} value={b.id}>
                  {b.nome}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <label htmlFor="seletor-capitulo" className="sr-only">
        Capítulo
      </label>
      <select
        id="seletor-capitulo"
        name="capitulo"
        value={chosen.chapter}
        onChange={(e) => setChosen({ ...chosen, chapter: Number(e.target.value) })}
        className={`${select} w-18`}
      >
        {Array.from({ length: book.capitulos }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {version && <input type="hidden" name="versao" value={version} />}
      <button type="submit" className={buttonClass("secondary", "px-3 py-1.5")}>
        Ir
      </button>
    </Form>
  );
}
