import { sql, type Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { matchesWordStart, type VerseMatches } from "./search.ts";

/** tsvector (the column is folded like foldForSearch); longer terms as word prefixes. */
export async function matchVersesPostgres(
  db: Kysely<Database>,
  version: string,
  terms: string[],
  limit: number,
  offset: number,
): Promise<VerseMatches> {
  const query = terms.map((term) => (matchesWordStart(term) ? `${term}:*` : term)).join(" & ");
  const { rows } = await sql<{ book: string; chapter: number; verse: number; text: string; total: string }>`
    select book, chapter, verse, text, count(*) over () as total
    from bible_verses
    where version = ${version} and search_vector @@ to_tsquery('simple', ${query})
    order by book_index, chapter, verse
    limit ${limit} offset ${offset}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map((r) => ({ book: r.book, chapter: r.chapter, verse: r.verse, text: r.text })) };
}
