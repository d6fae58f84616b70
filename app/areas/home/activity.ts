import { dateInWords, dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { count } from "#app/platform/site/count.ts";
/** The home's recent activity: the member's reading history and achievements, newest first. */
export interface ActivityItem {
  kind: "reading" | "achievement" | "plan";
  title: string;
  detail: string;
  /** ISO timestamp */
  at: string;
  /** Where the item leads, when it has a page. */
  to: string | null;
}

/** A reading plan the member started: completed days of the plan's days. */
export interface PlanProgress {
  id: string;
  title: string;
  done: number;
  days: number;
  percent: number;
}

export function mergeActivity(lists: ReadonlyArray<readonly ActivityItem[]>, limit: number): ActivityItem[] {
  return lists
    .flat()
    .toSorted((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}

/** "há 5 minutos", "há 2 horas", "ontem", "há 3 dias", or the date for older items (pt-BR). */
export function timeAgo(at: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(at)) / 60_000);
  if (minutes < 1) return "agora";
  if (minutes < 60) return `há ${count(minutes, "minuto", "minutos")}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${count(hours, "hora", "horas")}`;
  const days = Math.floor(hours / 24);
  if (days === 1) return "ontem";
  if (days < 7) return `há ${days} dias`;
  return dateInWords(dateTimeFormat("pt-BR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }), new Date(at));
}

/** Today's reading of the member's plan: 'Hoje: Dia 2 · Sl 6–10'. */
export interface PlanToday {
  planId: string;
  title: string;
  day: number;
  /** The day's passages as the plan names them: "Sl 6–10", "Lc 2:1-20, Sl 23". */
  reading: string;
  href: string;
}
