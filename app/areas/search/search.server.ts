import type { Kysely } from "kysely";
import type { ChurchRef } from "#db/transaction.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { parseVerseQuery, versePlaces, type VerseOrder, type VerseQuery } from "#app/areas/bible/search.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import { referencesDefining } from "#app/areas/dictionary/dictionary.ts";
import { searchVerses } from "#app/areas/bible/search.store.server.ts";
import type { TextVersion } from "#app/areas/bible/versions.ts";
import type { Engine } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { sabbathSchoolOn } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import type { CalendarDate } from "#app/platform/site/calendar.ts";
import { contentIndex, hymnalIndex, sabbathSchoolIndex } from "./search.content.server.ts";
import { bibleGroup, contentGroups, notesGroup, type FoundGroup, type SearchKind } from "./one-search.ts";
import { ownNotesIndex } from "./member-notes.store.server.ts";
import { searchIndex } from "./search-index.ts";
import { queryTerms } from "./text.ts";

/**
 * The verse query of a search (parseVerseQuery), with the verses the dictionary's entries for its
 * words cite to put first among equal matches (decision 0051): /busca and /biblia/busca read it alike.
 */
export function verseQueryOf(query: string, order?: VerseOrder): VerseQuery {
  const asked = parseVerseQuery(query, order);
  const typed = asked.clauses.flatMap((alternatives) => (alternatives[0]!.length === 1 ? alternatives[0]! : []));
  return { ...asked, featured: versePlaces(referencesDefining(loadDictionary(), typed)) };
}

/**
 * One search over everything: the Bible through its full-text store (in its turn, with the
 * query read as /biblia/busca reads it, so both count the same verses), the hymnal (with the
 * church's imported hymns), the Sabbath School (the quarters the classes follow on `today`) and the rest through their indexes in memory;
 * for a member (`memberId`), their own notes and verse marks first, never anyone else's. Groups in
 * the kinds' order, those with no result left out.
 */
export async function searchEverything(
  db: Kysely<Database>,
  engine: Engine,
  ask: {
    query: string;
    version: TextVersion;
    kind: SearchKind | null;
    perGroup: number;
    order?: VerseOrder;
    today: CalendarDate;
    memberId: string | null;
    /** The church of the visit: its own songs join the hymnal's. */
    church: ChurchRef;
  },
  signal?: AbortSignal,
): Promise<FoundGroup[]> {
  const terms = queryTerms(ask.query);
  if (terms.length === 0) return [];
  const groups: FoundGroup[] = [];
  if (ask.memberId !== null && (ask.kind === null || ask.kind === "notas"))
    groups.push(...notesGroup(searchIndex(await ownNotesIndex(db, ask.memberId), terms), terms, ask.perGroup));
  if (ask.kind === null || ask.kind === "biblia") {
    const verseQuery = verseQueryOf(ask.query, ask.order);
    const found = await searchVerses(db, engine, ask.version, verseQuery, 1, signal);
    const rows = found.rows.map((row) => ({ ...row, abrev: findBook(row.book)?.abrev ?? row.book }));
    if (found.total > 0) groups.push(bibleGroup({ total: found.total, rows }, verseQuery.words, ask.version, ask.perGroup));
  }
  if (ask.kind !== "biblia" && ask.kind !== "notas") {
    const hymns = ask.kind === null || ask.kind === "hinos" ? searchIndex(hymnalIndex((await churchHymnal(db, ask.church)).hymns), terms) : [];
    const lessons =
      ask.kind === null || ask.kind === "escola-sabatina" ? searchIndex(sabbathSchoolIndex(await sabbathSchoolOn(db, ask.today)), terms) : [];
    groups.push(...contentGroups([...hymns, ...lessons, ...searchIndex(contentIndex(), terms)], terms, ask.perGroup, ask.kind));
  }
  return groups;
}
