import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { contentTrees, shippedRows as real, type Rows } from "#tests/support/content-trees.ts";
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

/** The dictionary checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("dictionary checks", () => {
  const load = (rows: Rows) =>
    content.loader(
      content.withFile("dictionary/entries.yaml", stringify(rows)),
      () => import("./dictionary.content.server.ts"),
      (m) => m.loadDictionary,
    );

  it("need references that resolve and unique words", async () => {
    const rows = real("dictionary/entries.yaml");
    rows[0]!.definicao = "Palavra aramaica (Mc 99:1).";
    expect(await load(rows)).toThrow(/\[0\]\.definicao — referência bíblica inválida: "Mc 99:1"/);
    const uncited = real("dictionary/entries.yaml");
    uncited[0]!.definicao = "Palavra aramaica.";
    expect(await load(uncited)).toThrow(/ao menos uma referência/);
    const repeated = real("dictionary/entries.yaml");
    repeated[1]!.palavra = repeated[0]!.palavra;
    expect(await load(repeated)).toThrow(/palavra repetido/);
  });
});
