import { z } from "zod";
import { addDays, daysBetween, type CalendarDate } from "#app/platform/site/calendar.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { isoDay, optionalPosted, posted, requiredLine, requiredProse } from "#app/areas/editorial/fields.ts";
import { count } from "#app/platform/site/count.ts";
import { WEEKDAY_NAMES } from "#app/platform/site/calendar.ts";

/** Small groups ('Pequenos Grupos') reading a plan together: pure rules, shared by server and page. */

export const GROUP_LIMITS = {
  name: 60,
  description: 300,
  message: 500,
  members: 50,
  groupsPerMember: 20,
  wallShown: 200,
  place: 120,
  visitors: 200,
  meetingsShown: 8,
} as const;

/** When and where a group meets; each part may be unknown. */
export interface GroupMeeting {
  weekday: number | null;
  time: string | null;
  place: string | null;
}

/** '20:00' → '20h', '19:30' → '19h30'. */
export function spokenTime(time: string): string {
  const [hours, minutes] = time.split(":");
  return `${Number(hours)}h${minutes === "00" ? "" : minutes}`;
}

/** 'Quarta-feira, às 20h — Casa da Ana, Rua das Flores, 12', or null when nothing is set. */
export function meetingLine({ weekday, time, place }: GroupMeeting): string | null {
  const when = [weekday === null ? null : WEEKDAY_NAMES[weekday], time === null ? null : `às ${spokenTime(time)}`].filter(Boolean).join(", ");
  const line = [when, place].filter(Boolean).join(" — ");
  return line === "" ? null : line.charAt(0).toUpperCase() + line.slice(1);
}

/** A meeting's attendance in words: '5 pessoas do grupo e 1 visitante'. */
export function attendanceLine(present: number, visitors: number): string {
  const group = count(present, "pessoa do grupo", "pessoas do grupo");
  if (visitors === 0) return present === 0 ? "ninguém do grupo, sem visitantes" : group;
  return `${present === 0 ? "ninguém do grupo" : group} e ${count(visitors, "visitante", "visitantes")}`;
}

/** How long an invite link works: the leader sees until when, and renews it. */
export const INVITE_DAYS = 14;

/** When a link made now stops working. */
export function inviteExpiry(now: Date): string {
  return new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString();
}

export type GroupRole = "leader" | "member";

export const GROUP_MESSAGES = {
  notFound: "Grupo não encontrado.",
  leaderOnly: "Só quem lidera o grupo pode fazer isso.",
  memberGone: "Essa pessoa não está mais no grupo.",
  messageGone: "Esta mensagem não existe mais.",
  leaderLeaves: "Passe a liderança a outra pessoa do grupo antes de sair.",
  full: `O grupo já tem ${GROUP_LIMITS.members} pessoas.`,
  tooManyGroups: `Você já participa de ${GROUP_LIMITS.groupsPerMember} grupos.`,
  badDay: "Dia inválido.",
  badIntent: "Ação desconhecida. Use os botões da página.",
  badWeekday: "Escolha o dia da semana do encontro.",
  badTime: "Informe a hora do encontro, por exemplo 19:30.",
  badVisitors: `Informe quantos visitantes vieram, de 0 a ${GROUP_LIMITS.visitors}.`,
  badMeetingDay: "Informe a data do encontro.",
  futureMeeting: "A presença é de um encontro que já aconteceu: escolha hoje ou um dia antes.",
} as const;

/** Where a group is in its plan today: not started yet, on a day, or past the plan's last day. */
export type GroupDay = { state: "before"; startsIn: number } | { state: "reading"; day: number } | { state: "finished"; day: number };

/** The group's day: day 1 is the start date (in the member's calendar), one more each day after. */
export function groupDay(start: CalendarDate, today: CalendarDate, lessons: number): GroupDay {
  const passed = daysBetween(start, today);
  if (passed < 0) return { state: "before", startsIn: -passed };
  return passed + 1 > lessons ? { state: "finished", day: lessons } : { state: "reading", day: passed + 1 };
}

