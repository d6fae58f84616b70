import { z } from "zod";
import { cleanText, hasVisibleText, longText } from "#app/platform/http/text-fields.ts";

/**
 * Field rules the church's content shares: the files under content/ and what an admin types
 * at /admin are checked by the same rules (each area builds its fields from these).
 */

/** A one-line text: trimmed, NFC, no control characters, at most `max`, not blank. */
export function requiredLine(max: number, label: string, empty: string) {
  return cleanText(max, label).refine(hasVisibleText, empty);
}

/** Markdown prose: line breaks kept, at most `max`, not blank. */
export function requiredProse(max: number, label: string, empty: string) {
  return longText(max, label).refine(hasVisibleText, empty);
}

/** A day written YYYY-MM-DD that exists (YAML may hand over a Date). */
export const isoDay = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z
    .string("Informe a data no formato AAAA-MM-DD.")
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Informe a data no formato AAAA-MM-DD.")
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    }, "Essa data não existe."),
);

/** An https address (a source, a page). */
export const httpsLink = z
  .string()
  .trim()
  .max(500, "O endereço deve ter no máximo 500 caracteres.")
  .pipe(z.url({ protocol: /^https$/, message: "Use um endereço que comece com https://." }));

/** A choice from a list, with the list in its message. */
export function oneOf<const T extends readonly [string, ...string[]]>(options: T, what: string) {
  return z.enum(options, `Escolha ${what}: ${options.join(", ")}.`);
}

/** Form values arrive as strings; a missing one reads as empty so it gets its field's message. */
const given = (value: unknown) => (typeof value === "string" ? value : "");
export const posted = <S extends z.ZodType>(schema: S) => z.preprocess(given, schema);

/** An optional form field: left out or blank is null; anything else (a repeated field too) must pass `schema`. */
export const optionalPosted = <S extends z.ZodType>(schema: S) =>
  z
    .preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional())
    .transform((value) => value ?? null);
