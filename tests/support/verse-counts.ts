import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findReferences, formatReference, type Reference } from "#app/areas/bible/references.ts";

/**
 * Verse counts from the full ACF text beside the project,
 * when this machine has it; never copied into the project. books.ts has chapter counts only,
 * so content tests check verses against this text and skip when it is absent.
 */
const BIBLE_DATA_DIR = process.env.BIBLE_DATA_DIR ?? join(import.meta.dirname, "../../../shared/data/bible-source/versions/pt-br");
const acfDir = join(BIBLE_DATA_DIR, "acf");

export const hasFullBibleText = existsSync(acfDir);

const chapters = new Map<string, string[][]>();

/** The ACF verses of the reference's chapter. */
export function chapterVerses(reference: Reference): string[] {
  const code = reference.book.sourceCode;
  if (!chapters.has(code)) {
    const book = JSON.parse(readFileSync(join(acfDir, code, `${code}.json`), "utf8").replace(/^\uFEFF/, "")) as { chapters: string[][] };
    chapters.set(code, book.chapters);
  }
  return chapters.get(code)![reference.chapter - 1] ?? [];
}

/** How many verses the reference's chapter has in the ACF text. */
export function versesIn(reference: Reference): number {
  return chapterVerses(reference).length;
}

const comparable = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Whether a quotation is word for word in the ACF text of the reference's verses (case and punctuation aside). */
export function quotedFromAcf(reference: Reference, quotation: string): boolean {
  const verses = chapterVerses(reference);
  const first = reference.verseStart ?? 1;
  const last = reference.verseEnd ?? reference.verseStart ?? verses.length;
  return comparable(verses.slice(first - 1, last).join(" ")).includes(comparable(quotation));
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

/** `"quotation" (Ref)` in a text: a quotation right before the reference it cites. */
const QUOTED = /"([^"]+)"[^"(]{0,40}\(([^()]+)\)/g;

/**
 * Quotations that are not word for word in the ACF verses they cite (pieces around '[...]'
 * checked one by one), as '<where>: "<quotation>" (<reference>)'. Needs the full text.
 */
export function misquotations(texts: ReadonlyArray<{ where: string; text: string }>): string[] {
  const bad: string[] = [];
  for (const { where, text } of texts) {
    for (const [, quotation, cited] of text.matchAll(QUOTED)) {
      const found = findReferences(cited!);
      const reference = found.length === 1 ? found[0]!.reference : null;
      if (!reference) continue;
      if (!quotation!.split("[...]").every((piece) => quotedFromAcf(reference, piece))) bad.push(`${where}: "${quotation}" (${cited})`);
    }
  }
  return bad;
}
