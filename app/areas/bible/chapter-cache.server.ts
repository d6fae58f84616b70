/**
 * Chapters the reader showed lately, per database and per version asked, so a member's page
 * and the heart posted from it read their text without a statement. Bible text changes only
 * when a book is stored: this process forgets a database's chapters whenever it stores one; a
 * book imported by another process (`npm run bible:import`, another instance) shows here after
 * at most KEPT_MS, as the visitors' render cache does (decision 0031).
 */
const KEPT_MS = 5 * 60_000;
/** About 12 MB of text at most (a chapter is 4 KB on average). */
const MOST_KEPT = 3000;

interface Kept {
  value: unknown;
  until: number;
}

const byDatabase = new WeakMap<object, Map<string, Kept>>();

/** A chapter kept for `key` and not older than KEPT_MS, if any. */
export function keptChapter<T>(db: object, key: string, now: number): T | undefined {
  const kept = byDatabase.get(db)?.get(key);
  return kept && kept.until > now ? (kept.value as T) : undefined;
}

export function keepChapter(db: object, key: string, value: unknown, now: number): void {
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  kept.delete(key);
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!); // the oldest kept goes
  kept.set(key, { value, until: now + KEPT_MS });
}

/** A book was stored in `db`: what was kept may now be read from another version. */
export function forgetChapters(db: object): void {
  byDatabase.delete(db);
}
