import { addDays, dateRange, daysBetween, weekday, type CalendarDate } from "#app/platform/site/calendar.ts";
import type { LessonDayId } from "./sabbath-school.ts";

/**
 * The lesson follows the calendar: a lesson's week runs seven days from the weekday its first
 * lesson opens on (Sabbath afternoon to Friday for the adults and the shipped examples, Sunday to
 * Sabbath for an imported youth quarter), the quarter's lessons come one a week from the first
 * lesson's date and start over after the last, so the lessons that exist cycle and every week has one.
 */

const PART_BY_WEEKDAY: readonly LessonDayId[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/** Today's part of the lesson, by the weekday: Saturday is 'sabado', Sunday to Friday 'domingo' to 'sexta'. */
export function todaysPart(today: CalendarDate): LessonDayId {
  return PART_BY_WEEKDAY[weekday(today)]!;
}

/** The day that opens the week of a date, weeks opening on the weekday of `opener` (the date itself on that weekday). */
export function weekOpening(date: CalendarDate, opener: CalendarDate): CalendarDate {
  return addDays(date, -((weekday(date) - weekday(opener) + 7) % 7));
}

export interface LessonWeek {
  /** The lesson's index in the quarter (0 = the first). */
  index: number;
  /** The week it is studied in, seven days, this cycle. */
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The week of each lesson in the cycle that holds today, given the first lesson's first day and
 * how many lessons there are; `current` is the index of this week's lesson.
 */
export function lessonWeeks(firstDay: CalendarDate, lessons: number, today: CalendarDate): { current: number; weeks: LessonWeek[] } {
  const opening = weekOpening(today, firstDay);
  const weeksSinceFirst = Math.floor(daysBetween(firstDay, opening) / 7);
  const current = ((weeksSinceFirst % lessons) + lessons) % lessons;
  const cycleStart = addDays(opening, -7 * current);
  const weeks = Array.from({ length: lessons }, (_, index) => {
    const from = addDays(cycleStart, 7 * index);
    return { index, from, to: addDays(from, 6) };
  });
  return { current, weeks };
}

/** "Semana de 21 a 27 de novembro". */
export function weekLabel(week: Pick<LessonWeek, "from" | "to">): string {
  return `Semana de ${dateRange(week.from, week.to)}`;
}

/** "04/10/2025" → the date. */
function parseBrazilianDate(value: string): CalendarDate {
  const [day, month, year] = value.split("/").map(Number);
  return { year: year!, month: month!, day: day! };
}

export interface LessonSchedule {
  /** This week's lesson and today's part of it. */
  today: { numero: number; dia: LessonDayId };
  /** Each lesson's week this cycle, by lesson number, as "Semana de 21 a 27 de novembro". */
  weeks: Map<number, string>;
}

/** Where a quarter's lessons fall around today: the first lesson's date starts the cycle. */
export function lessonSchedule(lessons: ReadonlyArray<{ numero: number; data: string }>, today: CalendarDate): LessonSchedule {
  const { current, weeks } = lessonWeeks(parseBrazilianDate(lessons[0]!.data), lessons.length, today);
  return {
    today: { numero: lessons[current]!.numero, dia: todaysPart(today) },
    weeks: new Map(weeks.map((w) => [lessons[w.index]!.numero, weekLabel(w)])),
  };
}
