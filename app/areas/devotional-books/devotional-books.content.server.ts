import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError, loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { SLUG_PATTERN } from "#app/platform/site/slug.ts";
import { BOOK_GRADIENTS, MIN_AUTHORED_DAYS, type DayMeditation, type DevotionalBook } from "./devotional-books.ts";

/** The 13 devotional books. */
export const BOOK_COUNT = 13;

const booksSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(SLUG_PATTERN, "id em minúsculas, com hífens"),
      titulo: text,
      descricao: text,
      cor: z.enum(BOOK_GRADIENTS, "use um dos degradês de BOOK_GRADIENTS (devotional-books.ts)"),
      imagem: z.string().regex(/^\p{Extended_Pictographic}\uFE0F?$/u, "um emoji"),
    }),
  )
  .length(BOOK_COUNT, `a lista precisa de ${BOOK_COUNT} livros`)
  .superRefine(uniqueBy((b: DevotionalBook) => b.id, "id"))
  .superRefine(uniqueBy((b: DevotionalBook) => b.titulo, "título"));

const dayFile = z.strictObject({
  titulo: text,
  versiculo: bibleReference,
  texto: text.max(300, "citação longa demais"),
  versao: z.enum(["ACF", "NVI"]),
});

export interface BookWithDays extends DevotionalBook {
  dias: DayMeditation[];
}

/** The devotional books with their authored meditations, in the list's order (content/devotional-books). */
export function loadDevotionalBooks(): BookWithDays[] {
  const books = loadContent("devotional-books/books.yaml", booksSchema);
  return cached("devotional-books/built", () =>
    books.map((book) => {
      const folder = `content/devotional-books/${book.id}`;
      const files = loadCollection(`devotional-books/${book.id}`, dayFile);
      if (files.length < MIN_AUTHORED_DAYS) throw contentError(folder, "(pasta)", `são precisas pelo menos ${MIN_AUTHORED_DAYS} meditações`);
      const dias = files.map((file, index) => {
        const path = `${folder}/${file.slug}.md`;
        if (file.slug !== `dia-${String(index + 1).padStart(2, "0")}`)
          throw contentError(path, "(nome do arquivo)", `esperado dia-${String(index + 1).padStart(2, "0")}.md`);
        if (!/(^|\n\n)Oração: [^\n]+$/.test(file.body)) throw contentError(path, "(corpo)", "o último parágrafo precisa começar com 'Oração:'");
        return { ...file.data, meditacao: file.body };
      });
      return { ...book, dias };
    }),
  );
}

export function findDevotionalBook(id: string | undefined): BookWithDays | undefined {
  return id ? loadDevotionalBooks().find((b) => b.id === id) : undefined;
}
