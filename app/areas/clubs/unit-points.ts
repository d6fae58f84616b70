import { andList, count, plural } from "#app/platform/site/count.ts";
/**
 * Unit points by criterion at a meeting (decision 0054): presence always counts; the club
 * chooses which of the usual criteria it also scores. Each criterion met by a person present is
 * worth as much as the presence itself. Pure: shared by the server and the browser.
 */

/** The optional criteria, in the order the roll call and the reports show them. */
export const CRITERIA = {
  pontualidade: "Pontualidade",
  uniforme: "Uniforme",
  biblia: "Bíblia",
  licao: "Lição",
  mensalidade: "Mensalidade",
} as const;
export type Criterion = keyof typeof CRITERIA;
export const CRITERION_KEYS = Object.keys(CRITERIA) as Criterion[];

/** What each criterion checks, as the director reads it when choosing. */
export const CRITERION_HINTS: Record<Criterion, string> = {
  pontualidade: "chegou na hora",
  uniforme: "veio de uniforme",
  biblia: "trouxe a Bíblia",
  licao: "estudou a lição",
  mensalidade: "pagou a mensalidade",
};

/** A unit league's points for one presence at a meeting (an approved item is worth POINTS.clubItemApproved). */
export const PRESENCE_POINTS = 5;
/** A unit league's points for each chosen criterion met by a person present: the same as the presence. */
export const CRITERION_POINTS = 5;

const isCriterion = (value: string): value is Criterion => Object.hasOwn(CRITERIA, value);

/** A stored list ('uniforme,biblia') read back: known criteria only, in the fixed order. */
export function criteriaList(stored: string | null | undefined): Criterion[] {
  const given = new Set((stored ?? "").split(","));
  return CRITERION_KEYS.filter((c) => given.has(c));
}

/** A list of criteria as stored: known ones, once each, in the fixed order. */
export function criteriaText(list: readonly string[]): string {
  return CRITERION_KEYS.filter((c) => list.includes(c)).join(",");
}

/**
 * One person's points at one meeting: nothing unless present; present, the presence plus each
 * criterion met that the meeting scored (a criterion the club did not choose counts nothing).
 */
export function meetingPoints(status: string, met: readonly Criterion[], chosen: readonly Criterion[]): number {
  if (status !== "presente") return 0;
  return PRESENCE_POINTS + CRITERION_POINTS * chosen.filter((c) => met.includes(c)).length;
}

/** "Presença, Uniforme e Bíblia": presence first, then the chosen criteria. */
export function criteriaNames(chosen: readonly Criterion[]): string {
  return andList(["Presença", ...chosen.map((c) => CRITERIA[c])]);
}

/** The roll call's checkbox for one criterion of one person: `c-{criterion}-{person id}`, value "sim". */
export const criterionField = (criterion: Criterion, personId: string) => `c-${criterion}-${personId}`;
const FIELD = /^c-([a-z]+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A criterion field read: the criterion and the person, or null when the name is not one (or the value is not "sim"). */
export function readCriterionField(name: string, value: unknown): { personId: string; criterion: Criterion } | null | undefined {
  const match = FIELD.exec(name);
  if (!match) return undefined;
  const criterion = match[1]!;
  return isCriterion(criterion) && value === "sim" ? { personId: match[2]!, criterion } : null;
}

export interface Ticked {
  personId: string;
  criterion: Criterion;
}

/**
 * Why the ticked criteria cannot be recorded, or null: a criterion the meeting does not score,
 * or a criterion for someone not marked present (only a person present earns criterion points).
 */
export function criteriaRefusal(
  marks: ReadonlyArray<{ personId: string; status: string }>,
  ticked: readonly Ticked[],
  chosen: readonly Criterion[],
  nameOf: (personId: string) => string | undefined,
): string | null {
  const off = ticked.find((t) => !chosen.includes(t.criterion));
  if (off) return `O critério ${CRITERIA[off.criterion]} não está entre os escolhidos para esta reunião. Recarregue a página e marque de novo.`;
  const present = new Set(marks.filter((m) => m.status === "presente").map((m) => m.personId));
  const absent = [...new Set(ticked.filter((t) => !present.has(t.personId)).map((t) => t.personId))].map(
    (id) => nameOf(id) ?? "Pessoa fora do clube",
  );
  if (absent.length === 0) return null;
  return `Só quem está presente ganha pontos por critério: marque Presente para ${andList(absent)} ou desmarque ${plural(absent.length, "os critérios dessa pessoa", "os critérios dessas pessoas")}. Nada foi salvo.`;
}

/** Each mark with the criteria ticked for its person, in the fixed order. */
export function withCriteria<M extends { personId: string }>(marks: readonly M[], ticked: readonly Ticked[]): Array<M & { criteria: Criterion[] }> {
  return marks.map((m) => ({ ...m, criteria: CRITERION_KEYS.filter((c) => ticked.some((t) => t.personId === m.personId && t.criterion === c)) }));
}

export interface CriteriaTally {
  present: number;
  /** How many times each criterion was met. */
  met: Record<Criterion, number>;
  points: number;
}

/** Presences, criteria met and points over some marks, each read with its meeting's criteria. */
export function criteriaTally(
  marks: ReadonlyArray<{ meetingId: string; status: string; criteria: readonly Criterion[] }>,
  chosenOf: (meetingId: string) => readonly Criterion[],
): CriteriaTally {
  const met = Object.fromEntries(CRITERION_KEYS.map((c) => [c, 0])) as Record<Criterion, number>;
  let present = 0;
  let points = 0;
  for (const m of marks) {
    if (m.status !== "presente") continue;
    const chosen = chosenOf(m.meetingId);
    present++;
    points += meetingPoints(m.status, m.criteria, chosen);
    for (const c of chosen) if (m.criteria.includes(c)) met[c]++;
  }
  return { present, met, points };
}

/** The criteria any of these meetings scored, in the fixed order (the columns of a report). */
export function criteriaInUse(meetings: ReadonlyArray<{ criteria: readonly Criterion[] }>): Criterion[] {
  return CRITERION_KEYS.filter((c) => meetings.some((m) => m.criteria.includes(c)));
}

/** "2 presenças · Uniforme 1 · Bíblia 2": presences, then each criterion in use with its count. */
export function tallySummary(tally: CriteriaTally, criteria: readonly Criterion[]): string {
  return [count(tally.present, "presença", "presenças"), ...criteria.map((c) => `${CRITERIA[c]} ${tally.met[c]}`)].join(" · ");
}
