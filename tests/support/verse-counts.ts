import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findReferences, formatReference, type Reference } from "../../app/modules/bible/references.ts";

/**
 * Verse counts from the full ACF text beside the project (ARCHITECTURE 'Data for benchmarks'),
 * when this machine has it; never copied into the project. books.ts has chapter counts only,
 * so content tests check verses against this text and skip when it is absent.
 */
const BIBLE_DATA_DIR = process.env.BIBLE_DATA_DIR ?? join(import.meta.dirname, "../../../shared/data/bible-source/versions/pt-br");
const acfDir = join(BIBLE_DATA_DIR, "acf");

export const hasFullBibleText = existsSync(acfDir);

const chapterLengths = new Map<string, number[]>();

/** How many verses the reference's chapter has in the ACF text. */
export function versesIn(reference: Reference): number {
  const code = reference.book.sourceCode;
  if (!chapterLengths.has(code)) {
    const book = JSON.parse(readFileSync(join(acfDir, code, `${code}.json`), "utf8").replace(/^\uFEFF/, "")) as { chapters: string[][] };
    chapterLengths.set(
      code,
      book.chapters.map((c) => c.length),
    );
  }
  return chapterLengths.get(code)![reference.chapter - 1] ?? 0;
}

/**
 * Every reference-shaped piece of the texts that does not resolve: unknown book or chapter,
 * verses out of order, or (with the full text) a verse the chapter does not have. Each as
 * '<where>: <reference> (<why>)'.
 */
export function badReferences(texts: ReadonlyArray<{ where: string; text: string }>): string[] {
  const bad: string[] = [];
  for (const { where, text } of texts) {
    for (const found of findReferences(text)) {
      const r = found.reference;
      if (!r) bad.push(`${where}: ${found.text} (livro ou capítulo inexistente, ou versículos fora de ordem)`);
      else if (hasFullBibleText) {
        const last = r.verseEnd ?? r.verseStart;
        if (last !== undefined && last > versesIn(r)) bad.push(`${where}: ${formatReference(r)} (o capítulo tem ${versesIn(r)} versículos)`);
      }
    }
  }
  return bad;
}
