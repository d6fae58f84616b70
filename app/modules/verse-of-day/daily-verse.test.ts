import { describe, expect, it } from "vitest";
import { dailyVerseIndex, dayOfYear, localDate } from "./daily-verse.ts";
import { loadDailyVerses } from "./verses.server.ts";

describe("verse of the day", () => {
  it("counts days of the year, leap years included", () => {
    expect(dayOfYear(2026, 1, 1)).toBe(1);
    expect(dayOfYear(2026, 12, 31)).toBe(365);
    expect(dayOfYear(2028, 12, 31)).toBe(366);
  });

  it("uses the visitor's local date", () => {
    const lateNightInBrasilia = new Date("2026-03-01T02:30:00Z");
    expect(localDate(lateNightInBrasilia, "America/Sao_Paulo")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(localDate(lateNightInBrasilia, "UTC")).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it("indexes by day of the year modulo the list length", () => {
    expect(dailyVerseIndex(1, 366)).toBe(1);
    expect(dailyVerseIndex(366, 366)).toBe(0);
    expect(dailyVerseIndex(10, 4)).toBe(2);
  });

  it("has 366 different verses, each naming its version", () => {
    const verses = loadDailyVerses();
    expect(verses).toHaveLength(366);
    expect(new Set(verses.map((v) => v.referencia)).size).toBe(366);
    expect(new Set(verses.map((v) => v.texto)).size).toBe(366);
    expect(verses.every((v) => v.versao === "ACF")).toBe(true);
  });
});
