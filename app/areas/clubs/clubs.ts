import { csvSheet } from "#app/platform/site/csv.ts";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { CHURCH_TIME_ZONE } from "#app/platform/site/time-zone.ts";
import { AWAITING_APPROVAL } from "#app/areas/pathfinders/classes.ts";

/**
 * Pathfinder clubs: roles, what each role may do, invite codes and the leagues. Pure: shared by
 * the server and the browser.
 */

export const ROLES = ["diretor", "diretor_associado", "conselheiro", "instrutor", "capelao", "secretario", "desbravador"] as const;
export type ClubRole = (typeof ROLES)[number];

/**
 * The roles as the club reads them when the person has not said how they are called: a neutral
 * noun for the function, never a bracketed ending (decision 0054).
 */
export const ROLE_LABELS: Record<ClubRole, string> = {
  diretor: "Direção",
  diretor_associado: "Direção associada",
  conselheiro: "Aconselhamento de unidade",
  instrutor: "Instrução de especialidades",
  capelao: "Capelania",
  secretario: "Secretaria",
  desbravador: "Participante",
};

/** What each role may do in its club, as the people page states it. */
export const ROLE_DUTIES: Record<ClubRole, string> = {
  diretor: "Aprova pedidos, define papéis e unidades, aprova itens de todos, escolhe os critérios de pontos e registra reuniões.",
  diretor_associado: "Ajuda a direção: aprova itens de todos, cuida do rol, escolhe os critérios de pontos, registra reuniões e vê os relatórios.",
  conselheiro: "Aprova e devolve os itens das pessoas das unidades que aconselha e marca os de quem não tem conta.",
  instrutor: "Aprova e devolve as especialidades de qualquer pessoa do clube.",
  capelao: "Acompanha as pessoas, a frequência e os relatórios do clube; não aprova itens.",
  secretario: "Cuida do rol, das unidades de cada pessoa, das reuniões com a chamada e das planilhas.",
  desbravador: "Marca os próprios itens e especialidades para a liderança aprovar.",
};

/** Who leads: they see the members, the roster and the dashboard. */
export const LEADERS: readonly ClubRole[] = ["diretor", "diretor_associado", "conselheiro", "instrutor", "capelao", "secretario"];

/** What a role may do in its club; the guard asks this on every action. */
export const PERMISSIONS = {
  /** Approve or refuse join requests, renew the code, set roles, pass the directorship, make units, remove people, the league. */
  direct: ["diretor"],
  /** Add, link and delete roster entries; place people in units; mark items for a roster entry; record meetings; the CSV. */
  keepRoster: ["diretor", "diretor_associado", "secretario"],
  /** Choose the criteria scored at the club's meetings (presence always counts). */
  chooseCriteria: ["diretor", "diretor_associado"],
  /** See the club's people, progress, attendance and reports. */
  lead: LEADERS,
  /** Approve, return or undo items (a counsellor only for the units they lead, an instructor only specialties). */
  review: ["diretor", "diretor_associado", "conselheiro", "instrutor"],
} as const satisfies Record<string, readonly ClubRole[]>;

/** Roles that sign off anyone's items and specialties in the club (but their own and their own child's). */
export const REVIEWS_EVERYONE: readonly ClubRole[] = ["diretor", "diretor_associado"];

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

/** A roster entry's birth year: between 4 and 99 years ago (a Pathfinder is 10 to 15; leaders' entries may be older). */
export function birthYearProblem(year: number, now: Date): string | null {
  const current = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > current - 4 || year < current - 99)
    return `Informe um ano de nascimento entre ${current - 99} e ${current - 4}.`;
  return null;
}

/** A child profile held by a guardian: under 13 (by the birth year: 4 to 12 this year, or turning 13). */
export function childBirthYearProblem(year: number, now: Date): string | null {
  const current = now.getUTCFullYear();
  if (Number.isInteger(year) && year < current - 13 && year >= current - 99)
    return "A partir de 13 anos a pessoa cria a própria conta (com o e-mail dela) e pede para entrar no clube.";
  if (!Number.isInteger(year) || year > current - 4 || year < current - 13)
    return `Informe um ano de nascimento entre ${current - 13} e ${current - 4}.`;
  return null;
}

/**
 * What a guardian consents to for a child under 13 (LGPD art. 14): specific, shown beside the
 * box, stored word for word with each consent given or withdrawn.
 */
