import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findReferences, formatReference, type Reference } from "../bible/references.ts";
import { loadDictionary } from "./entries.server.ts";

const entries = loadDictionary();
const cited = entries.flatMap((entry) => findReferences(entry.definicao).map((found) => ({ entry: entry.palavra, found })));

/**
 * The full ACF text beside the project (ARCHITECTURE 'Data for benchmarks'), if this machine
 * has it; never copied into the project. Verse counts come from it, as books.ts has none.
 */
const BIBLE_DATA_DIR = process.env.BIBLE_DATA_DIR ?? join(import.meta.dirname, "../../../../shared/data/bible-source/versions/pt-br");
const acfDir = join(BIBLE_DATA_DIR, "acf");
const chapterLengths = new Map<string, number[]>();
function versesIn(reference: Reference): number {
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

describe("dictionary references (content/dictionary/entries.yaml)", () => {
  it("cites at least one reference in every entry", () => {
    for (const entry of entries) expect(findReferences(entry.definicao).length, entry.palavra).toBeGreaterThan(0);
  });

  it("names a real book and chapter in every reference, with verses in order", () => {
    const bad = cited.filter(({ found }) => {
      const r = found.reference;
      return !r || (r.verseStart !== undefined && r.verseStart < 1) || (r.verseEnd !== undefined && r.verseEnd <= r.verseStart!);
    });
    expect(bad.map(({ entry, found }) => `${entry}: ${found.text}`)).toEqual([]);
  });

  it.skipIf(!existsSync(acfDir))("names verses the chapter has (checked against the full ACF text beside the project)", () => {
    const bad = cited.filter(({ found }) => {
      const r = found.reference!;
      const last = r.verseEnd ?? r.verseStart;
      return last !== undefined && last > versesIn(r);
    });
    expect(
      bad.map(({ entry, found }) => `${entry}: ${formatReference(found.reference!)} (o capítulo tem ${versesIn(found.reference!)} versículos)`),
    ).toEqual([]);
  });
});
