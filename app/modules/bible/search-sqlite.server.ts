import { sql, type Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { matchesWordStart, type VerseMatches } from "./search.ts";

/** FTS5 (the index folds case and accents itself); longer terms as word prefixes. */
export async function matchVersesSqlite(
  db: Kysely<Database>,
  version: string,
  terms: string[],
  limit: number,
  offset: number,
): Promise<VerseMatches> {
  const match = terms.map((term) => (matchesWordStart(term) ? `"${term}"*` : `"${term}"`)).join(" AND ");
  const { rows } = await sql<{ book: string; chapter: number; verse: number; text: string; total: number }>`
    select v.book, v.chapter, v.verse, v.text, count(*) over () as total
    from bible_verses_fts f join bible_verses v on v.id = f.rowid
    where bible_verses_fts match ${match} and v.version = ${version}
    order by v.book_index, v.chapter, v.verse
    limit ${limit} offset ${offset}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map((r) => ({ book: r.book, chapter: r.chapter, verse: r.verse, text: r.text })) };
}
