import { describe, expect, it } from "vitest";
import { hasFullBibleText, versesIn } from "#tests/support/verse-counts.ts";
import { findReferences, formatReference } from "#app/areas/bible/references.ts";
import { loadDictionary } from "./dictionary.content.server.ts";

const entries = loadDictionary();
const cited = entries.flatMap((entry) => findReferences(entry.definicao).map((found) => ({ entry: entry.palavra, found })));

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

  it.skipIf(!hasFullBibleText)("names verses the chapter has (checked against the full ACF text beside the project)", () => {
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
