import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { BOOK_CATEGORIES, BOOKS_WITH_CHAPTER_LISTS, DIVISIONS, LIBRARY_BOOK_COUNT, type Book, type Division } from "./library.ts";

const entry = z
  .object({
    id: z.number().int().positive(),
    titulo: text,
    tituloOriginal: text.optional(),
    autor: text,
    ano: z.number().int().min(1).max(2100),
    anoAproximado: z.boolean().optional(),
    categoria: z.enum(BOOK_CATEGORIES),
    descricao: text,
    capitulos: z.union([z.array(text).min(1), z.number().int().positive().max(2000)]),
    divisao: z.enum(Object.keys(DIVISIONS) as [Division, ...Division[]]).optional(),
  })
  .strict()
  .transform(({ capitulos, anoAproximado, divisao, ...rest }): Book => ({
    ...rest,
    anoAproximado: anoAproximado ?? false,
    divisao: divisao ?? "capítulo",
    capitulos: typeof capitulos === "number" ? capitulos : capitulos.length,
    titulos: typeof capitulos === "number" ? null : capitulos,
  }));

const schema = z
  .array(entry)
  .length(LIBRARY_BOOK_COUNT, `a biblioteca precisa de ${LIBRARY_BOOK_COUNT} livros`)
  .superRefine(uniqueBy((b: Book) => b.id, "id"))
  .superRefine(uniqueBy((b: Book) => b.titulo, "título"))
  .superRefine((books, ctx) => {
    books.forEach((b, index) => {
      if (b.id !== index + 1)
        ctx.addIssue({ code: "custom", path: [index, "id"], message: `esperado o id ${index + 1} (1..${LIBRARY_BOOK_COUNT}, em ordem)` });
      if ((b.titulos !== null) !== b.id <= BOOKS_WITH_CHAPTER_LISTS)
        ctx.addIssue({
          code: "custom",
          path: [index, "capitulos"],
          message: `só os livros 1 a ${BOOKS_WITH_CHAPTER_LISTS} trazem a lista de capítulos; os outros, o número de capítulos`,
        });
      if (b.titulos && new Set(b.titulos).size !== b.titulos.length)
        ctx.addIssue({ code: "custom", path: [index, "capitulos"], message: "título de capítulo repetido" });
    });
  });

export function loadBooks(): Book[] {
  return loadContent("library/books.yaml", schema);
}

/** The book of an address's id ("1".."46"), or undefined. */
export function findBook(id: string | undefined): Book | undefined {
  return id && /^\d{1,3}$/.test(id) ? loadBooks().find((b) => b.id === Number(id)) : undefined;
}
