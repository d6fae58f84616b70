import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { foldForSearch } from "#app/platform/site/search-text.ts";
import { contentTrees, shippedRows as real, type Rows } from "#tests/support/content-trees.ts";
import { loadHymns } from "./hymnal.content.server.ts";

const hymns = loadHymns();

/**
 * A title or line as a reader would recognise it: no accents, case or punctuation, and no
 * plural "s", so "Aos Pés da Cruz" is "Ao Pé da Cruz".
 */
const key = (text: string) =>
  foldForSearch(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 2 ? word.replace(/s$/, "") : word))
    .join(" ");
const firstLine = (lyrics: string) => lyrics.trim().split("\n")[0]!;

/** Every key that occurs more than once, with the hymn numbers that share it. */
function repeated(pairs: Array<[string, number]>): string[] {
  const seen = new Map<string, number[]>();
  for (const [k, numero] of pairs) seen.set(k, [...(seen.get(k) ?? []), numero]);
  return [...seen].filter(([, numbers]) => new Set(numbers).size > 1).map(([k, numbers]) => `${k}: ${numbers.join(", ")}`);
}

describe("hymnal content (content/hymnal/hymns.yaml)", () => {
  it("has no hymn twice under the same title", () => {
    expect(repeated(hymns.map((h) => [key(h.titulo), h.numero]))).toEqual([]);
  });

  it("has no two lyrics starting with the same line, nor lyrics starting with another hymn's title", () => {
    const lines = hymns.filter((h) => h.letra).map((h): [string, number] => [key(firstLine(h.letra!)), h.numero]);
    expect(repeated(lines)).toEqual([]);
    const titles = new Map(hymns.map((h) => [key(h.titulo), h.numero]));
    const clashes = lines.filter(([line, numero]) => titles.has(line) && titles.get(line) !== numero);
    expect(clashes).toEqual([]);
  });

  it("keeps lyrics only whose Portuguese author or translator died more than 70 years ago", () => {
    const thisYear = new Date().getFullYear();
    for (const hymn of hymns.filter((h) => h.letra)) {
      const died = /falecid[oa] em (\d{4})/.exec(hymn.letraFonte ?? "");
      expect(died, `hino ${hymn.numero}: letraFonte sem o ano de falecimento`).not.toBeNull();
      // Public domain from 1 January of the 71st year after the death (Lei 9.610/98, art. 41).
      expect(Number(died![1]) + 70, `hino ${hymn.numero}`).toBeLessThan(thisYear);
    }
  });
});

/** The hymnal checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("hymnal checks", () => {
  const load = (rows: Rows) =>
    content.loader(
      content.withFile("hymnal/hymns.yaml", stringify(rows)),
      () => import("./hymnal.content.server.ts"),
      (m) => m.loadHymns,
    );

  it("need at least 90 hymns numbered 1..N", async () => {
    expect(await load(real("hymnal/hymns.yaml").slice(0, 89))).toThrow(/pelo menos 90 hinos/);
    const rows = real("hymnal/hymns.yaml");
    rows[5]!.numero = 5;
    expect(await load(rows)).toThrow(/\[5\] — número repetido: 5/);
  });

  it("need a category of the spec and a source for every lyric", async () => {
    const rows = real("hymnal/hymns.yaml");
    rows[1]!.categoria = "Rock";
    expect(await load(rows)).toThrow(/\[1\]\.categoria/);
    const unsourced = real("hymnal/hymns.yaml");
    unsourced[1]!.letra = "Santo, santo, santo";
    expect(await load(unsourced)).toThrow(/\[1\]\.letraFonte/);
  });
});