export const CHILD_CONSENT_WORDING =
  "Sou mãe, pai ou responsável legal por esta criança e autorizo o Lâmpada a guardar o nome e o ano de nascimento dela, " +
  "e o progresso nas classes e especialidades, para que participe do clube de Desbravadores que eu escolher. " +
  "Os líderes desse clube veem esses dados. A criança não recebe e-mails e não aparece em rankings públicos. " +
  "Posso ver, baixar e apagar esses dados, e retirar este consentimento, a qualquer momento.";

/** The first class's age: Amigo at 10, then one class a year up to Guia at 15. */
const FIRST_CLASS_AGE = 10;
const LAST_CLASS = 6;

/** The class the age suggests (by the birth year, this year): 1 (Amigo, 10 or younger) to 6 (Guia, 15 or older). */
export function suggestedClass(birthYear: number, now: Date): number {
  const age = now.getUTCFullYear() - birthYear;
  return Math.min(LAST_CLASS, Math.max(1, age - FIRST_CLASS_AGE + 1));
}

/**
 * The class a person is enrolled in: the director's choice, or the age's for a Pathfinder with a
 * known birth year. Leaders and Pathfinders without a known year are in none until chosen.
 */
export function enrolledClass(person: { role: ClubRole; birthYear: number | null; classId: number | null }, now: Date): number | null {
  if (person.classId !== null) return person.classId;
  if (person.role !== "desbravador" || person.birthYear === null) return null;
  return suggestedClass(person.birthYear, now);
}

/** A unit's name as the club compares names: lower case, no accents, single spaces ("Águias" = "aguias"). */
export function unitNameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What goes before a club's name: the preposition alone when the name says 'Clube' already
 * ("no Clube Águias"), else with 'clube' ("no clube Águias").
 */
export function inClub(name: string, preposition: "no" | "do" = "no"): string {
  return /^clube(\s|$)/i.test(name.trim()) ? preposition : `${preposition} clube`;
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
  return dateTimeFormat("pt-BR", { dateStyle: "short", timeZone: CHURCH_TIME_ZONE }).format(new Date(iso));
}

/** How an item's state reads: 'Aprovado por {nome} em {data}'. */
export function reviewText(review: { status: ReviewStatus; reviewerName: string | null; reviewedAt: string | null; note: string | null }): string {
  if (review.status === "aprovado") return `Aprovado por ${review.reviewerName ?? ""} em ${review.reviewedAt ? reviewDate(review.reviewedAt) : ""}`;
  if (review.status === "devolvido") return `Devolvido por ${review.reviewerName ?? ""}${review.note ? `: ${review.note}` : ""}`;
  return AWAITING_APPROVAL;
}

