import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees, replaceIn } from "#tests/support/content-trees.ts";
import { devotionalDay } from "./devotional-calendar.ts";
import { loadDevotionals, MIN_DEVOTIONALS } from "./devotionals.content.server.ts";

const devotionals = loadDevotionals();

describe("devotionals content (content/devotionals)", () => {
  it("has at least 30 devotionals with every field, newest first, one per date", () => {
    expect(devotionals.length).toBeGreaterThanOrEqual(MIN_DEVOTIONALS);
    expect(new Set(devotionals.map((d) => d.data)).size).toBe(devotionals.length);
    expect(devotionals.map((d) => d.data)).toEqual(
      devotionals
        .map((d) => d.data)
        .toSorted()
        .reverse(),
    );
    for (const d of devotionals) {
      for (const field of ["titulo", "categoria", "autor", "citacao", "texto", "reflexao", "aplicacao"] as const)
        expect(d[field].length, `${d.id} ${field}`).toBeGreaterThan(1);
      expect(d.texto.split(/\s+/).length, d.id).toBeGreaterThanOrEqual(70);
    }
  });

  it("has one devotional for each day of the month, 1 to 31, since the page shows the one of today's day", () => {
    expect(devotionals.map(devotionalDay).toSorted((a, b) => a - b)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });
});

/** The devotional checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("study area content checks", () => {
  it("devotionals: a reference that names no chapter, named with its file and field", async () => {
    const root = content.copyOf("devotionals");
    replaceIn(join(root, "devotionals/2025-10-01-refugio.md"), "versiculo: Sl 46:1", "versiculo: Sl 151:1");
    const load = await content.loader(
      root,
      () => import("./devotionals.content.server.ts"),
      (m) => m.loadDevotionals,
    );
    expect(load).toThrow(/devotionals\/2025-10-01-refugio\.md: versiculo — referência bíblica inválida/);
  });
});
