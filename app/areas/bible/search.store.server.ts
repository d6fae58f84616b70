import type { Kysely } from "kysely";
import type { Engine } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { SEARCH_PAGE_SIZE, type VerseMatches, type VerseQuery } from "./search.ts";
import { matchVersesPostgres } from "./search-postgres.store.server.ts";
import { matchVersesSqlite } from "./search-sqlite.store.server.ts";
import { Turns } from "./search-turns.ts";
import type { TextVersion } from "./versions.ts";

/**
 * Searches in progress at once, per process: two keep the SQLite search thread busy (one
 * runs while the next waits on it) and use 2 of the PostgreSQL pool's 10 connections, so a
 * health check or a page never waits for one of them (decision 0031).
 */
const searchTurns = new Turns(2);

/**
 * One page of the verses of a version that hold every clause of a query (parseVerseQuery),
 * best first or in Bible order as it asks, in its turn. Each engine's SQL lives in its own file.
 */
export async function searchVerses(
  db: Kysely<Database>,
  engine: Engine,
  version: TextVersion,
  query: VerseQuery,
  page: number,
  signal?: AbortSignal,
): Promise<VerseMatches> {
  if (query.clauses.length === 0) return { total: 0, rows: [] };
  const match = engine === "sqlite" ? matchVersesSqlite : matchVersesPostgres;
  return searchTurns.run(async () => {
    const found = await match(db, version, query, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
    // A page past the last still reports how many verses there are.
    if (found.rows.length === 0 && page > 1) return { total: (await match(db, version, query, 1, 0)).total, rows: [] };
    return found;
  }, signal);
}
