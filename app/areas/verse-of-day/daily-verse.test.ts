import { describe, expect, it } from "vitest";
import * as daily from "./daily-verse.ts";

const verse = { texto: "Porque Deus amou o mundo…", referencia: "Jo 3:16", tema: "Amor", versao: "ACF" };

describe("verse of the day", () => {
  it("counts days of the year, leap years included", () => {
    expect(daily.dayOfYear(2026, 1, 1)).toBe(1);
    expect(daily.dayOfYear(2026, 12, 31)).toBe(365);
    expect(daily.dayOfYear(2028, 12, 31)).toBe(366);
  });

  it("indexes by day of the year modulo the list length, 1 January first", () => {
    expect(daily.dailyVerseIndex(1, 366)).toBe(0);
    expect(daily.dailyVerseIndex(365, 366)).toBe(364);
    expect(daily.dailyVerseIndex(366, 366)).toBe(365);
    expect(daily.dailyVerseIndex(10, 4)).toBe(1);
  });

  it("picks today's verse in the visitor's time zone", () => {
    const newYearInUtcOnly = new Date("2027-01-01T01:00:00Z");
    expect(daily.todaysVerseIndex(newYearInUtcOnly, "UTC", 366)).toBe(0);
    expect(daily.todaysVerseIndex(newYearInUtcOnly, "America/Sao_Paulo", 366)).toBe(364);
  });
});

describe("'Novo'", () => {
  it("picks any other verse of the list, never the one on screen", () => {
    expect(daily.randomVerseIndex(366, 5, 0)).toBe(0);
    expect(daily.randomVerseIndex(366, 0, 0)).toBe(1);
    expect(daily.randomVerseIndex(366, 5, 5 / 365)).toBe(6);
    expect(daily.randomVerseIndex(366, 365, 0.99999)).toBe(364);
    expect(daily.randomVerseIndex(366, 100, 0.99999)).toBe(365);
    expect(daily.randomVerseIndex(1, 0, 0.5)).toBe(0);
  });
});

describe("sharing", () => {
  it("copies the quoted text with reference and version", () => {
    expect(daily.verseShareText(verse)).toBe("“Porque Deus amou o mundo…” — Jo 3:16 (ACF)");
  });

  it("opens the messaging app with the encoded text, the text alone as fallback", () => {
    const url = new URL(daily.whatsAppShareUrl(verse, "https://lampada.example/"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.searchParams.get("text")).toBe("“Porque Deus amou o mundo…” — Jo 3:16 (ACF)\n\nLâmpada: https://lampada.example/");
    expect(new URL(daily.whatsAppTextOnlyUrl(verse)).searchParams.get("text")).toBe(daily.verseShareText(verse));
  });

  it("names the image after the reference", () => {
    expect(daily.verseImageFileName(verse)).toBe("versiculo-jo-3-16.jpg");
    expect(daily.verseImageFileName({ ...verse, referencia: "1Co 13:4-7" })).toBe("versiculo-1co-13-4-7.jpg");
  });
});

describe("visitors' favourites", () => {
  it("toggles a reference and survives anything stored under the key", () => {
    expect(daily.toggleFavorite([], "Jo 3:16")).toEqual(["Jo 3:16"]);
    expect(daily.toggleFavorite(["Jo 3:16", "Sl 23:1"], "Jo 3:16")).toEqual(["Sl 23:1"]);
    expect(daily.parseFavorites(null)).toEqual([]);
    expect(daily.parseFavorites("{oops")).toEqual([]);
    expect(daily.parseFavorites('{"a":1}')).toEqual([]);
    expect(daily.parseFavorites('["Jo 3:16", 3]')).toEqual(["Jo 3:16"]);
  });
});
