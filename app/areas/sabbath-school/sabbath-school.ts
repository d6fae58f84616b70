import { findReferences, referenceHref } from "#app/areas/bible/references.ts";

/** The six study days of a lesson, in order. */
export const STUDY_DAYS = [
  { id: "domingo", nome: "Domingo" },
  { id: "segunda", nome: "Segunda-feira" },
  { id: "terca", nome: "Terça-feira" },
  { id: "quarta", nome: "Quarta-feira" },
  { id: "quinta", nome: "Quinta-feira" },
  { id: "sexta", nome: "Sexta-feira" },
] as const;

export type StudyDayId = (typeof STUDY_DAYS)[number]["id"];

/** Each day's study text is 250–600 words (issue 12). */
export const DAY_WORDS = { min: 250, max: 600 } as const;

export interface StudyDay {
  dia: StudyDayId;
  titulo: string;
  /** Markdown, its Bible references already links to the reader. */
  conteudo: string;
}

export interface Lesson {
  numero: number;
  titulo: string;
  versiculo: string;
  citacao: string;
  /** dd/mm/yyyy. */
  data: string;
  dias: StudyDay[];
}

export interface Quarter {
  categoria: string;
  nome: string;
  trimestre: string;
  tema: string;
  licoes: Lesson[];
}

/** The days before and after one (none before Sunday, none after Friday). */
export function neighbourDays(day: StudyDayId): { previous: StudyDayId | null; next: StudyDayId | null } {
  const index = STUDY_DAYS.findIndex((d) => d.id === day);
  return { previous: STUDY_DAYS[index - 1]?.id ?? null, next: STUDY_DAYS[index + 1]?.id ?? null };
}

export function dayName(day: StudyDayId): string {
  return STUDY_DAYS.find((d) => d.id === day)!.nome;
}

function isStudyDay(value: string | undefined): value is StudyDayId {
  return STUDY_DAYS.some((d) => d.id === value);
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
  const day = isStudyDay(dia) ? lesson?.dias.find((d) => d.dia === dia) : undefined;
  return quarter && lesson && day ? { quarter, lesson, day } : null;
}

/** A lesson is completed on its last study day, Friday (where 'Concluir Lição' shows). */
export function completesLesson(day: StudyDayId): boolean {
  return day === "sexta";
}

/** Why completing a lesson on another day is refused. */
export const COMPLETE_ON_FRIDAY = "A lição se conclui na Sexta-feira.";

/** What 'Ouvir' reads of a day: its name, title and text without Markdown links and marks. */
export function dayReadAloudText(day: StudyDay): string {
  return `${dayName(day.dia)}. ${day.titulo}. ${day.conteudo.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_#>]/g, "")}`;
}

/** The id a completed lesson is paid under in the points ledger. */
export function lessonActivityId(categoria: string, numero: number): string {
  return `escola-sabatina/${categoria}/${numero}`;
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
  return markdown
    .replace(/[*_#>]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}
