import { describe, expect, it } from "vitest";
import {
  dailyVerseIndex,
  dayOfYear,
  parseFavorites,
  randomVerseIndex,
  todaysVerseIndex,
  toggleFavorite,
  verseImageFileName,
  verseShareText,
  whatsAppShareUrl,
  whatsAppTextOnlyUrl,
} from "./daily-verse.ts";

const verse = { texto: "Porque Deus amou o mundo…", referencia: "Jo 3:16", tema: "Amor", versao: "ACF" };

describe("verse of the day", () => {
  it("counts days of the year, leap years included", () => {
    expect(dayOfYear(2026, 1, 1)).toBe(1);
    expect(dayOfYear(2026, 12, 31)).toBe(365);
    expect(dayOfYear(2028, 12, 31)).toBe(366);
  });

  it("indexes by day of the year modulo the list length, 1 January first", () => {
    expect(dailyVerseIndex(1, 366)).toBe(0);
    expect(dailyVerseIndex(365, 366)).toBe(364);
    expect(dailyVerseIndex(366, 366)).toBe(365);
    expect(dailyVerseIndex(10, 4)).toBe(1);
  });

  it("picks today's verse in the visitor's time zone", () => {
    const newYearInUtcOnly = new Date("2027-01-01T01:00:00Z");
    expect(todaysVerseIndex(newYearInUtcOnly, "UTC", 366)).toBe(0);
    expect(todaysVerseIndex(newYearInUtcOnly, "America/Sao_Paulo", 366)).toBe(364);
  });
});

describe("'Novo'", () => {
  it("picks any other verse of the list, never the one on screen", () => {
    expect(randomVerseIndex(366, 5, 0)).toBe(0);
    expect(randomVerseIndex(366, 0, 0)).toBe(1);
    expect(randomVerseIndex(366, 5, 5 / 365)).toBe(6);
    expect(randomVerseIndex(366, 365, 0.99999)).toBe(364);
    expect(randomVerseIndex(366, 100, 0.99999)).toBe(365);
    expect(randomVerseIndex(1, 0, 0.5)).toBe(0);
  });
});

describe("sharing", () => {
  it("copies the quoted text with reference and version", () => {
    expect(verseShareText(verse)).toBe("“Porque Deus amou o mundo…” — Jo 3:16 (ACF)");
  });

  it("opens the messaging app with the encoded text, the text alone as fallback", () => {
    const url = new URL(whatsAppShareUrl(verse, "https://lampada.example/"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.searchParams.get("text")).toBe("“Porque Deus amou o mundo…” — Jo 3:16 (ACF)\n\nLâmpada: https://lampada.example/");
    expect(new URL(whatsAppTextOnlyUrl(verse)).searchParams.get("text")).toBe(verseShareText(verse));
  });

  it("names the image after the reference", () => {
    expect(verseImageFileName(verse)).toBe("versiculo-jo-3-16.jpg");
    expect(verseImageFileName({ ...verse, referencia: "1Co 13:4-7" })).toBe("versiculo-1co-13-4-7.jpg");
  });
});

describe("visitors' favourites", () => {
  it("toggles a reference and survives anything stored under the key", () => {
    expect(toggleFavorite([], "Jo 3:16")).toEqual(["Jo 3:16"]);
    expect(toggleFavorite(["Jo 3:16", "Sl 23:1"], "Jo 3:16")).toEqual(["Sl 23:1"]);
    expect(parseFavorites(null)).toEqual([]);
    expect(parseFavorites("{oops")).toEqual([]);
    expect(parseFavorites('{"a":1}')).toEqual([]);
    expect(parseFavorites('["Jo 3:16", 3]')).toEqual(["Jo 3:16"]);
  });
});
