import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { matchesWordStart, type VerseMatches } from "./search.ts";

/**
 * tsvector (the column is folded like foldForSearch); longer terms as word prefixes. The GIN
 * index finds the matches; only their places are counted and sorted (a narrow row, so the
 * count never spills to disk), and the text is read for the page's rows alone.
 */
export async function matchVersesPostgres(
  db: Kysely<Database>,
  version: string,
  terms: string[],
  limit: number,
  offset: number,
): Promise<VerseMatches> {
  const query = terms.map((term) => (matchesWordStart(term) ? `${term}:*` : term)).join(" & ");
  const { rows } = await sql<{ book: string; chapter: number; verse: number; text: string; total: string }>`
    with page as (
      select id, book_index, chapter, verse, count(*) over () as total
      from bible_verses
      where version = ${version} and search_vector @@ to_tsquery('simple', ${query})
      order by book_index, chapter, verse
      limit ${limit} offset ${offset})
    select v.book, v.chapter, v.verse, v.text, page.total
    from page join bible_verses v on v.id = page.id
    order by page.book_index, page.chapter, page.verse`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map((r) => ({ book: r.book, chapter: r.chapter, verse: r.verse, text: r.text })) };
}