/** What the progress page shows of a member's sign-offs: the items approved, waiting and returned, and how each reviewed item reads. */
export function signOffView(reviews: readonly Review[]): {
  approved: string[];
  waiting: string[];
  returned: string[];
  states: Record<string, string>;
} {
  const keys = (status: ReviewStatus) => reviews.filter((r) => r.status === status).map((r) => r.itemKey);
  return {
    approved: keys("aprovado"),
    waiting: keys("feito"),
    returned: keys("devolvido"),
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

/** The club league counts the last four weeks. */
export const CLUB_LEAGUE_WEEKS = 4;

/** How many items of a list are approved, waiting and returned: only approved ones count as done. */
export function stateCounts(keys: readonly string[], states: ReadonlyMap<string, ReviewStatus>) {
  const count = (status: ReviewStatus) => keys.filter((k) => states.get(k) === status).length;
  return { approved: count("aprovado"), waiting: count("feito"), returned: count("devolvido"), total: keys.length };
}

export interface ClassRow {
  personId: string;
  name: string;
  birthYear: number | null;
  unitId: string | null;
  waiting: number;
  approved: number;
  returned: number;
  total: number;
  specialtiesApproved: number;
  specialtiesWaiting: number;
}

/**
 * The dashboard's rows for one class: each person enrolled in it with their items waiting,
 * approved and returned and their specialties, those with something waiting first, then by name.
 */
export function classRows(
  people: ReadonlyArray<{ id: string; name: string; birthYear: number | null; unitId: string | null }>,
  reviews: ReadonlyArray<{ personId: string; itemKey: string; status: ReviewStatus }>,
  classKeys: readonly string[],
): ClassRow[] {
  return people
    .map((p) => {
      const mine = reviews.filter((r) => r.personId === p.id);
      const counts = stateCounts(classKeys, new Map(mine.map((r) => [r.itemKey, r.status])));
      const specialties = mine.filter((r) => SPECIALTY_KEY_PATTERN.test(r.itemKey));
      return {
        personId: p.id,
        name: p.name,
        birthYear: p.birthYear,
        unitId: p.unitId,
        ...counts,
        specialtiesApproved: specialties.filter((r) => r.status === "aprovado").length,
        specialtiesWaiting: specialties.filter((r) => r.status === "feito").length,
      };
    })
    .sort(
      (a, b) => Number(b.waiting + b.specialtiesWaiting > 0) - Number(a.waiting + a.specialtiesWaiting > 0) || a.name.localeCompare(b.name, "pt-BR"),
    );
}

/** One item waiting for a leader, on the dashboard's 'Aguardando você'. */
export interface WaitingItem {
  personId: string;
  personName: string;
  itemKey: string;
  markedAt: string;
}

/**
 * What waits for this leader, oldest first: every item and specialty marked done by someone they
 * may review — the director and associate director anyone but themselves, a counsellor the people
 * of the units they lead, an instructor anyone's specialties.
 */
export function waitingFor(
  viewer: { personId: string; role: ClubRole; unitIds: readonly string[] },
  people: ReadonlyArray<{ id: string; name: string; unitId: string | null }>,
  reviews: ReadonlyArray<{ personId: string; itemKey: string; status: ReviewStatus; markedAt: string }>,
): WaitingItem[] {
  const mine = new Map(
    people
      .filter(
        (p) =>
          p.id !== viewer.personId &&
          (REVIEWS_EVERYONE.includes(viewer.role) ||
            viewer.role === "instrutor" ||
            (viewer.role === "conselheiro" && p.unitId !== null && viewer.unitIds.includes(p.unitId))),
      )
      .map((p) => [p.id, p.name]),
  );
  return reviews
    .filter((r) => r.status === "feito" && mine.has(r.personId) && (viewer.role !== "instrutor" || SPECIALTY_KEY_PATTERN.test(r.itemKey)))
    .map((r) => ({ personId: r.personId, personName: mine.get(r.personId)!, itemKey: r.itemKey, markedAt: r.markedAt }))
    .sort((a, b) => a.markedAt.localeCompare(b.markedAt) || a.personName.localeCompare(b.personName, "pt-BR"));
}

/** The secretary's CSV of a class: one line per person enrolled in it, with their specialties. */
export function classCsv(className: string, rows: readonly ClassRow[], unitName: (id: string | null) => string): string {
  return csvSheet([
    [
      "Nome",
      "Ano de nascimento",
      "Unidade",
      "Classe",
      "Aguardando",
      "Aprovados",
      "Devolvidos",
      "Total",
      "Especialidades aprovadas",
      "Especialidades aguardando",
    ],
    ...rows.map((r) => [
      r.name,
      r.birthYear ?? "",
      unitName(r.unitId),
      className,
      r.waiting,
      r.approved,
      r.returned,
      r.total,
      r.specialtiesApproved,
      r.specialtiesWaiting,
    ]),
  ]);
}

const STATUS_WORDS: Record<ReviewStatus, string> = { feito: "Aguardando aprovação", aprovado: "Aprovado", devolvido: "Devolvido" };

/** The second export: one line per person and item (class items and specialties) with its state. */
export function itemsCsv(
  lines: ReadonlyArray<{
    name: string;
    birthYear: number | null;
    unit: string;
    className: string;
    item: string;
    status: ReviewStatus;
    reviewer: string | null;
    date: string | null;
    note: string | null;
  }>,
): string {
  return csvSheet([
    ["Nome", "Ano de nascimento", "Unidade", "Classe", "Item", "Estado", "Revisado por", "Data", "Observação"],
    ...lines.map((l) => [
      l.name,
      l.birthYear ?? "",
      l.unit,
      l.className,
      l.item,
      STATUS_WORDS[l.status],
      l.reviewer ?? "",
      l.date ?? "",
      l.note ?? "",
    ]),
  ]);
}
