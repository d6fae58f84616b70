import fc from "fast-check";

/**
 * Hostile values, kept compact (a 1 MB string is `{ repeat, times }`) so a plan of 20 000
 * requests stays small; their bytes are made only when a request is sent.
 */
export type Text =
  /** A JavaScript string: any code point, and lone surrogates, written as WTF-8 (broken UTF-8). */
  | { s: string }
  /** Raw bytes, valid UTF-8 or not. */
  | { bytes: number[] }
  | { repeat: string; times: number }
  | { join: Text[] };

/** Text that must reach the server exactly as written (already %-encoded, or deliberately broken). */
export type Literal = { literal: Text };

/** UTF-8, except that a lone surrogate becomes its 3-byte form (ED A0 80…), which is not valid UTF-8. */
export function wtf8(value: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < value.length; i++) {
    let code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Buffer.from(out);
}

export function bytesOf(text: Text): Buffer {
  if ("s" in text) return wtf8(text.s);
  if ("bytes" in text) return Buffer.from(text.bytes);
  if ("repeat" in text) return Buffer.from(text.repeat.repeat(text.times), "utf8");
  return Buffer.concat(text.join.map(bytesOf));
}

export function byteLength(text: Text): number {
  if ("s" in text) return wtf8(text.s).length;
  if ("bytes" in text) return text.bytes.length;
  if ("repeat" in text) return Buffer.byteLength(text.repeat) * text.times;
  return text.join.reduce((sum, part) => sum + byteLength(part), 0);
}

/** The value as a JavaScript string (lone surrogates kept), for JSON bodies and multipart field names. */
export function stringOf(text: Text): string {
  if ("s" in text) return text.s;
  if ("bytes" in text) return Buffer.from(text.bytes).toString("latin1");
  if ("repeat" in text) return text.repeat.repeat(text.times);
  return text.join.map(stringOf).join("");
}

/** A short readable description for reports: long runs are written as `"a"×1048576`. */
export function describeText(text: Text, max = 120): string {
  const parts: string[] = [];
  const walk = (t: Text) => {
    if ("s" in t) parts.push(JSON.stringify(t.s));
    else if ("bytes" in t) parts.push(`bytes[${Buffer.from(t.bytes).toString("hex")}]`);
    else if ("repeat" in t) parts.push(`${JSON.stringify(t.repeat)}×${t.times}`);
    else t.join.forEach(walk);
  };
  walk(text);
  const out = parts.join("+");
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** Percent-encodes every byte outside the unreserved set, so broken UTF-8 becomes broken %-escapes. */
export function percentEncode(bytes: Buffer, keep = /[A-Za-z0-9\-._~]/): string {
  let out = "";
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && keep.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Markup that must never come back unescaped in a page. */
export const MARKUP_PAYLOADS = [
  `<img src=x onerror=alert(1)>`,
  `"><script>alert(1)</script>`,
  `'><svg onload=alert(1)>`,
  `</textarea><script>alert(1)</script>`,
  `</script><script>alert(1)</script>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<iframe srcdoc="<script>alert(1)</script>">`,
];

const CONTROL = ["\t", "\n", "\r", "\0", "\x7f", "\x1b", "\x08", "\x0b", "\x0c", "\x85", "\u2028", "\u2029"];
const INVISIBLE = ["\u200b", "\u200e", "\u200f", "\u202e", "\u2066", "\ufeff", "\u061c", "\u115f", "\u3164", "\u2800", "\u0301", "\ufffd"];

/** Strings that have broken servers before: markup, SQL, full-text syntax, paths, numbers, names of prototypes. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...MARKUP_PAYLOADS,
  "",
  " ",
  "   \t  ",
  "' OR 1=1 --",
  `"; drop table users; --`,
  "%",
  "_",
  "%%",
  "\\",
  `"`,
  "'",
  "`",
  "NEAR(",
  "amor*",
  "*",
  "^",
  "a:b",
  "AND OR NOT",
  `"amor" AND "`,
  "(((",
  "-",
  "+",
  "{}",
  "[]",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "0",
  "-1",
  "1.5",
  "1e309",
  "9e15",
  "9007199254740993",
  "2147483648",
  "0x10",
  "00001",
  " 1 ",
  "1,5",
  "１２",
  "٣",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "/..",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "\r\nSet-Cookie: evil=1",
  "\r\nLocation: https://evil.example",
  "/\t/evil.example",
  "/%0d%0aSet-Cookie:evil=1",
  "${7*7}",
  "{{7*7}}",
  "%s%s%s%n",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31",
  "1900-01-01",
  "a@b",
  "a@b.c",
  "\u0000@exemplo.com",
  "America/Sao_Paulo",
  "Etc/GMT+14",
  "Invalid/Zone",
  "../../usr/share/zoneinfo/UTC",
  "UTC",
  "dark",
  "light",
  "blue",
  "gn",
  "GN",
  "jo",
  "arc",
  "acf",
  "nvi",
  "ARC",
  "xyz",
  "ranking",
  "cadastro",
  "notas",
  "😀",
  "👨‍👩‍👧‍👦",
  "𝕬𝖒𝖔𝖗",
  "\ud800",
  "\udfff",
  "a\ud800b",
  "\udc00\ud800",
  "Ç".normalize("NFD"),
  "ﬃ",
  "İ",
  "ß",
  ...CONTROL,
  ...INVISIBLE,
];

/** Byte sequences that are not UTF-8: truncated, overlong, surrogates, beyond U+10FFFF, 0xFF. */
export const BROKEN_UTF8: readonly number[][] = [
  [0xe0, 0xa4],
  [0xc0, 0xaf],
  [0xc3],
  [0xff],
  [0xfe, 0xff],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0x00],
];

/** %-escapes that do not decode: cut short, not hexadecimal, not UTF-8. */
export const BROKEN_ESCAPES: readonly string[] = [
  "%E0%A4%A",
  "%",
  "%%",
  "%zz",
  "%0",
  "%C0%AF",
  "%ED%A0%80",
  "%FF",
  "%00",
  "%u0041",
  "%%32%65",
  "%2",
  "%e2%82",
];

/** Sizes around the body limits (64 KB forms, 1 MB login, 3 MB photo). */
export const LONG_SIZES = [1_000, 10_000, 65_000, 66_000, 200_000, 1_040_000, 1_050_000, 3_200_000];

const anyCodePoints = fc.string({ unit: "binary", maxLength: 24 });
const controlHeavy = fc.string({
  unit: fc.constantFrom(...CONTROL, ...INVISIBLE, "a", "<", ">", "&", '"', "'", "%", "/", "=", "&", ";"),
  maxLength: 16,
});
const loneSurrogates = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      fc.string({ unit: "binary", maxLength: 3 }),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(""));

