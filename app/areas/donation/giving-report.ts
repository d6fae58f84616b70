import { csvSheet } from "#app/platform/site/csv.ts";
import { shortMoment } from "#app/platform/site/intl-formats.ts";
import { CHURCH_TIME_ZONE } from "#app/platform/site/time-zone.ts";
import { formatAmount, METHOD_LABELS, type DonationMethod } from "./donation.ts";

/**
 * The treasurer's view of the pledges (/admin/doacoes): months and times as the church counts
 * them (its zone, CHURCH_TIME_ZONE; the months' bounds are the kit's monthBounds), the filter read from the address,
 * and the spreadsheet Brazilian Excel opens as it is.
 */

/** A pledge as the treasurer sees it. */
export interface PledgeLine {
  id: string;
  reference: string | null;
  createdAt: string;
  amountCents: number;
  method: DonationMethod;
  projectId: string | null;
  /** The member's name; null for a visitor. */
  memberName: string | null;
  receivedAt: string | null;
  receivedBy: string | null;
}

/** What the list shows: one project (or the general fund), one month, a reference, received or not; null is all. */
export interface PledgeFilter {
  /** A project's id, GENERAL_FUND for pledges without a project, or null for all. */
  project: string | null;
  /** YYYY-MM */
  month: string | null;
  /** Part of a reference as a bank statement shows it, cleaned by `referenceSearch`. */
  reference: string | null;
  status: PledgeStatus | null;
}

/** The address's values for 'Recebidas' and 'Não recebidas'. */
export const PLEDGE_STATUSES = ["recebidas", "nao-recebidas"] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];
/** The longest reference searched: a pledge's own is 8, one made before them is 25. */
const REFERENCE_SEARCHED = 25;

export const GENERAL_FUND = "geral";
/** The most pledges one page or spreadsheet holds (the newest first). */
export const PLEDGES_SHOWN = 2000;
export const GENERAL_FUND_LABEL = "Onde a missão mais precisar";

/**
 * A reference as typed from a bank statement ('k7q2-mxz9', ' K7Q2 MXZ9 ') in the form stored:
 * letters and digits only, upper case, at most 25; null when nothing is left.
 */
export function referenceSearch(typed: string | null): string | null {
  const cleaned = (typed ?? "")
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, REFERENCE_SEARCHED);
  return cleaned === "" ? null : cleaned;
}

/** The list's filter from the address: unknown values read as 'all'. */
export function pledgeFilter(params: URLSearchParams, projectIds: readonly string[]): PledgeFilter {
  const project = params.get("projeto");
  const month = params.get("mes");
  const status = params.get("situacao");
  return {
    project: project === GENERAL_FUND || (project !== null && projectIds.includes(project)) ? project : null,
    month: month !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month >= "2000-01" && month <= "2999-12" ? month : null,
    reference: referenceSearch(params.get("referencia")),
    status: PLEDGE_STATUSES.find((s) => s === status) ?? null,
  };
}

/** The filter back as the address's query ('?projeto=…&mes=…'), empty for all. */
export function pledgeFilterQuery(filter: PledgeFilter): string {
  const query = new URLSearchParams();
  if (filter.project) query.set("projeto", filter.project);
  if (filter.month) query.set("mes", filter.month);
  if (filter.reference) query.set("referencia", filter.reference);
  if (filter.status) query.set("situacao", filter.status);
  return query.size > 0 ? `?${query}` : "";
}

/** A day and time as the treasurer reads it and a spreadsheet takes it (the church's zone): "28/11/2026 14:05". */
export function churchTime(iso: string): string {
  return shortMoment(iso, CHURCH_TIME_ZONE).replace(", ", " ");
}

/** Per project: how many pledges, how much pledged and how much received. */
export interface ProjectTotal {
  projectId: string | null;
  count: number;
  pledgedCents: number;
  receivedCents: number;
}

export function totalsByProject(lines: readonly PledgeLine[]): ProjectTotal[] {
  const totals = new Map<string | null, ProjectTotal>();
  for (const line of lines) {
    const total = totals.get(line.projectId) ?? { projectId: line.projectId, count: 0, pledgedCents: 0, receivedCents: 0 };
    total.count++;
    total.pledgedCents += line.amountCents;
    if (line.receivedAt) total.receivedCents += line.amountCents;
    totals.set(line.projectId, total);
  }
  return [...totals.values()];
}

/** The spreadsheet (csvSheet: semicolons, UTF-8 with a BOM, every cell defused), amounts with decimal commas. */
export function pledgesCsv(lines: readonly PledgeLine[], projectName: (id: string | null) => string): string {
  const header = ["Data", "Referência", "Projeto", "Valor (R$)", "Forma", "Quem", "Situação", "Recebido em", "Marcado por"];
  const rows = lines.map((l) => [
    churchTime(l.createdAt),
    l.reference ?? "",
    projectName(l.projectId),
    formatAmount(l.amountCents / 100),
    METHOD_LABELS[l.method] ?? l.method,
    l.memberName ?? "visitante",
    l.receivedAt ? "recebido" : "não recebido",
    l.receivedAt ? churchTime(l.receivedAt) : "",
    l.receivedBy ?? "",
  ]);
  return csvSheet([header, ...rows]);
}
