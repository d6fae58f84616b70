import { describe, expect, it } from "vitest";
import { longDate, todayIso } from "./certificate-dates.ts";

describe("certificate dates", () => {
  it("formats a date in Portuguese and today as YYYY-MM-DD", () => {
    expect(longDate("2026-03-05")).toBe("5 de março de 2026");
    expect(todayIso(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
  });
});
