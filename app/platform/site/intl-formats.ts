import { dayOfMonth } from "./calendar.ts";

/**
 * One Intl formatter per locale and options, kept (decision 0015): building one costs tens
 * of microseconds and holds native ICU memory the collector does not see, and pages ask for
 * the same few on every request. Callers pass fixed options and canonical zone names
 * (parseTimeZone's), so the maps hold a few formatters per zone in use. Use these instead of
 * `new Intl.DateTimeFormat`, `toLocaleDateString(…, options)` or `toLocaleString(…, options)`.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A date in words from a formatter that names the month, the first of a month with its ordinal: "1º de novembro de 2026". */
export function dateInWords(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" ? dayOfMonth(Number(part.value)) : part.value))
    .join("");
}

/** A calendar date as pages and certificates write it: "2023-09-05" → "5 de setembro de 2023", "1º de novembro de 2026" (the day as written, whatever the zone). */
export function longDate(isoDate: string): string {
  return dateInWords(
    dateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    new Date(`${isoDate.slice(0, 10)}T12:00:00Z`),
  );
}

/** A moment in the reader's zone, day and time: "28/11/2026, 14:05". */
export function shortMoment(iso: string, timeZone: string): string {
  return dateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone }).format(new Date(iso));
}
