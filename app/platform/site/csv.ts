import { fromFirstVisible } from "#app/platform/http/text-fields.ts";

/**
 * The one way to write a spreadsheet (decision 0062): CSV as Brazilian Excel opens it —
 * semicolons, CRLF, UTF-8 with a BOM so accents open right — and every cell defused.
 */

/**
 * A CSV cell: quoted, quotes doubled, and a leading formula character defused — also behind
 * invisible characters a spreadsheet may skip (spaces, tabs, U+200B, U+2060, the BOM…), and in
 * its full-width forms.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const formula = /^[\t\r]/.test(text) || /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(fromFirstVisible(text));
  const safe = formula ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A spreadsheet for Brazil: one line per row, every cell through csvCell. */
export function csvSheet(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
