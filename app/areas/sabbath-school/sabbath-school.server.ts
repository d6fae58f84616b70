import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { CalendarDate } from "#app/platform/site/calendar.ts";
import { lessonSchedule } from "./lesson-calendar.ts";
import { quarterFromImport } from "./quarter-import.ts";
import { importedQuartersStamp, listImportedQuarters } from "./quarters.store.server.ts";
import { loadQuarters } from "./sabbath-school.content.server.ts";
import { dayName, quartersOn, type Quarter, type TodaysLesson } from "./sabbath-school.ts";

let held: { stamp: string; quarters: Quarter[] } | null = null;

/**
 * The imported quarters as the pages show them (decision 0045), kept in memory; one small query
 * per call tells whether an import (here or from `npm run lessons:import` in another process)
 * changed them.
 */
async function importedQuarters(db: Kysely<Database>): Promise<Quarter[]> {
  const stamp = await importedQuartersStamp(db);
  if (held?.stamp !== stamp) held = { stamp, quarters: (await listImportedQuarters(db)).map(quarterFromImport) };
  return held.quarters;
}

/** The quarter each class follows on a date: an imported one whose dates hold it, else the shipped example. */
export async function sabbathSchoolOn(db: Kysely<Database>, today: CalendarDate): Promise<Quarter[]> {
  return quartersOn(loadQuarters(), await importedQuarters(db), today);
}

/** A class's quarter on a date, by the URL's `categoria`. */
export async function findQuarterOn(db: Kysely<Database>, categoria: string | undefined, today: CalendarDate): Promise<Quarter | undefined> {
  return (await sabbathSchoolOn(db, today)).find((q) => q.categoria === categoria);
}

/** Each class's lesson for a date: this week's lesson (by the calendar) and that day's part of it. */
export async function todaysLessons(db: Kysely<Database>, today: CalendarDate): Promise<TodaysLesson[]> {
  return (await sabbathSchoolOn(db, today)).map((quarter) => {
    const schedule = lessonSchedule(quarter.licoes, today);
    const lesson = quarter.licoes.find((l) => l.numero === schedule.today.numero)!;
    const day = lesson.dias.find((d) => d.dia === schedule.today.dia)!;
    return {
      categoria: quarter.categoria,
      nome: quarter.nome,
      licao: { numero: lesson.numero, titulo: lesson.titulo, semana: schedule.weeks.get(lesson.numero)! },
      dia: { id: day.dia, nome: dayName(day.dia, lesson), titulo: day.titulo },
      exemplo: !quarter.importado,
    };
  });
}
