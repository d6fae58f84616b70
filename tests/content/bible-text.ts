import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import type { Reference } from "#app/areas/bible/references.ts";

/**
 * The Bible text the content checks compare against: the full ACF and NVI beside the project
 * (BIBLE_DATA_DIR, default ../shared/data/bible-source/versions/pt-br from the repository; read
 * in place, never copied in) and, always, the ARC chapters the portal ships
 * (content/bible/amostras-arc.yaml). Without the full text only the samples can be compared.
 */
export type Version = "ACF" | "NVI" | "ARC";
export const VERSIONS: readonly Version[] = ["ACF", "NVI", "ARC"];

const REPOSITORY = resolve(import.meta.dirname, "../..");
export const BIBLE_DATA_DIR = resolve(REPOSITORY, process.env.BIBLE_DATA_DIR ?? "../shared/data/bible-source/versions/pt-br");
export const hasFullBibleText = existsSync(join(BIBLE_DATA_DIR, "acf")) && existsSync(join(BIBLE_DATA_DIR, "nvi"));

/** One line for the test output: which text the checks read. */
export const bibleTextInUse = hasFullBibleText
  ? `texto completo ACF e NVI em ${BIBLE_DATA_DIR}`
  : `só as amostras ARC de content/bible (o texto completo não está em ${BIBLE_DATA_DIR}; defina BIBLE_DATA_DIR)`;

/** A chapter's verses; a verse the source does not hold is undefined (a partial sample). */
type Chapter = ReadonlyArray<string | undefined>;

const fullBooks = new Map<string, string[][]>();
function fullChapter(version: "acf" | "nvi", reference: Reference): Chapter | null {
  if (!hasFullBibleText) return null;
  const key = `${version}/${reference.book.sourceCode}`;
  if (!fullBooks.has(key)) {
    const file = join(BIBLE_DATA_DIR, key, `${reference.book.sourceCode}.json`);
    fullBooks.set(key, (JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) as { chapters: string[][] }).chapters);
  }
  return fullBooks.get(key)![reference.chapter - 1] ?? null;
}

interface SampleChapter {
  livro: string;
  capitulo: number;
  completo: boolean;
  versiculos: Array<{ numero: number; texto: string }>;
}
let samples: SampleChapter[] | undefined;
function sampleChapter(reference: Reference): Chapter | null {
  samples ??= parse(readFileSync(join(REPOSITORY, "content/bible/amostras-arc.yaml"), "utf8")) as SampleChapter[];
  const found = samples.find((c) => c.livro === reference.book.id && c.capitulo === reference.chapter);
  if (!found) return null;
  const verses: Array<string | undefined> = [];
  for (const v of found.versiculos) verses[v.numero - 1] = v.texto;
  return verses;
}

/** The chapter of a reference in a version, or null when no text of it is at hand. */
export function chapterText(reference: Reference, version: Version): Chapter | null {
  return version === "ARC" ? sampleChapter(reference) : fullChapter(version === "ACF" ? "acf" : "nvi", reference);
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
  return verses.length === last - first + 1 && verses.every((v) => v !== undefined) ? verses.join(" ") : null;
}

/** A whole chapter's text: the full ACF, or a sample the portal ships whole; null when neither is at hand. */
export function wholeChapter(reference: Reference): string | null {
  const chapter = chapterText(reference, "ACF") ?? chapterText(reference, "ARC");
  return chapter && Array.from(chapter).every((v) => v !== undefined) ? chapter.join(" ") : null;
}

/** How many verses the chapter has in the ACF, or null without the full text. */
export function versesInChapter(reference: Reference): number | null {
  return fullChapter("acf", reference)?.length ?? null;
}
