import { describe, expect, it } from "vitest";
import { localDate, localHour, parseTimeZone } from "./time-zone.ts";

describe("the reported time zone", () => {
  it("is kept when real", () => expect(parseTimeZone("America/Manaus")).toBe("America/Manaus"));
  it("is named the one way however it was written, so pages keyed by it are not stored twice", () => {
    expect(parseTimeZone("america/manaus")).toBe("America/Manaus");
    expect(parseTimeZone("AMERICA/MANAUS")).toBe("America/Manaus");
  });
  it("falls back to São Paulo", () => {
    expect(parseTimeZone(null)).toBe("America/Sao_Paulo");
    expect(parseTimeZone("Mars/Olympus")).toBe("America/Sao_Paulo");
    expect(parseTimeZone("x".repeat(65))).toBe("America/Sao_Paulo");
  });
});

describe("local time in a zone", () => {
  it("reads the calendar date there", () => {
    const lateNightInBrasilia = new Date("2026-03-01T02:30:00Z");
    expect(localDate(lateNightInBrasilia, "America/Sao_Paulo")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(localDate(lateNightInBrasilia, "UTC")).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it("reads the hour there: 05:59 and 06:00, 21:59 and 22:00 in São Paulo", () => {
    const zone = "America/Sao_Paulo"; // UTC−3
    expect(localHour(new Date("2026-03-10T08:59:00Z"), zone)).toBe(5);
    expect(localHour(new Date("2026-03-10T09:00:00Z"), zone)).toBe(6);
    expect(localHour(new Date("2026-03-11T00:59:00Z"), zone)).toBe(21);
    expect(localHour(new Date("2026-03-11T01:00:00Z"), zone)).toBe(22);
    expect(localHour(new Date("2026-06-01T03:30:00Z"), zone)).toBe(0);
    expect(localHour(new Date("2026-06-01T12:00:00Z"), "UTC")).toBe(12);
  });
});
