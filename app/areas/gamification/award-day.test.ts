import { describe, expect, it } from "vitest";
import { calendarDay, effectiveTimeZone, sameDateMoment, withReportedTimeZone } from "./award-day.ts";

const SP = "America/Sao_Paulo"; // UTC−3
const TOKYO = "Asia/Tokyo"; // UTC+9
const HONOLULU = "Pacific/Honolulu"; // UTC−10

describe("a member's time zone", () => {
  it("changes at once when both zones show the same date", () => {
    const now = new Date("2026-05-01T15:00:00Z"); // 12:00 in São Paulo, 00:00 (2 May) in Tokyo… not the same
    const noon = new Date("2026-05-01T13:00:00Z"); // 10:00 SP, 22:00 Tokyo: both 1 May
    expect(withReportedTimeZone({ timeZone: SP, nextTimeZone: null, nextTimeZoneAt: null }, TOKYO, noon)).toEqual({
      timeZone: TOKYO,
      nextTimeZone: null,
      nextTimeZoneAt: null,
    });
    // At 15:00Z Tokyo is already on 2 May: the change waits for São Paulo's midnight.
    const changed = withReportedTimeZone({ timeZone: SP, nextTimeZone: null, nextTimeZoneAt: null }, TOKYO, now);
    expect(changed.timeZone).toBe(SP);
    expect(changed.nextTimeZone).toBe(TOKYO);
    expect(changed.nextTimeZoneAt).toBe("2026-05-02T03:00:00.000Z");
  });

  it("never lets the calendar jump ahead or go back a day", () => {
    for (const [from, to] of [
      [SP, TOKYO],
      [TOKYO, HONOLULU],
      [HONOLULU, TOKYO],
    ] as const) {
      for (let hour = 0; hour < 24; hour++) {
        const now = new Date(Date.UTC(2026, 4, 1, hour, 7));
        const zone = withReportedTimeZone({ timeZone: from, nextTimeZone: null, nextTimeZoneAt: null }, to, now);
        // Walk through the next two days: the member's date only moves forward, one day at a time.
        let previous = calendarDay(now, from);
        for (let t = now.getTime(); t < now.getTime() + 48 * 3_600_000; t += 15 * 60_000) {
          const day = calendarDay(new Date(t), effectiveTimeZone(zone, new Date(t)));
          expect(day >= previous).toBe(true);
          const gapDays = (Date.parse(day) - Date.parse(previous)) / 86_400_000;
          expect(gapDays).toBeLessThanOrEqual(1);
          previous = day;
        }
      }
    }
  });

  it("reporting the zone already in force cancels a pending change", () => {
    const now = new Date("2026-05-01T15:00:00Z");
    const pending = withReportedTimeZone({ timeZone: SP, nextTimeZone: null, nextTimeZoneAt: null }, TOKYO, now);
    expect(withReportedTimeZone(pending, SP, now)).toEqual({ timeZone: SP, nextTimeZone: null, nextTimeZoneAt: null });
  });

  it("finds the first moment both zones agree", () => {
    expect(sameDateMoment(SP, SP, new Date("2026-05-01T15:00:00Z")).toISOString()).toBe("2026-05-01T15:00:00.000Z");
  });
});
