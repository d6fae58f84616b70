import { z } from "zod";
import { isoDay } from "#app/areas/editorial/fields.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { andList, plural } from "#app/platform/site/count.ts";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import type { ReviewStatus } from "./clubs.ts";
import { CRITERION_KEYS, readCriterionField, type Ticked } from "./unit-points.ts";

/**
 * The club's year: meetings and their roll call ('chamada'), attendance over the year per
 * Pathfinder and unit, and the investiture list. Pure: shared by the server and the browser.
 */

export const MEETING_KINDS = {
  regular: "Reunião regular",
  acampamento: "Acampamento",
  evento: "Evento",
  culto: "Culto",
} as const;
export type MeetingKind = keyof typeof MEETING_KINDS;

export const ATTENDANCE_LABELS = { presente: "Presente", falta: "Falta", justificada: "Justificada" } as const;
export type Attendance = keyof typeof ATTENDANCE_LABELS;
const ATTENDANCE_VALUES = Object.keys(ATTENDANCE_LABELS) as [Attendance, ...Attendance[]];

/** The roll call's field for one person: `p-{person id}`. */
export const attendanceField = (personId: string) => `p-${personId}`;
const FIELD = /^p-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const MEETING_MESSAGES = {
  badField: "Chamada inválida. Recarregue a página e tente novamente.",
  badYear: "Informe uma data deste ano, do ano passado ou do próximo.",
  notFound: "Reunião não encontrada neste clube.",
  empty: "Marque a presença de pelo menos uma pessoa.",
} as const;

/** The roll call's fields: one choice per person and the criteria ticked for people (checked against the marks later), nothing else. */
function rollCall(
  fields: Record<string, unknown>,
  ctx: z.RefinementCtx,
): { marks: Array<{ personId: string; status: Attendance }>; ticked: Ticked[] } {
  const marks: Array<{ personId: string; status: Attendance }> = [];
  const ticked: Ticked[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const criterion = readCriterionField(name, value);
    if (criterion) {
      ticked.push(criterion);
      continue;
    }
    const personId = FIELD.exec(name)?.[1];
    if (criterion === null || !personId || typeof value !== "string" || !(ATTENDANCE_VALUES as string[]).includes(value)) {
      ctx.addIssue({ code: "custom", message: MEETING_MESSAGES.badField, path: [name] });
      return { marks: [], ticked: [] };
    }
    marks.push({ personId, status: value as Attendance });
  }
  if (marks.length === 0) ctx.addIssue({ code: "custom", message: MEETING_MESSAGES.empty, path: ["chamada"] });
  return { marks, ticked };
}

/** A meeting's day: a real date within a year of today (the club records this year's meetings). */
const meetingDay = (now: Date) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    isoDay.refine((day) => Math.abs(Number(day.slice(0, 4)) - now.getUTCFullYear()) <= 1, MEETING_MESSAGES.badYear),
  );

/**
 * The meetings page's forms: record a meeting with its roll call, or correct a meeting's roll
 * call. Both may come from the offline queue (a secretary at a camp without signal), applied
 * once by their id.
 */
