import { findReferences, referenceHref } from "#app/areas/bible/references.ts";
import { markdownPlain } from "#app/platform/content/markdown-plain.ts";
import { isoDate, type CalendarDate } from "#app/platform/site/calendar.ts";

/** The six study days of a lesson, in order. */
export const STUDY_DAYS = [
  { id: "domingo", nome: "Domingo" },
  { id: "segunda", nome: "Segunda-feira" },
  { id: "terca", nome: "Terça-feira" },
  { id: "quarta", nome: "Quarta-feira" },
  { id: "quinta", nome: "Quinta-feira" },
  { id: "sexta", nome: "Sexta-feira" },
] as const;

/** A lesson's seven parts: the Sabbath-afternoon introduction that opens the week, then the six study days. */
export const LESSON_DAYS = [{ id: "sabado", nome: "Sábado à tarde" }, ...STUDY_DAYS] as const;

export type LessonDayId = (typeof LESSON_DAYS)[number]["id"];

/** Each day's study text is 250–600 words (issue 12); the Sabbath-afternoon introduction is short. */
export const DAY_WORDS = { min: 250, max: 600 } as const;
export const INTRO_WORDS = { min: 80, max: 250 } as const;

export function wordsAllowed(day: LessonDayId): { min: number; max: number } {
  return day === "sabado" ? INTRO_WORDS : DAY_WORDS;
}

export interface StudyDay {
  dia: LessonDayId;
  titulo: string;
  /** Markdown, its Bible references already links to the reader. */
  conteudo: string;
}

export interface Lesson {
  numero: number;
  titulo: string;
  /** The memory text (the shipped lessons have one; an imported week keeps it in its days' text). */
  versiculo?: string;
  citacao?: string;
  /** dd/mm/yyyy: the Sabbath its week opened in the quarter it was written for. */
  data: string;
  /** The introduction, then Sunday to Friday. */
  dias: StudyDay[];
}

export interface Quarter {
  categoria: string;
  nome: string;
  trimestre: string;
  tema: string;
  licoes: Lesson[];
  /** An imported quarter (decision 0045): its id ("2026-04") and the dates it covers (yyyy-mm-dd); absent on the shipped examples. */
  importado?: { id: string; inicio: string; fim: string };
}

/** A class's lesson for today, as the home and the Sabbath School page link it. */
export interface TodaysLesson {
  categoria: string;
  nome: string;
  licao: { numero: number; titulo: string; semana: string };
  dia: { id: LessonDayId; nome: string; titulo: string };
  /** The shipped example, shown when no imported quarter covers the date. */
  exemplo: boolean;
}

/** A lesson's days in its own order. */
type DayOrder = { dias: readonly { dia: LessonDayId }[] };

/**
 * The parts before and after one in the lesson's own order (none before its first day, none after
 * its last): the shipped and adults' lessons run Sabbath afternoon to Friday, an imported youth
 * lesson Sunday to Sabbath.
 */
export function neighbourDays(lesson: DayOrder, day: LessonDayId): { previous: LessonDayId | null; next: LessonDayId | null } {
  const index = lesson.dias.findIndex((d) => d.dia === day);
  return { previous: lesson.dias[index - 1]?.dia ?? null, next: index < 0 ? null : (lesson.dias[index + 1]?.dia ?? null) };
}

/** A day's name: "Sábado à tarde" where the Sabbath opens the lesson, "Sábado" where it closes it (the youth's). */
export function dayName(day: LessonDayId, lesson?: DayOrder): string {
  if (day === "sabado" && lesson && lesson.dias[0]?.dia !== "sabado") return "Sábado";
  return LESSON_DAYS.find((d) => d.id === day)!.nome;
}

function isLessonDay(value: string | undefined): value is LessonDayId {
  return LESSON_DAYS.some((d) => d.id === value);
}

/** A quarter's lesson by its number as the URL writes it ("3"). */
export function findLesson(quarter: Quarter | undefined, licao: string | undefined): Lesson | undefined {
  return quarter?.licoes.find((l) => String(l.numero) === licao);
}

/** A lesson's study day from the URL's lesson number and day; null when either is unknown. */
export function findStudyDay(
  quarter: Quarter | undefined,
  licao: string | undefined,
  dia: string | undefined,
): { quarter: Quarter; lesson: Lesson; day: StudyDay } | null {
  const lesson = findLesson(quarter, licao);
  const day = isLessonDay(dia) ? lesson?.dias.find((d) => d.dia === dia) : undefined;
  return quarter && lesson && day ? { quarter, lesson, day } : null;
}

/** A lesson is completed on its last day (where 'Concluir Lição' shows): Friday, or the Sabbath of a youth lesson. */
export function completesLesson(lesson: DayOrder, day: LessonDayId): boolean {
  return lesson.dias.at(-1)?.dia === day;
}

/** Why completing a lesson on another day is refused: "A lição se conclui na Sexta-feira." */
export function completeOnLastDay(lesson: DayOrder): string {
  const last = lesson.dias.at(-1)?.dia ?? "sexta";
  return `A lição se conclui ${last === "sabado" ? "no" : "na"} ${dayName(last, lesson)}.`;
}

/** What 'Ouvir' reads of a day: its name, title and text without Markdown links, images, marks and the verse box's `<p>`. */
export function dayReadAloudText(day: StudyDay, lesson?: DayOrder): string {
  return `${dayName(day.dia, lesson)}. ${day.titulo}. ${markdownPlain(day.conteudo)}`;
}

/** The id a completed lesson is paid under in the points ledger. */
export function lessonActivityId(quarter: Pick<Quarter, "categoria" | "importado">, numero: number): string {
  // An imported quarter's lessons are its own ("escola-sabatina/2026-04/3"), apart from the examples'.
  return `escola-sabatina/${quarter.importado?.id ?? quarter.categoria}/${numero}`;
}

/**
 * Turns every Bible reference of a Markdown text into a link to the reader, except inside
 * an existing link's text: "(Gn 3:15)" → "([Gn 3:15](/biblia/gn/3#v15))".
 */
export function linkReferences(markdown: string): string {
  let out = "";
  let last = 0;
  for (const found of findReferences(markdown)) {
    if (!found.reference || /\[[^\]]*$/.test(markdown.slice(last, found.index))) continue;
    out += markdown.slice(last, found.index) + `[${found.text}](${referenceHref(found.reference)})`;
    last = found.index + found.text.length;
  }
  return out + markdown.slice(last);
}

/** Words of a Markdown text, marks aside. */
export function wordCount(markdown: string): number {
  return markdownPlain(markdown).split(" ").filter(Boolean).length;
}

/**
 * The quarter each class follows on a date: an imported quarter whose dates hold it (the latest
 * to start, if two do), else the shipped example.
 */
export function quartersOn(shipped: readonly Quarter[], imported: readonly Quarter[], today: CalendarDate): Quarter[] {
  const day = isoDate(today);
  return shipped.map(
    (example) =>
      imported
        .filter((q) => q.categoria === example.categoria && q.importado && q.importado.inicio <= day && day <= q.importado.fim)
        .sort((a, b) => b.importado!.inicio.localeCompare(a.importado!.inicio))[0] ?? example,
  );
}
