import fc from "fast-check";
import { FIELD_EXAMPLES, TINY_PNG } from "./examples.ts";
import type { ScrapedField } from "./html.ts";
import type { Text } from "./inputs.ts";
import { lit } from "./noted.ts";

/** What one form field may hold: a plausible value, one at the edges of its type, changed JSON, a file. */

/** A plausible value for a field, from the page's own values, the tables, or its input type. */
export function plausibleValue(field: ScrapedField, extra: readonly string[] | undefined): fc.Arbitrary<Text> {
  const fromPage = ["hidden", "select", "radio", "checkbox", "button", "submit"].includes(field.type) ? field.values : [];
  if (field.name === "email" || field.type === "email") return fc.nat({ max: 1_000_000 }).map((n) => lit(`membro${n}@exemplo.com`));
  const listed = [...fromPage, ...(extra ?? []), ...(FIELD_EXAMPLES[field.name] ?? [])];
  if (listed.length) return fc.constantFrom(...listed).map(lit);
  switch (field.type) {
    case "password":
      return fc.constant(lit("lampada-forte-1"));
    case "number":
    case "range":
      return fc.constant(lit(field.min ?? "1"));
    case "date":
      return fc.constant(lit("2000-01-01"));
    case "tel":
      return fc.constant(lit("(11) 91234-5678"));
    case "url":
      return fc.constant(lit("https://exemplo.com/"));
    case "checkbox":
      return fc.constant(lit("on"));
    default: {
      const base = field.values[0] ?? "teste";
      const min = field.minLength ?? 0;
      const max = field.maxLength ?? 200;
      return fc.constant(lit(base.padEnd(min, "a").slice(0, max) || "teste"));
    }
  }
}

/** Values that may pass a field's checks by its input type, yet sit at or past its edges. */
export const ODD_BY_TYPE: Record<string, readonly string[]> = {
  date: [
    "2026-02-30",
    "0000-01-01",
    "9999-12-31",
    "1900-01-01",
    "2000-1-1",
    "2000-01-01T00:00",
    "+275760-09-13",
    "-000001-01-01",
    "2099-01-01",
    "31/12/2000",
  ],
  number: ["0", "-1", "1e3", "1.5", "99999999999999999999", "-0", "NaN", "0x10", " 5 ", "５", "1_000", "Infinity"],
  email: [
    "a@b",
    "A@EXEMPLO.COM",
    "a+b@exemplo.com",
    '"a b"@exemplo.com',
    "a@[127.0.0.1]",
    "ação@exemplo.com",
    `${"a".repeat(250)}@exemplo.com`,
    " membro@exemplo.com ",
  ],
  tel: ["+55 11 91234-5678", "0", "a", "1".repeat(300), "(11) 9\u0000"],
  password: ["a", "12345678", "lampada-forte-1 ", "l".repeat(1000), "senha😀😀😀😀", "\u0000".repeat(10)],
  select: ["", "outro", "SMALL", "0"],
  hidden: ["", "0", "-1", "undefined", "00000000-0000-0000-0000-000000000000"],
};

/** Dates no database or Date can hold, for JSON fields that carry moments. */
const ODD_JSON_LEAVES = [
  '"9999-12-31T23:59:59.999Z"',
  '"+275760-09-13T00:00:00.000Z"',
  '"-000001-01-01T00:00:00.000Z"',
  '"2026-02-30T00:00:00Z"',
  '"<img src=x onerror=alert(1)>"',
  '"\\ud800"',
  '""',
  "9e15",
  "-0",
  "1e309",
  "-1",
  "0.5",
  "null",
  "true",
  "[]",
  "{}",
  '{"__proto__":{"x":1}}',
];

/** A JSON-valued field (the visitor's history and bookmarks) changed inside its structure. */
export function jsonMutation(sample: string): fc.Arbitrary<Text> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sample);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const first = items.find((x) => typeof x === "object" && x !== null) as Record<string, unknown> | undefined;
  const keys = first ? Object.keys(first) : [];
  const leaf = fc.constantFrom(...ODD_JSON_LEAVES);
  const changedItem = first
    ? fc
        .tuple(fc.constantFrom(...keys), leaf)
        .map(([key, value]) => JSON.stringify(first).replace(new RegExp(`("${key}":)("(?:[^"\\\\]|\\\\.)*"|[^,}]*)`), `$1${value}`))
    : leaf;
  return fc.oneof(
    changedItem.map((item) => lit(`[${item}]`)),
    fc
      .tuple(changedItem, fc.constantFrom(2, 50, 2001, 20_000))
      .map(([item, times]) => ({ join: [lit("["), { repeat: `${item},`, times: times - 1 }, lit(`${item}]`)] })),
    leaf.map(lit),
    fc.constantFrom("[", "[null]", "[[[[[[[[[[]]]]]]]]]]", `[${"[".repeat(5000)}${"]".repeat(5000)}]`, '{"length":1e9}').map(lit),
  );
}

/** Files for a file field (or one the table says takes a file). */
export const FILES: Array<{ filename: Text; type: string; bytes: Text; what: string }> = [
  { filename: lit("foto.png"), type: "image/png", bytes: { bytes: [...TINY_PNG] }, what: "a real PNG" },
  {
    filename: lit("foto.png"),
    type: "image/png",
    bytes: { join: [{ bytes: [...TINY_PNG.subarray(0, 16)] }, { repeat: "\u0000", times: 100 }] },
    what: "a PNG header and garbage",
  },
  {
    filename: lit('"><img src=x onerror=alert(1)>.svg'),
    type: "image/svg+xml",
    bytes: lit('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
    what: "an SVG with script",
  },
  { filename: lit(""), type: "application/octet-stream", bytes: lit(""), what: "an empty file" },
  {
    filename: lit("grande.png"),
    type: "image/png",
    bytes: { join: [{ bytes: [...TINY_PNG.subarray(0, 33)] }, { repeat: "a", times: 2_200_000 }] },
    what: "a 2.2 MB file",
  },
  { filename: { s: "\ud800\u0000../../x.png" }, type: "image/png", bytes: { bytes: [...TINY_PNG] }, what: "a PNG with a hostile file name" },
];
