import { describe, expect, it } from "vitest";
import { addDays, dateRange, dayAndMonth, daysBetween, isoDate, weekday } from "./calendar.ts";
import { longDate } from "./intl-formats.ts";

describe("calendar dates", () => {
  it("adds days across months, years and a leap day", () => {
    expect(addDays({ year: 2026, month: 11, day: 30 }, 1)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
  });
  it("counts whole days between two dates, summer time or not", () => {
    expect(daysBetween({ year: 2025, month: 10, day: 4 }, { year: 2026, month: 11, day: 21 })).toBe(413);
    expect(daysBetween({ year: 2026, month: 11, day: 21 }, { year: 2025, month: 10, day: 4 })).toBe(-413);
  });
  it("names the day of the week (0 Sunday, 6 Saturday)", () => {
    expect(weekday({ year: 2026, month: 11, day: 26 })).toBe(4);
    expect(weekday({ year: 2025, month: 10, day: 4 })).toBe(6);
  });
  it("writes dates as pages show them", () => {
    expect(isoDate({ year: 2026, month: 2, day: 5 })).toBe("2026-02-05");
    expect(dayAndMonth({ year: 2026, month: 3, day: 1 })).toBe("1º de março");
    expect(dateRange({ year: 2026, month: 11, day: 21 }, { year: 2026, month: 11, day: 27 })).toBe("21 a 27 de novembro");
    expect(dateRange({ year: 2026, month: 11, day: 28 }, { year: 2026, month: 12, day: 4 })).toBe("28 de novembro a 4 de dezembro");
    expect(dateRange({ year: 2026, month: 12, day: 26 }, { year: 2027, month: 1, day: 1 })).toBe("26 de dezembro de 2026 a 1º de janeiro de 2027");
  });
});

describe("the first of a month", () => {
  it("is written with its ordinal wherever a date is: '1º de novembro', '1º a 7 de novembro'", () => {
    expect(dayAndMonth({ year: 2026, month: 11, day: 1 })).toBe("1º de novembro");
    expect(dayAndMonth({ year: 2026, month: 11, day: 2 })).toBe("2 de novembro");
    expect(dateRange({ year: 2026, month: 11, day: 1 }, { year: 2026, month: 11, day: 7 })).toBe("1º a 7 de novembro");
    expect(dateRange({ year: 2026, month: 10, day: 25 }, { year: 2026, month: 11, day: 1 })).toBe("25 de outubro a 1º de novembro");
    expect(longDate("2026-11-01")).toBe("1º de novembro de 2026");
    expect(longDate("2023-09-05")).toBe("5 de setembro de 2023");
  });
});
