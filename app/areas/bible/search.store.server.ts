import type { Kysely } from "kysely";
import type { Engine } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { SEARCH_PAGE_SIZE, type VerseMatches } from "./search.ts";
import { matchVersesPostgres } from "./search-postgres.store.server.ts";
import { matchVersesSqlite } from "./search-sqlite.store.server.ts";
import type { TextVersion } from "./versions.ts";

/**
 * One page of the verses of a version that contain every term (folded by
 * searchTerms), in Bible order. Each engine's SQL lives in its own file.
 */
export async function searchVerses(db: Kysely<Database>, engine: Engine, version: TextVersion, terms: string[], page: number): Promise<VerseMatches> {
  if (terms.length === 0) return { total: 0, rows: [] };
  const match = engine === "sqlite" ? matchVersesSqlite : matchVersesPostgres;
  const found = await match(db, version, terms, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  // A page past the last still reports how many verses there are.
  if (found.rows.length === 0 && page > 1) return { total: (await match(db, version, terms, 1, 0)).total, rows: [] };
  return found;
}
