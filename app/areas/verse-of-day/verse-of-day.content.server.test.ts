import { describe, expect, it } from "vitest";
import { loadDailyVerses } from "./verse-of-day.content.server.ts";

describe("verse of the day", () => {
  it("has 366 different verses, each naming its version, the spec's random pool among them", () => {
    const verses = loadDailyVerses();
    expect(verses).toHaveLength(366);
    expect(new Set(verses.map((v) => v.referencia)).size).toBe(366);
    expect(new Set(verses.map((v) => v.texto)).size).toBe(366);
    expect(verses.every((v) => v.versao === "ACF")).toBe(true);
    const pool = ["Jo 3:16", "Sl 23:1", "Jr 29:11", "Fp 4:13", "Rm 8:28", "Pv 3:5", "Mt 6:33", "Is 40:31", "Js 1:9", "Sl 46:1"];
    for (const reference of pool) expect(verses.map((v) => v.referencia)).toContain(reference);
  });
});
