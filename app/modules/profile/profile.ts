import { z } from "zod";
import { cleanText, longText, nameField, optionalText } from "../accounts/validation.ts";

/** Profile edit (spec 1 §2.7): nome, telefone, dataNascimento, igreja, cargo; e-mail read-only. */
export const PHONE_MAX = 30;
export const CHURCH_MAX = 100;
export const ROLE_MAX = 60;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A birth date YYYY-MM-DD that exists, not in the future and not before 1900. */
export function isPlausibleBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01" && value <= today;
}

export function profileSchema(today: string) {
  return z.object({
    nome: z.preprocess(text, nameField),
    telefone: z.preprocess(
      text,
      optionalText(PHONE_MAX, "O telefone").refine((v) => v === null || /^[0-9+()\-.\s]{8,}$/.test(v), "Informe um telefone válido, só com números, espaços, parênteses, + e -."),
    ),
    dataNascimento: z.preprocess(
      text,
      optionalText(10, "A data de nascimento").refine((v) => v === null || isPlausibleBirthDate(v, today), "Informe uma data de nascimento válida."),
    ),
    igreja: z.preprocess(text, optionalText(CHURCH_MAX, "A igreja")),
    cargo: z.preprocess(text, optionalText(ROLE_MAX, "O cargo")),
  });
}

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;

/** Settings (spec 1 §2.7, defaults §9). */
export const BIBLE_VERSIONS = ["arc", "acf", "nvi"] as const;
export type ProfileBibleVersion = (typeof BIBLE_VERSIONS)[number];

/** arc → acf → nvi → arc; anything unknown starts again at arc. */
export function nextBibleVersion(current: string): ProfileBibleVersion {
  const index = BIBLE_VERSIONS.indexOf(current as ProfileBibleVersion);
  return BIBLE_VERSIONS[(index + 1) % BIBLE_VERSIONS.length]!;
}

export function versionChangedMessage(version: ProfileBibleVersion): string {
  return `Versão alterada para ${version.toUpperCase()}`;
}

export function notificationsMessage(on: boolean): string {
  return on ? "Notificações ativadas" : "Notificações desativadas";
}

export function dailyDevotionalMessage(on: boolean): string {
  return on ? "Devocional diário ativado" : "Devocional diário desativado";
}

export const FONT_SIZES = { small: "Pequena", medium: "Média", large: "Grande" } as const;
export type FontSize = keyof typeof FONT_SIZES;

export const DAILY_GOAL_MIN = 5;
export const DAILY_GOAL_MAX = 120;
export const DAILY_GOAL_MESSAGE = `A meta diária deve ficar entre ${DAILY_GOAL_MIN} e ${DAILY_GOAL_MAX} minutos.`;

export const settingsSchema = z.object({
  fontSize: z.enum(Object.keys(FONT_SIZES) as [FontSize, ...FontSize[]], "Escolha um tamanho de fonte da lista."),
  dailyGoal: z.coerce.number(DAILY_GOAL_MESSAGE).int(DAILY_GOAL_MESSAGE).min(DAILY_GOAL_MIN, DAILY_GOAL_MESSAGE).max(DAILY_GOAL_MAX, DAILY_GOAL_MESSAGE),
});

/** Notes (spec 1 §3 Note): title, reference, content. */
export const NOTE_TITLE_MAX = 120;
export const NOTE_REFERENCE_MAX = 60;
export const NOTE_CONTENT_MAX = 5000;

export const noteSchema = z.object({
  titulo: z.preprocess(text, cleanText(NOTE_TITLE_MAX, "O título").refine((v) => v.length > 0, "Dê um título à nota.")),
  referencia: z.preprocess(text, cleanText(NOTE_REFERENCE_MAX, "A referência")),
  conteudo: z.preprocess(text, longText(NOTE_CONTENT_MAX, "A nota").refine((v) => v.length > 0, "Escreva o conteúdo da nota.")),
});

export type NoteInput = z.infer<typeof noteSchema>;

/** Profile tabs (?tab=), in the spec's order and labels. */
export const PROFILE_TABS = [
  { id: "info", label: "Info" },
  { id: "history", label: "Histórico" },
  { id: "bookmarks", label: "Marcados" },
  { id: "notes", label: "Notas" },
  { id: "settings", label: "Config" },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]["id"];

export function parseTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((t) => t.id === value)?.id ?? "info";
}

/** The history tab shows the 10 newest entries (spec 1 §9). */
export const PROFILE_HISTORY_LIMIT = 10;
