import { describe, expect, it } from "vitest";
import { isoDate, type CalendarDate } from "#app/platform/site/calendar.ts";
import { lessonSchedule, lessonWeeks, todaysPart, weekOpening } from "./lesson-calendar.ts";

const date = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
};

describe("today's part of the lesson", () => {
  it("is the Sabbath-afternoon introduction on Saturday and the day's study from Sunday to Friday", () => {
    expect(todaysPart(date("2026-11-21"))).toBe("sabado");
    expect(todaysPart(date("2026-11-22"))).toBe("domingo");
    expect(todaysPart(date("2026-11-26"))).toBe("quinta");
    expect(todaysPart(date("2026-11-27"))).toBe("sexta");
  });
  it("belongs to the week opened by the last Sabbath (Saturday opens its own week)", () => {
    const sabbath = date("2025-10-04");
    expect(isoDate(weekOpening(date("2026-11-21"), sabbath))).toBe("2026-11-21");
    expect(isoDate(weekOpening(date("2026-11-27"), sabbath))).toBe("2026-11-21");
    expect(isoDate(weekOpening(date("2026-11-28"), sabbath))).toBe("2026-11-28");
  });
  it("belongs to the week opened by the last Sunday for a quarter whose weeks open on Sunday (the youth's)", () => {
    const sunday = date("2026-09-27");
    expect(isoDate(weekOpening(date("2026-10-03"), sunday))).toBe("2026-09-27");
    expect(isoDate(weekOpening(date("2026-10-04"), sunday))).toBe("2026-10-04");
  });
});

describe("the lesson of the week", () => {
  const first = date("2025-10-04");
  it("is the first lesson in the first week, the next one a week later, and starts over after the last", () => {
    expect(lessonWeeks(first, 2, date("2025-10-04")).current).toBe(0);
    expect(lessonWeeks(first, 2, date("2025-10-10")).current).toBe(0);
    expect(lessonWeeks(first, 2, date("2025-10-11")).current).toBe(1);
    expect(lessonWeeks(first, 2, date("2025-10-18")).current).toBe(0);
    expect(lessonWeeks(first, 13, date("2025-12-27")).current).toBe(12);
    expect(lessonWeeks(first, 13, date("2026-01-03")).current).toBe(0);
  });
  it("cycles before the first lesson's date too", () => {
    expect(lessonWeeks(first, 2, date("2025-09-27")).current).toBe(1);
  });
  it("dates each lesson of the cycle that holds today, this week's from its Sabbath to Friday", () => {
    // 2026-11-21 is 59 weeks after 2025-10-04: with 2 lessons, this week is lesson 2's.
    const schedule = lessonSchedule(
      [
        { numero: 1, data: "04/10/2025" },
        { numero: 2, data: "11/10/2025" },
      ],
      date("2026-11-26"),
    );
    expect(schedule.today).toEqual({ numero: 2, dia: "quinta" });
    expect(schedule.weeks.get(2)).toBe("Semana de 21 a 27 de novembro");
    expect(schedule.weeks.get(1)).toBe("Semana de 14 a 20 de novembro");
  });
  it("keeps a Sunday-to-Sabbath week whole: its Sabbath is still the week's last day, the next lesson opens on Sunday", () => {
    const lessons = [
      { numero: 1, data: "27/09/2026" },
      { numero: 2, data: "04/10/2026" },
    ];
    expect(lessonSchedule(lessons, date("2026-09-27")).today).toEqual({ numero: 1, dia: "domingo" });
    expect(lessonSchedule(lessons, date("2026-10-03")).today).toEqual({ numero: 1, dia: "sabado" });
    expect(lessonSchedule(lessons, date("2026-10-04")).today).toEqual({ numero: 2, dia: "domingo" });
    expect(lessonSchedule(lessons, date("2026-10-03")).weeks.get(1)).toBe("Semana de 27 de setembro a 3 de outubro");
  });
});
