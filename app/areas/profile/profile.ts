import { z } from "zod";
import { nameField } from "#app/areas/accounts/validation.ts";
import { cleanText, longText, optionalText } from "#app/platform/http/text-fields.ts";
import { knownTextVersion, TEXT_VERSIONS, type TextVersion } from "#app/areas/bible/versions.ts";
import {
  CHURCH_MAX,
  DAILY_GOAL_MAX,
  DAILY_GOAL_MIN,
  FONT_SIZES,
  NOTE_CONTENT_MAX,
  NOTE_REFERENCE_MAX,
  NOTE_TITLE_MAX,
  PHONE_MAX,
  ROLE_MAX,
  type FontSize,
} from "./profile-fields.ts";

/** Profile edit: nome, telefone, dataNascimento, igreja, cargo; e-mail read-only. */

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
      optionalText(PHONE_MAX, "O telefone").refine(
        (v) => v === null || /^[0-9+()\-.\s]{8,}$/.test(v),
        "Informe um telefone válido, só com números, espaços, parênteses, + e -.",
      ),
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

/**
 * Settings: the member's Bible version is one the text source has, acf → nvi → acf; a removed
 * or unknown one (an account's old arc) counts as the default, acf.
 */
export function nextBibleVersion(current: string): TextVersion {
  const index = TEXT_VERSIONS.indexOf(knownTextVersion(current));
  return TEXT_VERSIONS[(index + 1) % TEXT_VERSIONS.length]!;
}

export function versionChangedMessage(version: TextVersion): string {
  return `Versão alterada para ${version.toUpperCase()}`;
}

export function notificationsMessage(on: boolean): string {
  return on ? "Notificações ativadas" : "Notificações desativadas";
}

export function dailyDevotionalMessage(on: boolean): string {
  return on ? "Devocional diário ativado" : "Devocional diário desativado";
}

export function sabbathRestMessage(on: boolean): string {
  return on ? "Sábado como dia de descanso ativado" : "O sábado volta a contar na sua sequência";
}

const DAILY_GOAL_MESSAGE = `A meta diária deve ficar entre ${DAILY_GOAL_MIN} e ${DAILY_GOAL_MAX} minutos.`;

export const settingsSchema = z.object({
  fontSize: z.enum(Object.keys(FONT_SIZES) as [FontSize, ...FontSize[]], "Escolha um tamanho de fonte da lista."),
  dailyGoal: z.coerce
    .number(DAILY_GOAL_MESSAGE)
    .int(DAILY_GOAL_MESSAGE)
    .min(DAILY_GOAL_MIN, DAILY_GOAL_MESSAGE)
    .max(DAILY_GOAL_MAX, DAILY_GOAL_MESSAGE),
});

/** Notes: title, reference, content. */

export const noteSchema = z.object({
  titulo: z.preprocess(
    text,
    cleanText(NOTE_TITLE_MAX, "O título").refine((v) => v.length > 0, "Dê um título à nota."),
  ),
  referencia: z.preprocess(text, cleanText(NOTE_REFERENCE_MAX, "A referência")),
  conteudo: z.preprocess(
    text,
    longText(NOTE_CONTENT_MAX, "A nota").refine((v) => v.length > 0, "Escreva o conteúdo da nota."),
  ),
});

export type NoteInput = z.infer<typeof noteSchema>;
