import { sql } from "kysely";
import { readOnSearchThread } from "./search-worker.store.server.ts";
import { asTyped, type VerseMatcher, type VerseQuery } from "./search.ts";

/**
 * The places of a version in the full-text index (migration 0010): a verse's rowid is its
 * place, verse (10 bits), chapter (10), book_index (7), under the version code's first four
 * characters (8 bits each), so a version is one range of rowids in Bible order.
 */
function versionPlaces(version: string): { first: bigint; last: bigint } {
  let code = 0n;
  for (let i = 0; i < 4; i++) code = (code << 8n) | BigInt((version.codePointAt(i) ?? 0) & 255);
  return { first: code << 27n, last: (code << 27n) | ((1n << 27n) - 1n) };
}

/** The FTS5 query: every clause, any of its alternatives, each whole words in a row in quotes (the index folds case and accents itself). */
function ftsQuery(query: VerseQuery): string {
  return query.clauses.map((alternatives) => `(${alternatives.map((words) => `"${words.join(" ")}"`).join(" OR ")})`).join(" AND ");
}

/**
 * FTS5 finds the matches within the version's range, best first — those with the words as
 * typed before those with only their other forms, then those the dictionary's entry for a word
 * cites (decision 0051), then by FTS5's own BM25 (`rank`: a rarer
 * word, more of it and a shorter verse count more), ties in Bible order — or in Bible order, where it walks them by place and stops at the page. Only the page's verses are read.
 * A page that is not full gives the total; otherwise the index counts the matches without
 * reading a row. Both run on the search thread.
 */
export const matchVersesSqlite: VerseMatcher = async (db, version, query, limit, offset) => {
  const match = ftsQuery(query);
  const { first, last } = versionPlaces(version);
  const typed = ftsQuery(asTyped(query));
  // In Bible order the index walks the places and stops at the page (no sort).
  const places = (query.featured ?? []).map((p) => first | (BigInt(p.bookIndex) << 20n) | (BigInt(p.chapter) << 10n) | BigInt(p.verse));
  const unfeatured = places.length > 0 ? sql`rowid not in (${sql.join(places.map((place) => sql`${place}`))})` : sql`0`;
  const [score, asTypedFirst, notFeatured, order] =
    query.order === "relevance"
      ? [
          sql`rank`,
          typed === match
            ? sql`0`
            : sql`rowid not in (select rowid from bible_verses_fts where bible_verses_fts match ${typed} and rowid between ${first} and ${last})`,
          unfeatured,
          sql`other_form, not_featured, rank, rowid`,
        ]
      : [sql`0`, sql`0`, sql`0`, sql`rowid`];
  const page = sql<{ book: string; chapter: number; verse: number; text: string }>`
    select v.book, v.chapter, v.verse, v.text
    from (select rowid as place, ${asTypedFirst} as other_form, ${notFeatured} as not_featured, ${score} as score from bible_verses_fts
          where bible_verses_fts match ${match} and rowid between ${first} and ${last}
          order by ${order} limit ${limit} offset ${offset}) as p
    join bible_verses v on v.version = ${version} and v.book_index = (p.place >> 20) & 127
      and v.chapter = (p.place >> 10) & 1023 and v.verse = p.place & 1023
    order by p.other_form, p.not_featured, p.score, p.place`;
  const rows = await readOnSearchThread(db, page.compile(db));
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { total: offset + rows.length, rows };
  const count = sql<{ total: number }>`
    select count(*) as total from bible_verses_fts
    where bible_verses_fts match ${match} and rowid between ${first} and ${last}`;
  const [counted] = await readOnSearchThread(db, count.compile(db));
  return { total: Number(counted?.total ?? 0), rows };
};
