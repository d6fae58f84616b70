/** Dates on certificates (pure; shared by the forms and the drawing). */
export { longDate } from "#app/platform/site/intl-formats.ts";

/** Today in the visitor's zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
