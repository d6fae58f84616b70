import { fromFirstVisible } from "#app/platform/http/text-fields.ts";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { AWAITING_APPROVAL } from "#app/areas/pathfinders/classes.ts";

/**
 * Pathfinder clubs: roles, what each role may do, invite codes and the leagues. Pure: shared by
 * the server and the browser.
 */

export const ROLES = ["diretor", "conselheiro", "secretario", "desbravador"] as const;
export type ClubRole = (typeof ROLES)[number];

export const ROLE_LABELS: Record<ClubRole, string> = {
  diretor: "Diretor",
  conselheiro: "Conselheiro",
  secretario: "Secretário",
  desbravador: "Desbravador",
};

/** Who leads: they see the members, the roster and the dashboard. */
export const LEADERS: readonly ClubRole[] = ["diretor", "conselheiro", "secretario"];

/** What a role may do in its club; the guard asks this on every action. */
export const PERMISSIONS = {
  /** Approve or refuse join requests, renew the code, set roles, pass the directorship, make units, remove people, the league. */
  direct: ["diretor"],
  /** Add, link and delete roster entries; place people in units; mark items for a roster entry; the CSV. */
  keepRoster: ["diretor", "secretario"],
  /** See the club's people and progress. */
  lead: LEADERS,
  /** Approve, return or undo items (a counsellor only for the units they lead). */
  review: ["diretor", "conselheiro"],
} as const satisfies Record<string, readonly ClubRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function may(role: ClubRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly ClubRole[]).includes(role);
}

/** The invite code's alphabet: no 0/O, 1/I/L or other look-alikes. 31^6 ≈ 887 million codes. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;

/** What a member typed, as a code: upper case, no spaces or dashes; null when it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  return code.length === CODE_LENGTH && [...code].every((ch) => CODE_ALPHABET.includes(ch)) ? code : null;
}

/** A roster entry's birth year: a Pathfinder is 10 to 15, leaders' entries may be older; nothing in the future. */
export function birthYearProblem(year: number, now: Date): string | null {
  const current = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > current - 4 || year < current - 100) return "Ano de nascimento inválido.";
  return null;
}

/** A specialty signed off in the club is an item too: "esp-{id}" beside the class items' "1-0-0". */
export const SPECIALTY_KEY_PATTERN = /^esp-\d{1,3}$/;

export function specialtyItemKey(id: number): string {
  return `esp-${id}`;
}

/** The sign-off states of an item. */
export type ReviewStatus = "feito" | "aprovado" | "devolvido";

/** One item's sign-off. */
export interface Review {
  itemKey: string;
  status: ReviewStatus;
  note: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
}

/** A review's date as the club reads it (Brasília time): 05/09/2026. */
export function reviewDate(iso: string): string {
  return dateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(new Date(iso));
}

/** How an item's state reads: 'Aprovado por {nome} em {data}'. */
export function reviewText(review: { status: ReviewStatus; reviewerName: string | null; reviewedAt: string | null; note: string | null }): string {
  if (review.status === "aprovado") return `Aprovado por ${review.reviewerName ?? ""} em ${review.reviewedAt ? reviewDate(review.reviewedAt) : ""}`;
  if (review.status === "devolvido") return `Devolvido por ${review.reviewerName ?? ""}${review.note ? `: ${review.note}` : ""}`;
  return AWAITING_APPROVAL;
}

/** What the progress page shows of a member's sign-offs: the approved items, and how each reviewed item reads. */
export function signOffView(reviews: readonly Review[]): { approved: string[]; states: Record<string, string> } {
  return {
    approved: reviews.filter((r) => r.status === "aprovado").map((r) => r.itemKey),
    states: Object.fromEntries(reviews.map((r) => [r.itemKey, reviewText(r)])),
  };
}

export interface LeagueRow {
  id: string;
  name: string;
  /** Points per member (rounded to one decimal), so a small unit or club can win. */
  average: number;
  members: number;
}

/** Orders a league: average first, then fewer members (the smaller did more each), then name. A unit with nobody is not ranked. */
export function rankLeague(rows: ReadonlyArray<{ id: string; name: string; points: number; members: number; weeks?: number }>): LeagueRow[] {
  return rows
    .filter((row) => row.members > 0)
    .map(({ id, name, points, members, weeks = 1 }) => ({
      id,
      name,
      members,
      average: Math.round((points / members / weeks) * 10) / 10,
    }))
    .sort((a, b) => b.average - a.average || a.members - b.members || a.name.localeCompare(b.name, "pt-BR"));
}

/** The month a league counts (UTC): its first instant and the next month's. */
export function monthBounds(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The club league counts the last four weeks. */
export const CLUB_LEAGUE_WEEKS = 4;

export interface ClassRow {
  personId: string;
  name: string;
  unitId: string | null;
  waiting: number;
  approved: number;
  returned: number;
  total: number;
}

/**
 * The dashboard's rows for one class: each person's items waiting, approved and returned,
 * those with items waiting for approval first, then by name.
 */
export function classRows(
  people: ReadonlyArray<{ id: string; name: string; unitId: string | null }>,
  reviews: ReadonlyArray<{ personId: string; itemKey: string; status: ReviewStatus }>,
  classKeys: readonly string[],
): ClassRow[] {
  const keys = new Set(classKeys);
  return people
    .map((p) => {
      const mine = reviews.filter((r) => r.personId === p.id && keys.has(r.itemKey));
      const count = (status: ReviewStatus) => mine.filter((r) => r.status === status).length;
      return {
        personId: p.id,
        name: p.name,
        unitId: p.unitId,
        waiting: count("feito"),
        approved: count("aprovado"),
        returned: count("devolvido"),
        total: keys.size,
      };
    })
    .sort((a, b) => Number(b.waiting > 0) - Number(a.waiting > 0) || a.name.localeCompare(b.name, "pt-BR"));
}

/**
 * A CSV cell: quoted, quotes doubled, and a leading formula character defused — also behind
 * invisible characters a spreadsheet may skip (spaces, tabs, U+200B, U+2060, the BOM…), and in
 * its full-width forms.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const formula = /^[\t\r]/.test(text) || /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(fromFirstVisible(text));
  const safe = formula ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The secretary's CSV of a class: one line per person (semicolons, as spreadsheets in Brazil expect). */
export function classCsv(className: string, rows: readonly ClassRow[], unitName: (id: string | null) => string): string {
  const lines = [["Nome", "Unidade", "Classe", "Aguardando", "Aprovados", "Devolvidos", "Total"].map(csvCell).join(";")];
  for (const r of rows) lines.push([r.name, unitName(r.unitId), className, r.waiting, r.approved, r.returned, r.total].map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
