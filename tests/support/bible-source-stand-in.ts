import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";
import { books } from "#app/areas/bible/books.ts";

/**
 * A local stand-in for the public Bible JSON source: GET
 * /versions/pt-br/{version}/{code}/{code}.json in the source's real format. It serves
 * files from `root` (the full data beside the project, for the bench) or, without
 * one, made-up books for the versions acf and nvi (test text, not Bible text); like
 * the real source it has no arc. Control endpoints let tests count requests and
 * make a book fail:
 *   GET  /__control/count?path=…   requests received for that path
 *   GET  /__control/total          requests received for book files, all paths
 *   POST /__control/fail?code=…    answer 503 for that book code (every version)
 *   POST /__control/restore?code=…
 */
export interface BibleSourceStandIn {
  /** BIBLE_SOURCE_URL for the server under test: …/versions/pt-br */
  url: string;
  /** Base of the stand-in itself, for the control endpoints. */
  origin: string;
  close(): Promise<void>;
}

const PREFIX = "/versions/pt-br/";
const MADE_UP_VERSIONS = new Set(["acf", "nvi"]);
/**
 * Chapters whose made-up text has the real number of verses (book id-chapter), so tests can
 * check that the reader shows a whole chapter.
 */
const REAL_VERSE_COUNTS: Record<string, number> = { "jo-3": 36, "sl-119": 176 };

/**
 * Words added to a few made-up ACF verses (source code, chapter:verse), so the search's tests
 * can check whole words and ranking: "amor" three times, once in a short verse, once in a long
 * one, and the words it must not match ("amorreu"), as "oração" must not match "oráculo".
 */
const ADDED_WORDS: Record<string, string> = {
  "gn 10:6": "E o amorreu, e o girgaseu, e o heveu; os amorreus.",
  "1co 13:4": "O amor é sofredor, é benigno; o amor não é invejoso; o amor não trata com leviandade.",
  "1jo 4:8": "Deus é amor.",
  "ex 15:2":
    "E por causa do amor que tinha ao seu povo, o Senhor o guiou pelo deserto, de dia numa coluna de nuvem e de noite numa coluna de fogo, por quarenta anos.",
  "1kgs 6:5": "E edificou câmaras ao redor do oráculo.",
  "jm 5:5": "A oração feita por um justo pode muito.",
};

/** A made-up verse: says where it is, so tests can check the right text is shown (a few ACF ones say more: ADDED_WORDS). */
export function madeUpVerse(version: string, code: string, chapter: number, verse: number): string {
  const added = version === "acf" ? ADDED_WORDS[`${code} ${chapter}:${verse}`] : undefined;
  return `Texto de teste ${version.toUpperCase()} do livro ${code}, capítulo ${chapter}, versículo ${verse}.${added ? ` ${added}` : ""}`;
}

/** How many made-up verses a chapter has. */
export function madeUpVerseCount(bookId: string, chapter: number): number {
  return REAL_VERSE_COUNTS[`${bookId}-${chapter}`] ?? 5 + ((chapter - 1) % 4);
}

/** How many made-up verses a whole version has (66 books). */
export function madeUpVersesPerVersion(): number {
  return books.reduce(
    (sum, book) => sum + Array.from({ length: book.capitulos }, (_, c) => madeUpVerseCount(book.id, c + 1)).reduce((a, b) => a + b, 0),
    0,
  );
}

function madeUpBook(version: string, code: string): string | null {
  const book = books.find((b) => b.sourceCode === code);
  if (!book || !MADE_UP_VERSIONS.has(version)) return null;
  const chapters = Array.from({ length: book.capitulos }, (_, c) =>
    Array.from({ length: madeUpVerseCount(book.id, c + 1) }, (_, v) => madeUpVerse(version, code, c + 1, v + 1)),
  );
  // The real files may start with a byte-order mark; so do some of these.
  return (book.capitulos % 2 ? "\uFEFF" : "") + JSON.stringify({ abbrev: code, name: book.nome, author: "", group: "", chapters });
}

export async function startBibleSourceStandIn(options: { root?: string; port?: number } = {}): Promise<BibleSourceStandIn> {
  const counts = new Map<string, number>();
  let total = 0;
  const failing = new Set<string>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname.startsWith("/__control/")) {
      const code = url.searchParams.get("code") ?? "";
      if (url.pathname === "/__control/count") res.end(String(counts.get(url.searchParams.get("path") ?? "") ?? 0));
      else if (url.pathname === "/__control/total") res.end(String(total));
      else if (url.pathname === "/__control/fail" && req.method === "POST") res.end(String(failing.add(code).size));
      else if (url.pathname === "/__control/restore" && req.method === "POST") res.end(String(failing.delete(code)));
      else res.writeHead(404).end();
      return;
    }
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    total++;
    const match = url.pathname.startsWith(PREFIX) ? /^([a-z0-9]+)\/([a-z0-9]+)\/\2\.json$/.exec(url.pathname.slice(PREFIX.length)) : null;
    if (!match) return void res.writeHead(404).end();
    const [, version, code] = match as unknown as [string, string, string];
    if (failing.has(code)) return void res.writeHead(503).end("indisponível");
    let body: string | Buffer | null;
    if (options.root) {
      body = await readFile(join(options.root, normalize(url.pathname.slice(PREFIX.length)))).catch(() => null);
    } else {
      body = madeUpBook(version, code);
    }
    if (body === null) return void res.writeHead(404).end("404: Not Found");
    res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/versions/pt-br`,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
