import type { Book } from "./books.ts";

/**
 * A whole book in the public source's format: {abbrev, name, author,
 * group, chapters: [[verse, …], …]}, possibly starting with a UTF-8 BOM.
 */
export type SourceBookResult = { ok: true; chapters: string[][] } | { ok: false; reason: string };

/**
 * Validates a book file (a non-empty chapters list of verse lists). Verses
 * are trimmed; a verse's number is its place in the list. Fails with a reason in
 * Portuguese, naming what is wrong.
 */
export function parseSourceBook(raw: string, book: Book): SourceBookResult {
  let value: unknown;
  try {
    value = JSON.parse(raw.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, reason: "não é um JSON válido" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "não é um objeto de livro" };
  const chapters = (value as { chapters?: unknown }).chapters;
  if (!Array.isArray(chapters) || chapters.length === 0) return { ok: false, reason: "a lista de capítulos está vazia ou ausente" };
  if (chapters.length > book.capitulos) {
    return { ok: false, reason: `tem ${chapters.length} capítulos, mas ${book.nome} tem ${book.capitulos}` };
  }
  const result: string[][] = [];
  for (const [index, chapter] of chapters.entries()) {
    if (!Array.isArray(chapter) || chapter.some((verse) => typeof verse !== "string")) {
      return { ok: false, reason: `o capítulo ${index + 1} não é uma lista de versículos` };
    }
    result.push((chapter as string[]).map((verse) => verse.trim()));
  }
  return { ok: true, chapters: result };
}