/** yyyy-mm-dd → a calendar date (the stored start day is always one). */
export function calendarDate(isoDay: string): CalendarDate {
  const [year, month, day] = isoDay.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

/** The calendar date of a plan day for a group starting on `start`. */
export const dateOfDay = (start: CalendarDate, day: number): CalendarDate => addDays(start, day - 1);

/** The week the summary covers: the seven plan days ending at `day` (fewer at the plan's start). */
export function summaryWeek(day: number): { from: number; to: number } {
  return { from: Math.max(1, day - 6), to: day };
}

export interface WeekSummary {
  from: number;
  to: number;
  /** Readers per plan day of the week, among the members who show their reading. */
  perDay: Array<{ day: number; readers: number }>;
  /** Days of the week each member who shows their reading has read, by user id. */
  perMember: Record<string, number>;
}

/**
 * Who may be counted: only members who show their reading. A number that counted the others
 * would tell on them — with one member hiding, '1 pessoa que não mostra o nome' or a day's total
 * less the names shown is that member; with two, '2' says both read — so hidden readings count
 * nowhere the group sees (each member still sees their own).
 */
export function countedReads<R extends { userId: string }>(reads: readonly R[], showing: ReadonlySet<string>): R[] {
  return reads.filter((r) => showing.has(r.userId));
}

/** The weekly summary from the completed plan days of the members who show their reading. */
export function weekSummary(day: number, reads: ReadonlyArray<{ userId: string; day: number }>, showing: ReadonlySet<string>): WeekSummary {
  const { from, to } = summaryWeek(day);
  const inWeek = countedReads(reads, showing).filter((r) => r.day >= from && r.day <= to);
  const perDay = Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, readers: inWeek.filter((r) => r.day === from + i).length }));
  const perMember: Record<string, number> = {};
  for (const r of inWeek) perMember[r.userId] = (perMember[r.userId] ?? 0) + 1;
  return { from, to, perDay, perMember };
}

// Forms. Every member write may carry the id of a write queued offline (decision 0017).

const planDay = z.coerce.number(GROUP_MESSAGES.badDay).int(GROUP_MESSAGES.badDay).min(1, GROUP_MESSAGES.badDay).max(366, GROUP_MESSAGES.badDay);
const userId = z.string(GROUP_MESSAGES.memberGone).min(1, GROUP_MESSAGES.memberGone).max(100, GROUP_MESSAGES.memberGone);
const messageId = z.uuid(GROUP_MESSAGES.messageGone);
const flag = (what: string) => z.enum(["0", "1"], what).transform((v) => v === "1");

export const groupFields = {
  nome: posted(requiredLine(GROUP_LIMITS.name, "O nome do grupo", "Informe o nome do grupo.")),
  descricao: optionalPosted(requiredProse(GROUP_LIMITS.description, "A descrição", "Informe a descrição.")),
  plano: posted(z.string().min(1, "Escolha um plano de leitura.").max(100, "Escolha um plano de leitura.")),
  inicio: posted(isoDay),
};

export const newGroupForm = z.object(groupFields);

export const joinForm = z.object({ token: z.string("Convite inválido.").max(100, "Convite inválido.") });

export const groupForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("ler"), dia: planDay, concluido: flag("Informe se o dia foi lido."), ...clientWriteIdField }),
    z.object({ intent: z.literal("mostrar"), mostrar: flag("Informe se quer mostrar sua leitura."), ...clientWriteIdField }),
    z.object({
      intent: z.literal("mensagem"),
      dia: planDay,
      texto: posted(requiredProse(GROUP_LIMITS.message, "A mensagem", "Escreva a mensagem.")),
      ...clientWriteIdField,
    }),
    z.object({ intent: z.literal("apagar-mensagem"), id: messageId, ...clientWriteIdField }),
    z.object({ intent: z.literal("ocultar-mensagem"), id: messageId, oculta: flag("Informe se a mensagem fica oculta."), ...clientWriteIdField }),
    z.object({ intent: z.literal("convite") }),
    z.object({
      intent: z.literal("encontro"),
      diaSemana: optionalPosted(z.enum(["0", "1", "2", "3", "4", "5", "6"], GROUP_MESSAGES.badWeekday).transform(Number)),
      hora: optionalPosted(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, GROUP_MESSAGES.badTime)),
      local: optionalPosted(requiredLine(GROUP_LIMITS.place, "O local", "Informe o local.")),
    }),
    z.object({
      intent: z.literal("presenca"),
      data: posted(isoDay),
      presentes: z.preprocess(
        (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
        z.array(userId).max(GROUP_LIMITS.members, GROUP_MESSAGES.memberGone),
      ),
      visitantes: posted(
        z.coerce
          .number(GROUP_MESSAGES.badVisitors)
          .int(GROUP_MESSAGES.badVisitors)
          .min(0, GROUP_MESSAGES.badVisitors)
          .max(GROUP_LIMITS.visitors, GROUP_MESSAGES.badVisitors),
      ),
    }),
    z.object({ intent: z.literal("remover"), membro: userId }),
    z.object({ intent: z.literal("passar-lideranca"), membro: userId }),
    z.object({ intent: z.literal("sair") }),
    z.object({ intent: z.literal("excluir-grupo"), confirmar: z.literal("sim", "Marque a confirmação para excluir o grupo.") }),
  ],
  GROUP_MESSAGES.badIntent,
);

export type GroupForm = z.output<typeof groupForms>;
