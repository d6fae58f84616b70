import { z } from "zod";

/**
 * The one text cleaner every member-typed text goes through (names, titles, messages, notes):
 * NFC, trimmed, bounded, and refused with a Portuguese message when it holds control characters
 * or the invisible bidirectional marks that can disguise what a reader sees (U+202E turns
 * 'gpj.exe' into 'exe.jpg').
 */

/** Control characters and the invisible bidirectional marks that can disguise a text. */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/u;
/** In longer texts line breaks and tabs are fine. */
const FORBIDDEN_IN_LONG_TEXT = /(?![\n\t])[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/u;

/** A multi-line text: NFC, Windows line breaks made plain, trimmed, bounded, same characters refused. */
export function longText(max: number, label: string) {
  return z
    .string()
    .transform((v) => v.normalize("NFC").replace(/\r\n?/g, "\n").trim())
    .refine((v) => !FORBIDDEN_IN_LONG_TEXT.test(v), `${label} contém caracteres não permitidos.`)
    .refine((v) => v.length <= max, `${label} deve ter no máximo ${max} caracteres.`);
}

/** A one-line text: trimmed, NFC, control and bidirectional-override characters refused. */
export function cleanText(max: number, label: string) {
  return z
    .string()
    .transform((v) => v.normalize("NFC").trim())
    .refine((v) => !FORBIDDEN_CHARACTERS.test(v), `${label} contém caracteres não permitidos.`)
    .refine((v) => v.length <= max, `${label} deve ter no máximo ${max} caracteres.`);
}

/** Same text, or null when left empty (optional fields). */
export function optionalText(max: number, label: string) {
  return cleanText(max, label).transform((v) => (v === "" ? null : v));
}

/**
 * Characters that show nothing by themselves: spaces, control characters, zero-width and format
 * marks (U+200B, U+2060, the BOM…), combining marks, Hangul and Braille blanks.
 */
const ANY_INVISIBLE = /[\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const LEADING_INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]+/u;

/** Whether a text shows at least one visible character. */
export function hasVisibleText(value: string): boolean {
  return value.replace(ANY_INVISIBLE, "").length > 0;
}

/** The text from its first visible character on (what a spreadsheet may read as its start). */
export function fromFirstVisible(value: string): string {
  return value.replace(LEADING_INVISIBLE, "");
}
