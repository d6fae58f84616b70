import { findBook } from "#app/areas/bible/books.ts";
import { storedByPlan, type ReadingPart, type ReadingPlan } from "./plans.ts";

/**
 * A plan's day led passage by passage (pure): the day's passages, the reader's address of each
 * with the plan carried in the URL (`?plano=<id>&dia=N`), the plan bar the reader shows, the
 * passages a reader has opened, and the day a member is on.
 */

/** One passage of a day: one chapter (or the verses of one chapter) opened in the reader. */
export interface PlanPassage {
  book: string;
  chapter: number;
  /** The reader's `trecho` parameter for an authored range of verses, else null. */
  trecho: string | null;
  /** "Sl 2", "Lc 2:1-20". */
  label: string;
}

/** A passage's name in full, as the reader's chapter links say it: "Salmos 2", "Lucas 2:1-20". */
export function passageName(passage: PlanPassage): string {
  const book = findBook(passage.book)?.nome ?? passage.book;
  return passage.trecho ? `${book} ${passage.trecho}` : `${book} ${passage.chapter}`;
}

/** A day's passages in reading order: 'Sl 1–5' is Salmos 1, 2, 3, 4 and 5. */
export function dayPassages(parts: readonly ReadingPart[]): PlanPassage[] {
  return parts.flatMap((part) => {
    const abrev = findBook(part.book)?.abrev ?? part.book;
    const [from, to] = part.chapters;
    if (part.trecho !== null || from === to)
      return [{ book: part.book, chapter: from, trecho: part.trecho, label: part.trecho ? part.label : `${abrev} ${from}` }];
    return Array.from({ length: to - from + 1 }, (_, i) => ({ book: part.book, chapter: from + i, trecho: null, label: `${abrev} ${from + i}` }));
  });
}

/** The reader's address of a passage within a plan's day, at its first verse when it has verses. */
export function passageHref(passage: PlanPassage, planId: string, day: number): string {
  const params = new URLSearchParams();
  if (passage.trecho) params.set("trecho", passage.trecho);
  params.set("plano", planId);
  params.set("dia", String(day));
  const verse = passage.trecho && /^\d+:(\d+)/.exec(passage.trecho)?.[1];
  return `/biblia/${passage.book}/${passage.chapter}?${params}${verse ? `#v${verse}` : ""}`;
}

/** The address that opens a day: its first passage with the plan's bar. */
export function dayHref(plan: ReadingPlan, day: number): string {
  const first = dayPassages(plan.dias[day - 1]!.leitura)[0]!;
  return passageHref(first, plan.id, day);
}

/** The plan and day a reader's address names, as typed (checked against the plan by `planDayBar`); null when absent or malformed. */
export function planParams(search: URLSearchParams): { planId: string; day: number } | null {
  const planId = search.get("plano");
  const day = search.get("dia");
  if (!planId || !/^[a-z0-9-]{1,80}$/.test(planId) || !day || !/^\d{1,3}$/.test(day)) return null;
  return { planId, day: Number(day) };
}

/** What the reader's plan bar shows: '<Plano> · Dia N · Trecho k de m', the next passage, the next day. */
export interface PlanDayBarData {
  planId: string;
  title: string;
  day: number;
  /** 1-based position of the passage open in the reader. */
  index: number;
  count: number;
  /** The passages before and after this one in the day (`name` in full, for the chapter's own links). */
  previous: { label: string; name: string; href: string } | null;
  next: { label: string; name: string; href: string } | null;
  /** The next day's first passage, once this one is done; null on the last day. */
  nextDay: { day: number; href: string } | null;
}

/**
 * The plan bar for a chapter opened with a plan's day, or null when the day does not exist or the
 * chapter (with its `trecho`) is not one of its passages: the reader is then shown without a bar.
 */
export function planDayBar(plan: ReadingPlan, day: number, at: { book: string; chapter: number; trecho: string | null }): PlanDayBarData | null {
  const today = Number.isInteger(day) && day >= 1 ? plan.dias[day - 1] : undefined;
  if (!today) return null;
  const passages = dayPassages(today.leitura);
  const same = (p: PlanPassage) => p.book === at.book && p.chapter === at.chapter;
  let index = passages.findIndex((p) => same(p) && p.trecho === at.trecho);
  if (index < 0) index = passages.findIndex(same);
  if (index < 0) return null;
  const link = (p: PlanPassage | undefined) => (p ? { label: p.label, name: passageName(p), href: passageHref(p, plan.id, day) } : null);
  return {
    planId: plan.id,
    title: plan.titulo,
    day,
    index: index + 1,
    count: passages.length,
    previous: link(passages[index - 1]),
    next: link(passages[index + 1]),
    nextDay: day < plan.dias.length ? { day: day + 1, href: dayHref(plan, day + 1) } : null,
  };
}

/** The day a member is on in a plan: the first day not completed, or null when all are. */
export function firstUnfinishedDay(plan: ReadingPlan, completed: readonly number[]): number | null {
  const done = new Set(completed);
  return plan.dias.find((d) => !done.has(d.dia))?.dia ?? null;
}

/** Local storage key of the passages opened of the day being read, per plan: { [planId]: { dia, abertos } }. */
export const OPENED_KEY = "planos_trechos_abertos";

export type OpenedPassages = Record<string, { dia: number; abertos: number[] }>;

/** A stored value read defensively: anything out of shape is left out. */
export function parseOpened(raw: string | null): OpenedPassages {
  const opened: OpenedPassages = {};
  for (const [plan, entry] of Object.entries(storedByPlan(raw))) {
    const { dia, abertos } = (entry ?? {}) as { dia?: unknown; abertos?: unknown };
    if (!Number.isInteger(dia) || !Array.isArray(abertos)) continue;
    opened[plan] = {
      dia: dia as number,
      abertos: [...new Set(abertos.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 200))].sort((a, b) => a - b),
    };
  }
  return opened;
}

/** Records a passage (1-based) of a plan's day as opened; only the day being read is kept per plan. */
export function withOpened(opened: OpenedPassages, planId: string, day: number, index: number): OpenedPassages {
  const kept = opened[planId]?.dia === day ? opened[planId].abertos : [];
  return { ...opened, [planId]: { dia: day, abertos: [...new Set([...kept, index])].sort((a, b) => a - b) } };
}

/** Whether every passage of a plan's day was opened. */
export function openedAll(opened: OpenedPassages, planId: string, day: number, count: number): boolean {
  const entry = opened[planId];
  return entry?.dia === day && Array.from({ length: count }, (_, i) => i + 1).every((n) => entry.abertos.includes(n));
}

/** Asked before a day is ticked whose passages were not all opened. */
export const CONFIRM_DAY = "Você ainda não abriu todos os trechos deste dia. Concluir mesmo assim?";
