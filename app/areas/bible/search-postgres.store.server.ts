import { sql } from "kysely";
import { asTyped, type VerseMatcher, type VerseQuery } from "./search.ts";

/** The tsquery: every clause, any of its alternatives, each a whole word or words in a row (`<->`). */
function tsQuery(query: VerseQuery): string {
  const alternative = (words: string[]) => (words.length === 1 ? words[0] : `(${words.join(" <-> ")})`);
  return query.clauses.map((alternatives) => `(${alternatives.map(alternative).join(" | ")})`).join(" & ");
}

/**
 * tsvector (the column is folded like foldForSearch), whole words. The GIN index finds the
 * matches; only their places (and, by relevance, whether they hold the words as typed rather
 * than only their other forms, then whether the dictionary's entry for a word cites them
 * (decision 0051), then their ts_rank divided by 1 + the log of the verse's
 * length: more of the words and a shorter verse first, ties in Bible order) are counted and
 * sorted, and the text is read for the page's rows alone.
 */
export const matchVersesPostgres: VerseMatcher = async (db, version, query, limit, offset) => {
  const asked = tsQuery(query);
  const relevance = query.order === "relevance";
  const score = relevance ? sql`ts_rank(search_vector, q, 1)` : sql`0`;
  const typed = relevance ? sql`search_vector @@ to_tsquery('simple', ${tsQuery(asTyped(query))})` : sql`true`;
  const places = relevance ? (query.featured ?? []) : [];
  const featured =
    places.length > 0
      ? sql`(book_index, chapter, verse) in (${sql.join(places.map((p) => sql`(${p.bookIndex}::int, ${p.chapter}::int, ${p.verse}::int)`))})`
      : sql`false`;
  const { rows } = await sql<{ book: string; chapter: number; verse: number; text: string; total: string }>`
    with page as (
      select id, book_index, chapter, verse, ${typed} as typed, ${featured} as featured, ${score} as score, count(*) over () as total
      from bible_verses, to_tsquery('simple', ${asked}) as q
      where version = ${version} and search_vector @@ q
      order by typed desc, featured desc, score desc, book_index, chapter, verse
      limit ${limit} offset ${offset})
    select v.book, v.chapter, v.verse, v.text, page.total
    from page join bible_verses v on v.id = page.id
    order by page.typed desc, page.featured desc, page.score desc, page.book_index, page.chapter, page.verse`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map((r) => ({ book: r.book, chapter: r.chapter, verse: r.verse, text: r.text })) };
};
