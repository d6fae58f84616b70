import { books, findBook } from "#app/areas/bible/books.ts";
import { passageParam } from "#app/areas/bible/passage-range.ts";
import { formatReference, parseReference, referenceHref } from "#app/areas/bible/references.ts";

/** One piece of a day's reading: a run of whole chapters of one book, or an authored reference. */
export interface ReadingPart {
  /** Shown to the reader: "Gn 1–3", "Lc 2:1-20". */
  label: string;
  /** The Bible reader's address of its first chapter (and verse). */
  href: string;
  /** The book (id) and its chapters read, first to last. */
  book: string;
  chapters: [from: number, to: number];
  /** An authored reference's verses as the reader's `trecho` parameter ("2:1-20"), null for whole chapters. */
  trecho: string | null;
}

export interface PlanDay {
  dia: number;
  leitura: ReadingPart[];
  reflexao: string;
}

/** What every plan card and detail shows. */
export interface PlanSummary {
  id: string;
  categoria: string;
  nivel: string;
  titulo: string;
  descricao: string;
  duracao: string;
  tempoMedioDiario: string;
  /** Seven days per week. */
  diasPorSemana: number;
  licoes: number;
}

export interface ReadingPlan extends PlanSummary {
  dias: PlanDay[];
}

export interface ChapterRef {
  book: string;
  chapter: number;
}

/** Every chapter of the given books (by id), in canon order of the list. */
export function chaptersOf(bookIds: readonly string[]): ChapterRef[] {
  return bookIds.flatMap((id) => {
    const book = findBook(id);
    if (!book) throw new Error(`livro desconhecido: ${id}`);
    return Array.from({ length: book.capitulos }, (_, i) => ({ book: id, chapter: i + 1 }));
  });
}

/** The ids of every book from `first` to `last` in canon order. */
export function booksBetween(first: string, last: string): string[] {
  const from = books.findIndex((b) => b.id === first);
  const to = books.findIndex((b) => b.id === last);
  if (from < 0 || to < from) throw new Error(`intervalo de livros inválido: ${first}–${last}`);
  return books.slice(from, to + 1).map((b) => b.id);
}

/**
 * Spreads whole chapters over `days` days as evenly as possible: day i (from 0) reads
 * chapters ⌊i·N/D⌋ … ⌊(i+1)·N/D⌋ − 1, so no day differs from another by more than one
 * chapter, no chapter is split and every chapter is read exactly once, in order.
 */
export function spreadChapters<T>(chapters: readonly T[], days: number): T[][] {
  if (!Number.isInteger(days) || days < 1) throw new Error("o plano precisa de ao menos um dia");
  if (chapters.length < days) throw new Error(`${chapters.length} capítulos não bastam para ${days} dias`);
  return Array.from({ length: days }, (_, i) =>
    chapters.slice(Math.floor((i * chapters.length) / days), Math.floor(((i + 1) * chapters.length) / days)),
  );
}

/** A day's chapters as runs per book: [Gn 50, Êx 1, Êx 2] → "Gn 50", "Êx 1–2". */
export function chapterRuns(chapters: readonly ChapterRef[]): ReadingPart[] {
  const runs: Array<{ book: string; from: number; to: number }> = [];
  for (const { book, chapter } of chapters) {
    const last = runs.at(-1);
    if (last && last.book === book && last.to + 1 === chapter) last.to = chapter;
    else runs.push({ book, from: chapter, to: chapter });
  }
  return runs.map(({ book, from, to }) => {
    const abrev = findBook(book)!.abrev;
    return {
      label: from === to ? `${abrev} ${from}` : `${abrev} ${from}–${to}`,
      href: `/biblia/${book}/${from}`,
      book,
      chapters: [from, to],
      trecho: null,
    };
  });
}

/** An authored reading ("Lc 2:1-20") as a part; null when it names no real chapter. */
export function referencePart(text: string): ReadingPart | null {
  const reference = parseReference(text);
  return reference
    ? {
        label: formatReference(reference),
        href: referenceHref(reference),
        book: reference.book.id,
        chapters: [reference.chapter, reference.chapter],
        trecho: passageParam(reference),
      }
    : null;
}

/** Completed days as a whole percentage of the plan's lessons. */
export function planPercent(completed: number, lessons: number): number {
  if (lessons <= 0) return 0;
  return Math.round((Math.min(completed, lessons) / lessons) * 100);
}

/** Local storage key of a visitor's completed days: { [planId]: number[] }. */
export const PLAN_PROGRESS_KEY = "planos_concluidos";

export type PlanProgress = Record<string, number[]>;

/** A stored JSON object keyed by plan, read defensively: anything else (broken, a list) is empty. */
export function storedByPlan(raw: string | null): Record<string, unknown> {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A stored value read defensively: anything that is not a map of day lists becomes empty. */
export function parsePlanProgress(raw: string | null): PlanProgress {
  const progress: PlanProgress = {};
  for (const [plan, days] of Object.entries(storedByPlan(raw))) {
    if (!Array.isArray(days)) continue;
    progress[plan] = [...new Set(days.filter((d): d is number => Number.isInteger(d) && d >= 1 && d <= 366))].sort((a, b) => a - b);
  }
  return progress;
}

/** Marks or unmarks one day of one plan. */
export function setPlanDay(progress: PlanProgress, planId: string, day: number, done: boolean): PlanProgress {
  const days = new Set(progress[planId] ?? []);
  if (done) days.add(day);
  else days.delete(day);
  return { ...progress, [planId]: [...days].sort((a, b) => a - b) };
}
