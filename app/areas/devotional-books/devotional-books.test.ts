import { describe, expect, it } from "vitest";
import { BOOK_DAYS, bookDayId, meditationFooter, meditationNumber, parseBookDay, todaysBookDay } from "./devotional-books.ts";

describe("devotional book days", () => {
  it("numbers the days of the year where the visitor is, leap years included", () => {
    expect(todaysBookDay(new Date("2026-01-01T12:00:00Z"), "America/Sao_Paulo")).toBe(1);
    expect(todaysBookDay(new Date("2026-12-31T12:00:00Z"), "America/Sao_Paulo")).toBe(365);
    expect(todaysBookDay(new Date("2028-12-31T12:00:00Z"), "America/Sao_Paulo")).toBe(366);
    expect(todaysBookDay(new Date("2028-02-29T12:00:00Z"), "America/Sao_Paulo")).toBe(60);
    expect(todaysBookDay(new Date("2026-03-01T12:00:00Z"), "America/Sao_Paulo")).toBe(60);
    // 1 January 01:00 UTC is still 31 December in São Paulo, and already 1 January in Lisbon.
    expect(todaysBookDay(new Date("2027-01-01T01:00:00Z"), "America/Sao_Paulo")).toBe(365);
    expect(todaysBookDay(new Date("2027-01-01T01:00:00Z"), "Europe/Lisbon")).toBe(1);
  });

  it("shows meditation ((N − 1) mod authored) + 1 on day N", () => {
    expect(meditationNumber(1, 14)).toBe(1);
    expect(meditationNumber(14, 14)).toBe(14);
    expect(meditationNumber(15, 14)).toBe(1);
    expect(meditationNumber(366, 14)).toBe(((366 - 1) % 14) + 1);
    expect(meditationNumber(366, 14)).toBe(2);
  });

  it("footers the meditation's place in its book, M being the book's count, and says which day shows it", () => {
    expect(meditationFooter(45, 14)).toEqual({
      label: "Meditação 3 de 14",
      cycle: "Dia 45 do ano. As 14 meditações deste livro recomeçam a cada 14 dias, por isso o dia 45 traz a meditação 3.",
    });
    expect(meditationFooter(31, 31).label).toBe("Meditação 31 de 31");
    expect(meditationFooter(32, 31).label).toBe("Meditação 1 de 31");
    expect(meditationFooter(366, 31).cycle).toBe(
      "Dia 366 do ano. As 31 meditações deste livro recomeçam a cada 31 dias, por isso o dia 366 traz a meditação 25.",
    );
    expect(meditationFooter(200, 366)).toEqual({ label: "Meditação 200 de 366", cycle: "Dia 200 do ano." });
  });

  it("accepts only days 1 to 366 from the address", () => {
    expect(parseBookDay("1")).toBe(1);
    expect(parseBookDay(String(BOOK_DAYS))).toBe(366);
    for (const bad of ["0", "367", "-1", "1.5", "abc", "", "0001", "1e2", null]) expect(parseBookDay(bad)).toBeNull();
    expect(bookDayId("manhas-com-deus", 3)).toBe("manhas-com-deus/3");
  });
});