/** One hostile text (not long). */
export const hostileShortText: fc.Arbitrary<Text> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((s) => ({ s })) },
  { weight: 2, arbitrary: anyCodePoints.map((s) => ({ s })) },
  { weight: 2, arbitrary: controlHeavy.map((s) => ({ s })) },
  { weight: 1, arbitrary: loneSurrogates.map((s) => ({ s })) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_UTF8).map((bytes) => ({ bytes })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 16 }).map((bytes) => ({ bytes: [...bytes] })) },
);

/** A long text around the body limits. */
export const hostileLongText: fc.Arbitrary<Text> = fc
  .record({
    repeat: fc.constantFrom("a", "é", "😀", "<", "%", "\n", "&"),
    times: fc.constantFrom(...LONG_SIZES),
  })
  .map(({ repeat, times }) => ({ repeat, times: Math.max(1, Math.floor(times / Buffer.byteLength(repeat))) }));

/** Any hostile text: mostly short, sometimes joined with another, now and then long. */
export const hostileText: fc.Arbitrary<Text> = fc.oneof(
  { weight: 12, arbitrary: hostileShortText },
  { weight: 3, arbitrary: fc.array(hostileShortText, { minLength: 2, maxLength: 3 }).map((join) => ({ join })) },
  { weight: 1, arbitrary: hostileLongText },
);

/** Text for a URL (path segment, query value, cookie): %-encoded, raw bytes, or deliberately broken escapes. */
export function urlText(value: fc.Arbitrary<Text>): fc.Arbitrary<Literal> {
  return fc.oneof(
    { weight: 6, arbitrary: value.map((t) => ({ literal: { s: percentEncode(bytesOf(t)) } })) },
    { weight: 2, arbitrary: value.map((t) => ({ literal: t })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...BROKEN_ESCAPES))
        .map(([t, broken]) => ({ literal: { join: [{ s: percentEncode(bytesOf(t)) }, { s: broken }] } })),
    },
  );
}
