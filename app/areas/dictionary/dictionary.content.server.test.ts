import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { contentTrees, shippedRows as real, type Rows } from "#tests/support/content-trees.ts";
import { findReferences } from "#app/areas/bible/references.ts";
import { loadDictionary } from "./dictionary.content.server.ts";

const entries = loadDictionary();

describe("dictionary references (content/dictionary/entries.yaml)", () => {
  it("cites at least one reference in every entry", () => {
    for (const entry of entries) expect(findReferences(entry.definicao).length, entry.palavra).toBeGreaterThan(0);
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
