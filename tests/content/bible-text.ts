import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Reference } from "#app/areas/bible/references.ts";

/**
 * The Bible text the content checks compare against: the full ACF and NVI beside the project
 * (BIBLE_DATA_DIR, default ../shared/data/bible-source/versions/pt-br from the repository; read
 * in place, never copied in). Without it no quotation can be compared, and the checks say so.
 */
export type Version = "ACF" | "NVI";
export const VERSIONS: readonly Version[] = ["ACF", "NVI"];

const REPOSITORY = resolve(import.meta.dirname, "../..");
export const BIBLE_DATA_DIR = resolve(REPOSITORY, process.env.BIBLE_DATA_DIR ?? "../shared/data/bible-source/versions/pt-br");
export const hasFullBibleText = existsSync(join(BIBLE_DATA_DIR, "acf")) && existsSync(join(BIBLE_DATA_DIR, "nvi"));

/** One line for the test output: which text the checks read. */
export const bibleTextInUse = hasFullBibleText
  ? `texto completo ACF e NVI em ${BIBLE_DATA_DIR}`
  : `nenhum texto bíblico (o texto completo não está em ${BIBLE_DATA_DIR}; defina BIBLE_DATA_DIR)`;

/** A chapter's verses, in order. */
type Chapter = readonly string[];

const fullBooks = new Map<string, string[][]>();
/** The chapter of a reference in a version, or null when its text is not at hand. */
function chapterText(reference: Reference, version: Version): Chapter | null {
  if (!hasFullBibleText) return null;
  const key = `${version.toLowerCase()}/${reference.book.sourceCode}`;
  if (!fullBooks.has(key)) {
    const file = join(BIBLE_DATA_DIR, key, `${reference.book.sourceCode}.json`);
    fullBooks.set(key, (JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) as { chapters: string[][] }).chapters);
  }
  return fullBooks.get(key)![reference.chapter - 1] ?? null;
}

/**
 * The verses a reference names (the whole chapter when it names none), joined; null when some
 * of them are not at hand.
 */
export function passageText(reference: Reference, version: Version): string | null {
  const chapter = chapterText(reference, version);
  if (!chapter) return null;
  const first = reference.verseStart ?? 1;
  const last = reference.verseEnd ?? reference.verseStart ?? chapter.length;
  const verses = chapter.slice(first - 1, last);
  return verses.length === last - first + 1 ? verses.join(" ") : null;
}

/** A whole chapter's text in the ACF; null when it is not at hand. */
export function wholeChapter(reference: Reference): string | null {
  const chapter = chapterText(reference, "ACF");
  return chapter ? chapter.join(" ") : null;
}

/** How many verses the chapter has in the ACF, or null without the full text. */
export function versesInChapter(reference: Reference): number | null {
  return chapterText(reference, "ACF")?.length ?? null;
}
