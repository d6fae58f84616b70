import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { books, findBook, type Book } from "./books.ts";
import { parseSourceBook } from "./source-book.ts";
import { writeBook } from "./text.store.server.ts";
import type { TextVersion } from "./versions.ts";

/**
 * `npm run bible:import`: a whole version from files in the source's format, either a
 * folder of per-book files ({code}/{code}.json or {code}.json) or one JSON file holding
 * a list of books. Everything is read and validated first, then written in one
 * transaction: a bad file is named with its reason and nothing is imported.
 */
export interface ImportBook {
  book: Book;
  chapters: string[][];
  file: string;
}

export class ImportError extends Error {}

const bySourceCode = new Map(books.map((b) => [b.sourceCode, b]));
const bookForCode = (code: string) => bySourceCode.get(code.toLowerCase()) ?? findBook(code.toLowerCase());

async function bookFiles(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) {
      const inner = join(folder, entry.name, `${entry.name}.json`);
      if (
        await stat(inner).then(
          (s) => s.isFile(),
          () => false,
        )
      )
        files.push(inner);
    } else if (entry.name.endsWith(".json")) {
      files.push(join(folder, entry.name));
    }
  }
  return files;
}

function validated(raw: string, code: string, file: string): ImportBook {
  const book = bookForCode(code);
  if (!book) throw new ImportError(`${file}: livro desconhecido "${code}"`);
  const parsed = parseSourceBook(raw, book);
  if (!parsed.ok) throw new ImportError(`${file}: ${parsed.reason}`);
  return { book, chapters: parsed.chapters, file };
}

function inCanonOrder(list: ImportBook[]): ImportBook[] {
  const seen = new Map<string, string>();
  for (const item of list) {
    const earlier = seen.get(item.book.id);
    if (earlier) throw new ImportError(`${item.file}: ${item.book.nome} aparece duas vezes (também em ${earlier})`);
    seen.set(item.book.id, item.file);
  }
  return [...list].sort((a, b) => books.indexOf(a.book) - books.indexOf(b.book));
}

/** Reads and validates every book of a folder or a single file. */
export async function readVersionFiles(path: string, onProgress: (message: string) => void = () => {}): Promise<ImportBook[]> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new ImportError(`${path}: arquivo ou pasta não encontrado`);
  if (info.isFile()) {
    const raw = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    let list: unknown;
    try {
      list = JSON.parse(raw);
    } catch {
      throw new ImportError(`${path}: não é um JSON válido`);
    }
    if (!Array.isArray(list) || list.length === 0) throw new ImportError(`${path}: esperava uma lista de livros`);
    return inCanonOrder(
      list.map((item, index) => {
        const code = typeof item === "object" && item !== null ? String((item as { abbrev?: unknown }).abbrev ?? "") : "";
        return validated(JSON.stringify(item), code, `${path} [livro ${index + 1}]`);
      }),
    );
  }
  const files = await bookFiles(path);
  if (files.length === 0) throw new ImportError(`${path}: nenhum arquivo de livro (.json) encontrado`);
  const read: ImportBook[] = [];
  for (const [index, file] of files.entries()) {
    onProgress(`lendo ${index + 1}/${files.length}: ${file}`);
    read.push(validated(await readFile(file, "utf8"), basename(file, ".json"), file));
  }
  return inCanonOrder(read);
}

/** Writes the books in one transaction; returns the number of verses written. */
export async function importVersion(
  db: Kysely<Database>,
  version: TextVersion,
  list: ImportBook[],
  now: Date,
  onProgress: (message: string) => void = () => {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let verses = 0;
    for (const [index, item] of list.entries()) {
      verses += await writeBook(trx, version, item.book, item.chapters, "import", now);
      onProgress(`gravando ${index + 1}/${list.length}: ${item.book.nome}`);
    }
    return verses;
  });
}
