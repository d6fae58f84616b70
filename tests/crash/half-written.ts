/**
 * Records a transaction cut in half would leave (npm run test:crash): what must hold
 * together in the database whatever was acknowledged. Pure: the rows are read elsewhere.
 */
export interface IntegrityRows {
  userIds: ReadonlySet<string>;
  /** user_id of every row of each table that belongs to a member (nullable ones without the nulls). */
  owned: ReadonlyArray<{ table: string; userId: string }>;
  stats: ReadonlyArray<{ userId: string; points: number; notesCreated: number; bookmarksAdded: number; chaptersRead: number }>;
  awards: ReadonlyArray<{ userId: string; source: string; subject: string; points: number }>;
  ranking: ReadonlyArray<{ points: number; idPrefix: string; members: number }>;
  notes: ReadonlyArray<{ userId: string }>;
  bookmarks: ReadonlyArray<{ userId: string; book: string; chapter: number; verse: number }>;
  bibleBooks: ReadonlyArray<{ version: string; book: string }>;
  /** Verses held per chapter. */
  bibleChapters: ReadonlyArray<{ version: string; book: string; chapter: number; verses: number }>;
}

/** The ledger's counter columns and the award source that pays each (ledger.store.server.ts). */
const COUNTED = [
  ["notesCreated", "note"],
  ["bookmarksAdded", "bookmark"],
  ["chaptersRead", "chapter"],
] as const;

/** Must match migration 0011's PREFIX_LENGTH. */
const RANKING_PREFIX_LENGTH = 2;

function countBy<T>(items: Iterable<T>, key: (item: T) => string, amount: (item: T) => number = () => 1): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + amount(item));
  return counts;
}

/** One line per half-written record; empty when everything holds together. `chaptersOf` gives a book's chapter count. */
export function findHalfWritten(rows: IntegrityRows, chaptersOf: (book: string) => number | undefined): string[] {
  const problems: string[] = [];

  for (const { table, userId } of rows.owned) if (!rows.userIds.has(userId)) problems.push(`${table}: a row of member ${userId}, who does not exist`);

  // The points ledger: the totals change in the same transaction as the awards.
  const awarded = countBy(
    rows.awards,
    (a) => a.userId,
    (a) => a.points,
  );
  const awardsBySource = countBy(rows.awards, (a) => `${a.userId}|${a.source}`);
  const withStats = new Set(rows.stats.map((s) => s.userId));
  for (const userId of awarded.keys()) if (!withStats.has(userId)) problems.push(`awards of member ${userId} without their member_stats row`);
  for (const s of rows.stats) {
    if (s.points !== (awarded.get(s.userId) ?? 0))
      problems.push(`member_stats.points of ${s.userId} is ${s.points}, the awards add up to ${awarded.get(s.userId) ?? 0}`);
    for (const [counter, source] of COUNTED) {
      const paid = awardsBySource.get(`${s.userId}|${source}`) ?? 0;
      if (s[counter] !== paid) problems.push(`member_stats.${counter} of ${s.userId} is ${s[counter]}, with ${paid} ${source} awards`);
    }
  }

  // The ranking counts (migration 0011) follow member_stats in the same transaction.
  const expectedRanking = countBy(
    rows.stats.flatMap((s) => [`${s.points}|`, `${s.points}|${s.userId.slice(0, RANKING_PREFIX_LENGTH)}`]),
    (k) => k,
  );
  const actualRanking = new Map(rows.ranking.map((r) => [`${r.points}|${r.idPrefix}`, r.members]));
  for (const key of new Set([...expectedRanking.keys(), ...actualRanking.keys()]))
    if (expectedRanking.get(key) !== actualRanking.get(key))
      problems.push(`ranking_points ${key} counts ${actualRanking.get(key) ?? "nothing"}, member_stats has ${expectedRanking.get(key) ?? 0}`);

  // A note pays as the member's n-th note, so there are at least as many note awards as notes.
  const notes = countBy(rows.notes, (n) => n.userId);
  for (const [userId, held] of notes) {
    const paid = awardsBySource.get(`${userId}|note`) ?? 0;
    if (paid < held) problems.push(`member ${userId} has ${held} notes and ${paid} note awards`);
  }
  // A bookmark heart is paid in the bookmark's transaction, and the award stays when it is
  // removed. (Bookmarks merged from a visitor's list at sign-up are not paid; the crash
  // workload sends no such lists.)
  const bookmarkAwards = new Set(rows.awards.filter((a) => a.source === "bookmark").map((a) => `${a.userId}|${a.subject}`));
  for (const b of rows.bookmarks)
    if (!bookmarkAwards.has(`${b.userId}|${b.book}-${b.chapter}-${b.verse}`))
      problems.push(`bookmark ${b.book} ${b.chapter}:${b.verse} of ${b.userId} without its award`);

  // A Bible book is stored whole, with its marker, in one transaction.
  const held = new Set(rows.bibleBooks.map((b) => `${b.version}|${b.book}`));
  const chapters = countBy(
    rows.bibleChapters.filter((c) => c.verses > 0),
    (c) => `${c.version}|${c.book}`,
  );
  for (const key of new Set([...held, ...chapters.keys()])) {
    const [version, book] = key.split("|") as [string, string];
    if (!held.has(key)) problems.push(`verses of ${version} ${book} without its bible_books row`);
    else if ((chapters.get(key) ?? 0) !== chaptersOf(book))
      problems.push(`${version} ${book} is held with ${chapters.get(key) ?? 0} of its ${chaptersOf(book)} chapters`);
  }
  return problems;
}
