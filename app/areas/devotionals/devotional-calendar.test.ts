import { describe, expect, it } from "vitest";
import { isoDate } from "#app/platform/site/calendar.ts";
import { devotionalCalendar, lastReadingDate } from "./devotional-calendar.ts";

/** One devotional written for each day of the month, as content/devotionals holds them. */
const month = Array.from({ length: 31 }, (_, i) => ({ id: `d${i + 1}`, data: `2025-10-${String(i + 1).padStart(2, "0")}` }));

describe("the devotional of each day", () => {
  it("today's is the one of today's day of the month, then the days before back to the same day last month", () => {
    const days = devotionalCalendar(month, { year: 2026, month: 11, day: 26 });
    expect(days[0]).toEqual({ date: { year: 2026, month: 11, day: 26 }, devotional: month[25] });
    expect(days[1]!.devotional.id).toBe("d25");
    expect(days).toHaveLength(31);
    expect(isoDate(days.at(-1)!.date)).toBe("2026-10-27");
    expect(new Set(days.map((d) => d.devotional.id)).size).toBe(31);
  });
  it("after a short month lists each day of the month once, so no devotional is shown on two dates", () => {
    const days = devotionalCalendar(month, { year: 2027, month: 3, day: 10 }).map((d) => isoDate(d.date));
    expect(days).toHaveLength(28);
    expect(days.slice(9, 11)).toEqual(["2027-03-01", "2027-02-28"]);
    expect(days.at(-1)).toBe("2027-02-11");
  });
  it("skips a day no devotional was written for", () => {
    const days = devotionalCalendar(month.slice(0, 30), { year: 2026, month: 12, day: 31 });
    expect(isoDate(days[0]!.date)).toBe("2026-12-30");
  });
  it("dates a devotional on the last time its day came, today or before", () => {
    expect(lastReadingDate(month[0]!, { year: 2026, month: 11, day: 26 })).toEqual({ year: 2026, month: 11, day: 1 });
    expect(lastReadingDate(month[26]!, { year: 2026, month: 11, day: 26 })).toEqual({ year: 2026, month: 10, day: 27 });
    expect(lastReadingDate(month[30]!, { year: 2027, month: 3, day: 10 })).toEqual({ year: 2027, month: 1, day: 31 });
  });
});