export function meetingForms(now: Date) {
  return z.discriminatedUnion(
    "intent",
    [
      z
        .object({
          intent: z.literal("registrar"),
          data: meetingDay(now),
          tipo: z.enum(Object.keys(MEETING_KINDS), "Escolha o tipo da reunião."),
          ...clientWriteIdField,
        })
        .catchall(z.unknown())
        .transform(({ intent, data, tipo, clientWriteId, ...rest }, ctx) => ({
          intent,
          day: data,
          kind: tipo as MeetingKind,
          clientWriteId,
          ...rollCall(rest, ctx),
        })),
      z
        .object({ intent: z.literal("corrigir"), reuniao: z.uuid(MEETING_MESSAGES.notFound), ...clientWriteIdField })
        .catchall(z.unknown())
        .transform(({ intent, reuniao, clientWriteId, ...rest }, ctx) => ({ intent, meetingId: reuniao, clientWriteId, ...rollCall(rest, ctx) })),
      // The director's choice of criteria: the boxes ticked (none: presence only).
      z.object({
        intent: z.literal("criterios"),
        criterio: z.preprocess(
          (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
          z.array(z.enum(CRITERION_KEYS, "Critério inválido.")).max(CRITERION_KEYS.length, "Critério inválido."),
        ),
      }),
    ],
    { error: "Ação inválida." },
  );
}

/**
 * Who the roll call left unmarked, by name: a meeting is recorded only when everyone active has
 * a mark (nobody counts as present without being marked).
 */
export function unmarkedPeople(people: ReadonlyArray<{ id: string; name: string }>, marks: ReadonlyArray<{ personId: string }>): string[] {
  const marked = new Set(marks.map((m) => m.personId));
  return people.filter((p) => !marked.has(p.id)).map((p) => p.name);
}

/** The refusal naming who is still unmarked. */
export function unmarkedMessage(names: readonly string[]): string {
  return `${plural(names.length, "Falta marcar", "Faltam marcar")} ${andList(names)}: escolha Presente, Falta ou Justificada para ${plural(names.length, "essa pessoa", "cada uma")} antes de salvar.`;
}

/** A meeting's day as the club reads it: 05/09/2026. */
export function meetingDate(day: string): string {
  return dateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** The club's year (Brasília time): its first day and the next year's, as yyyy-mm-dd. */
export function yearBounds(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

export interface AttendanceTally {
  present: number;
  absent: number;
  justified: number;
  /** Presences over the meetings the person was called at, in whole percent; null before any. */
  percent: number | null;
}

function tally(statuses: readonly string[]): AttendanceTally {
  const count = (s: Attendance) => statuses.filter((x) => x === s).length;
  const present = count("presente");
  return {
    present,
    absent: count("falta"),
    justified: count("justificada"),
    percent: statuses.length ? Math.round((present / statuses.length) * 100) : null,
  };
}

/** Attendance over the year per person and per unit (a unit counts the calls of its people now). */
export function attendanceYear(
  people: ReadonlyArray<{ id: string; name: string; unitId: string | null }>,
  units: ReadonlyArray<{ id: string; name: string }>,
  rows: ReadonlyArray<{ personId: string; status: string }>,
) {
  const of = (ids: ReadonlySet<string>) => rows.filter((r) => ids.has(r.personId)).map((r) => r.status);
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, unitId: p.unitId, ...tally(of(new Set([p.id]))) })),
    units: units.map((u) => ({ id: u.id, name: u.name, ...tally(of(new Set(people.filter((p) => p.unitId === u.id).map((p) => p.id)))) })),
  };
}

export interface InvestedPerson {
  personId: string;
  name: string;
  unitName: string;
  /** The day of the class's last approval (yyyy-mm-dd, UTC). */
  completedOn: string;
}

/**
 * The investiture list of a year: per class, everyone whose every item of the class is approved,
 * the last approval falling in that year (a class finished last year was invested last year).
 */
export function investitureList(
  classes: ReadonlyArray<{ id: number; titulo: string; keys: readonly string[] }>,
  people: ReadonlyArray<{ id: string; name: string; unitName: string }>,
  reviews: ReadonlyArray<{ personId: string; itemKey: string; status: ReviewStatus; reviewedAt: string | null }>,
  year: number,
): Array<{ classId: number; titulo: string; people: InvestedPerson[] }> {
  const approved = new Map<string, string>();
  for (const r of reviews) if (r.status === "aprovado" && r.reviewedAt) approved.set(`${r.personId} ${r.itemKey}`, r.reviewedAt);
  return classes.map((c) => ({
    classId: c.id,
    titulo: c.titulo,
    people: people
      .flatMap((p) => {
        const days = c.keys.map((k) => approved.get(`${p.id} ${k}`));
        if (c.keys.length === 0 || days.some((d) => d === undefined)) return [];
        const last = (days as string[]).reduce((a, b) => (a > b ? a : b));
        return last.startsWith(String(year)) ? [{ personId: p.id, name: p.name, unitName: p.unitName, completedOn: last.slice(0, 10) }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  }));
}
