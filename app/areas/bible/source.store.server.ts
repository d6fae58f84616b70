import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import type { Book } from "./books.ts";
import { parseSourceBook } from "./source-book.ts";
import { fetchSourceText } from "./source-fetch.server.ts";
import { isBookStored, storeBook } from "./text.store.server.ts";
import type { TextVersion } from "./versions.ts";

/**
 * The public Bible source: one whole book per request, validated and stored, so each book is
 * fetched at most once.
 */

/** A book the source answered 404 for is not asked again for this long. */
const MISSING_FOR_MS = 60 * 60 * 1000;

export interface SourceDeps {
  db: Kysely<Database>;
  logger: Logger;
  sourceUrl: string;
}

/**
 * stored: the book is now in the database; missing: the source does not have it; invalid: its
 * answer broke a rule (not a book, a redirect, too big); unreachable: try again later.
 */
export type SourceOutcome = "stored" | "missing" | "invalid" | "unreachable";

const inFlight = new Map<string, Promise<SourceOutcome>>();
const missingUntil = new Map<string, number>();

function sourceBookUrl(sourceUrl: string, version: TextVersion, book: Book): string {
  return `${sourceUrl.replace(/\/+$/, "")}/${version}/${book.sourceCode}/${book.sourceCode}.json`;
}

async function fetchAndStore(deps: SourceDeps, version: TextVersion, book: Book, key: string): Promise<SourceOutcome> {
  // A caller that missed the book just before another request's fetch of it committed arrives
  // after that fetch has left inFlight: the database has the book, so it is not asked again.
  if (await isBookStored(deps.db, version, book.id)) return "stored";
  const url = sourceBookUrl(deps.sourceUrl, version, book);
  const answer = await fetchSourceText(url);
  if (!answer.ok) {
    deps.logger.warn({ url, reason: answer.reason }, `bible source: book ${answer.outcome}`);
    if (answer.outcome === "missing") missingUntil.set(key, Date.now() + MISSING_FOR_MS);
    return answer.outcome === "refused" ? "invalid" : answer.outcome;
  }
  const parsed = parseSourceBook(answer.text, book);
  if (!parsed.ok) {
    deps.logger.warn({ url, reason: parsed.reason }, "bible source: invalid book");
    return "invalid";
  }
  await storeBook(deps.db, version, book, parsed.chapters, "source", new Date());
  deps.logger.info({ url }, "bible source: book stored");
  return "stored";
}

/** Fetches and stores a whole book; concurrent calls for one book share one fetch. */
export function loadBookFromSource(deps: SourceDeps, version: TextVersion, book: Book): Promise<SourceOutcome> {
  const key = `${deps.sourceUrl}|${version}|${book.id}`;
  if ((missingUntil.get(key) ?? 0) > Date.now()) return Promise.resolve("missing");
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchAndStore(deps, version, book, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
