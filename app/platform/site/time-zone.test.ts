import { describe, expect, it } from "vitest";
import { CHURCH_TIME_ZONE, localDate, localHour, monthBounds, parseTimeZone, startOfDay } from "./time-zone.ts";

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

describe("a month in the church's zone", () => {
  it("starts at its midnight there, as stored timestamps", () => {
    expect(monthBounds("2026-11")).toEqual({ from: "2026-11-01T03:00:00.000Z", to: "2026-12-01T03:00:00.000Z" });
    expect(monthBounds("2026-12")).toEqual({ from: "2026-12-01T03:00:00.000Z", to: "2027-01-01T03:00:00.000Z" });
  });
  it("is the month an instant falls in there, not in UTC", () => {
    expect(monthBounds(new Date("2026-03-01T02:30:00Z"))).toEqual({ from: "2026-02-01T03:00:00.000Z", to: "2026-03-01T03:00:00.000Z" });
    expect(monthBounds(new Date("2026-02-28T23:59:59Z"))).toEqual({ from: "2026-02-01T03:00:00.000Z", to: "2026-03-01T03:00:00.000Z" });
  });
  it("follows summer time from the zone's own rules, not a fixed offset", () => {
    // Brazil kept summer time until 2019: December 2018 began at 00:00 −02:00.
    expect(monthBounds("2018-11")).toEqual({ from: "2018-11-01T03:00:00.000Z", to: "2018-12-01T02:00:00.000Z" });
    // On 4 November 2018 the clocks jumped from 00:00 to 01:00: the day began at 01:00 −02:00.
    expect(startOfDay({ year: 2018, month: 11, day: 4 })).toBe("2018-11-04T03:00:00.000Z");
    expect(monthBounds("2026-03", "America/New_York")).toEqual({ from: "2026-03-01T05:00:00.000Z", to: "2026-04-01T04:00:00.000Z" });
    expect(monthBounds("2026-01", "UTC")).toEqual({ from: "2026-01-01T00:00:00.000Z", to: "2026-02-01T00:00:00.000Z" });
  });
  it("is named once", () => expect(CHURCH_TIME_ZONE).toBe("America/Sao_Paulo"));
});
