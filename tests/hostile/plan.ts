import fc from "fast-check";
import { EXTRA_FIELDS, FIELD_EXAMPLES, PARAM_EXAMPLES, TINY_PNG, USER_AGENTS } from "./examples.ts";
import type { ScrapedField, ScrapedForm } from "./html.ts";
import {
  byteLength,
  bytesOf,
  describeText,
  hostileShortText,
  hostileText,
  MARKUP_PAYLOADS,
  percentEncode,
  stringOf,
  urlText,
  type Text,
} from "./inputs.ts";
import type { KnownRoute } from "./routes.ts";

/**
 * One planned request, compact and serialisable: everything about it is decided by
 * fast-check from the seed, except the member's session token (added when sent).
 */
export interface RequestSpec {
  id: number;
  who: "visitor" | "member";
  method: string;
  /** The route pattern it aims at (or a label for paths outside the route list). */
  route: string;
  target: Text;
  /** Headers in order, without Cookie, Content-Length and Transfer-Encoding. */
  headers: Array<[string, Text]>;
  cookies: CookiePlan;
  body: BodyPlan | null;
  /** The Content-Type header sent, described (for reports). */
  contentType: string;
  contentLength: ContentLength;
  /** Send the body with chunked framing (and no Content-Length unless contentLength says so). */
  chunked: boolean;
  /** Close our side after sending (a body shorter than declared must end somewhere). */
  halfClose: boolean;
  /** Copies fired at the same moment (a race). */
  race: number;
  /** What is hostile about it, for reports and grouping. */
  notes: string[];
  /** Framing is deliberately broken: the server may close without answering. */
  mayGoUnanswered: boolean;
}

/** The body's true length, none, one that lies (longer or shorter than the body), or a literal value. */
export type ContentLength = "auto" | "none" | "longer" | "shorter" | Text;

export type CookiePlan =
  { kind: "pairs"; session: "valid" | "none" | "hostile"; pairs: Array<[string, Text]> } | { kind: "raw"; value: Text; withSession: boolean };

/** A form found on a page (or from the table of extra fields), tied to the route its action matches. */
export interface KnownForm extends ScrapedForm {
  who: "visitor" | "member";
  route: string;
}

export interface PlanContext {
  routes: KnownRoute[];
  forms: KnownForm[];
  /** Query names to values, from the table and the pages' links. */
  queries: Record<string, readonly string[]>;
  host: string;
  manifestVersion: string | null;
  /** Paths served outside the route list: /healthz, static files, /__manifest. */
  extraPaths: string[];
  /** The route ids React Router uses in ?_routes= (root plus each route's id). */
  routeIds: string[];
  /** Cookie names the server reads, with plausible plain values. */
  cookies: Record<string, readonly string[]>;
  sessionCookieName: string;
}

/** A route pattern as a regular expression over paths. */
export function patternRegExp(pattern: string): RegExp {
  const parts = pattern.split("/").map((segment) => {
    if (segment === "*") return ".*";
    if (segment.startsWith(":")) return segment.endsWith("?") ? "[^/]*" : "[^/]+";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("/")}/?$`);
}

/** The most specific route a path belongs to (the splat only when nothing else matches). */
export function routeOf(path: string, routes: readonly KnownRoute[]): string {
  const matching = routes.filter((r) => patternRegExp(r.pattern).test(path));
  const specific = matching.filter((r) => !r.pattern.includes("*"));
  return (specific[0] ?? matching[0])?.pattern ?? "(outside the route list)";
}

const lit = (s: string): Text => ({ s });
const note = <T>(value: T, notes: string[]): { value: T; notes: string[] } => ({ value, notes });
type Noted<T> = { value: T; notes: string[] };

/** A path segment: a plausible value for a known parameter name, else (and often anyway) a hostile one. */
function paramValue(name: string): fc.Arbitrary<Noted<Text>> {
  const hostile = urlText(hostileText).map((v) => note(v.literal, [`param ${name} hostile: ${describeText(v.literal, 60)}`]));
  const examples = PARAM_EXAMPLES[name];
  if (!examples) return hostile;
  const plausible = fc.constantFrom(...examples).map((v) => note(lit(name === "*" ? v : percentEncode(Buffer.from(v))), []));
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostile });
}

function filledPattern(route: KnownRoute): fc.Arbitrary<Noted<Text>> {
  const segments = route.pattern.split("/").slice(1);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "")) return fc.constant(note(lit("/"), []));
  return fc
    .tuple(
      ...segments.map((segment) => {
        if (segment === "*") return paramValue("*");
        if (segment.startsWith(":")) {
          const name = segment.slice(1).replace(/\?$/, "");
          const value = paramValue(name);
          return segment.endsWith("?") ? fc.oneof(value, fc.constant(note(lit(""), [`param ${name} left out`]))) : value;
        }
        return fc.constant(note(lit(segment.replace(/\?$/, "")), []));
      }),
    )
    .map((parts) =>
      note<Text>(
        { join: parts.flatMap((p) => [lit("/"), p.value]) },
        parts.flatMap((p) => p.notes),
      ),
    );
}

/** Where the request goes: a route's pattern filled in, a form's own action, or a path outside the list. */
interface Target {
  route: string;
  path: Noted<Text>;
  query: string;
  /** The form whose action this is, if any: its fields, method and who saw it come first. */
  form?: KnownForm;
}

function targetPath(context: PlanContext): fc.Arbitrary<Target> {
  const byRoute = context.routes.map((route) => ({
    weight: route.hasAction ? 3 : 2,
    arbitrary: filledPattern(route).map((path): Target => ({ route: route.pattern, path, query: "" })),
  }));
  const byForm = context.forms.map((form) => {
    const [path, query] = form.action.split("?") as [string, string | undefined];
    return {
      weight: form.method === "GET" ? 1 : 4,
      arbitrary: fc.constant<Target>({ route: form.route, path: note(lit(path), []), query: query ?? "", form }),
    };
  });
  const extra = context.extraPaths.map((path) => ({
    weight: 1,
    arbitrary: fc.constant<Target>({ route: path.startsWith("/assets/") ? "(static files)" : path, path: note(lit(path), []), query: "" }),
  }));
  const assets = {
    weight: 1,
    arbitrary: urlText(hostileShortText).map((v): Target => ({
      route: "(static files)",
      path: note<Text>({ join: [lit("/assets/"), v.literal] }, [`static path hostile: ${describeText(v.literal, 60)}`]),
      query: "",
    })),
  };
  return fc.oneof(...byRoute, ...byForm, ...extra, assets);
}

/** What follows the path: React Router's data suffix, slashes, dots. */
const suffix: fc.Arbitrary<Noted<string>> = fc.oneof(
  { weight: 40, arbitrary: fc.constant(note("", [])) },
  { weight: 5, arbitrary: fc.constant(note(".data", ["data request (.data)"])) },
  { weight: 2, arbitrary: fc.constant(note("/", ["trailing slash"])) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("//", "/.", "/..", "/%2e%2e", "%2F", ";x=1", "%00", "%E0%A4%A")
      .map((s) => note(s, [`path suffix ${JSON.stringify(s)}`])),
  },
);

function queryPairs(context: PlanContext): fc.Arbitrary<Noted<Text>> {
  const names = Object.keys(context.queries);
  const known = fc.constantFrom(...names).chain((name) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(...(context.queries[name]!.length ? context.queries[name]! : [""]))
          .map((v) => note([name, lit(percentEncode(Buffer.from(v)))] as [string, Text], [])),
      },
      {
        weight: 2,
        arbitrary: urlText(hostileText).map((v) =>
          note([name, v.literal] as [string, Text], [`query ${name} hostile: ${describeText(v.literal, 60)}`]),
        ),
      },
    ),
  );
  const unknown = fc
    .tuple(urlText(hostileShortText), urlText(hostileShortText))
    .map(([n, v]) => note([stringOf(n.literal), v.literal] as [string, Text], [`query name hostile: ${describeText(n.literal, 40)}`]));
  const pair = fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: unknown });
  return fc.tuple(fc.array(pair, { maxLength: 3 }), fc.integer({ min: 0, max: 6 })).map(([pairs, repeat]) => {
    // now and then the same name twice
    const list = repeat === 0 && pairs.length ? [...pairs, note(pairs[0]!.value, ["query name repeated"])] : pairs;
    return note<Text>(
      { join: list.flatMap((p, i) => [lit(i ? "&" : ""), lit(p.value[0]), lit("="), p.value[1]]) },
      list.flatMap((p) => p.notes),
    );
  });
}

const RACE_METHODS = new Set(["POST", "PUT", "DELETE", "PATCH"]);

const method: fc.Arbitrary<string> = fc.oneof(
  { weight: 30, arbitrary: fc.constant("GET") },
  { weight: 34, arbitrary: fc.constant("POST") },
  { weight: 4, arbitrary: fc.constant("HEAD") },
  { weight: 3, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") },
  { weight: 2, arbitrary: fc.constant("OPTIONS") },
  { weight: 3, arbitrary: fc.constant("TRACE") },
  { weight: 1, arbitrary: fc.constantFrom("get", "PROPFIND", "M-SEARCH", "FOO", "CONNECT", "PURGE", "QUERY") },
);

/** A plausible value for a field, from the page's own values, the tables, or its input type. */
function plausibleValue(field: ScrapedField, extra: readonly string[] | undefined): fc.Arbitrary<Text> {
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
const ODD_BY_TYPE: Record<string, readonly string[]> = {
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

export interface FieldValue {
  name: Text;
  value: Text;
  /** A file part in multipart bodies. */
  file?: { filename: Text; type: string; bytes: Text };
}

const FILES: Array<{ filename: Text; type: string; bytes: Text; what: string }> = [
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

/** The fields of a form, each kept, changed to something hostile, left out or repeated; plus fields nobody asked for. */
function formFields(fields: Array<{ field: ScrapedField; extra?: readonly string[] }>): fc.Arbitrary<Noted<FieldValue[]>> {
  const plausibles = fields.map(({ field, extra }) =>
    plausibleValue(field, extra).map((value) => note<FieldValue[]>([{ name: lit(field.name), value }], [])),
  );
  const mutations = fields.map(({ field, extra }) => {
    const name = lit(field.name);
    const plausible = plausibleValue(field, extra);
    const isFile = field.type === "file" || extra?.includes("(file)");
    const max = field.maxLength ?? 100;
    const byType = ODD_BY_TYPE[field.type];
    const sample = [...(extra ?? []), ...field.values].find((v) => /^[[{]/.test(v));
    const json = sample ? jsonMutation(sample) : null;
    const choices: Array<fc.WeightedArbitrary<Noted<FieldValue[]>>> = [
      { weight: 8, arbitrary: hostileText.map((value) => note([{ name, value }], [`field ${field.name} hostile: ${describeText(value, 60)}`])) },
      { weight: 3, arbitrary: fc.constantFrom(...MARKUP_PAYLOADS).map((s) => note([{ name, value: lit(s) }], [`field ${field.name}: markup`])) },
      {
        // odd but likely valid: it gets past the checks and into the database and the pages
        weight: 3,
        arbitrary: fc
          .constantFrom(
            "Zoë Ünal",
            "Ana 😀",
            "a\u0301",
            "Ç".normalize("NFD"),
            "ﬃ",
            "İ",
            "عربي",
            "  espaços  ",
            "'; --",
            "0",
            "<b>negrito</b>",
            "a".repeat(max),
            "😀".repeat(Math.ceil(max / 2)),
            "é".repeat(max + 1),
          )
          .map((s) => note([{ name, value: lit(s) }], [`field ${field.name} odd: ${JSON.stringify(s).slice(0, 30)}`])),
      },
      { weight: 3, arbitrary: fc.constant(note<FieldValue[]>([], [`field ${field.name} left out`])) },
      {
        weight: 2,
        arbitrary: fc.tuple(plausible, hostileShortText).map(([a, b]) =>
          note(
            [
              { name, value: a },
              { name, value: b },
            ],
            [`field ${field.name} repeated`],
          ),
        ),
      },
    ];
    if (byType)
      choices.push({
        weight: 4,
        arbitrary: fc
          .constantFrom(...byType)
          .map((v) => note([{ name, value: lit(v) }], [`field ${field.name} odd ${field.type}: ${JSON.stringify(v).slice(0, 30)}`])),
      });
    if (json)
      choices.push({
        weight: 10,
        arbitrary: json.map((value) => note([{ name, value }], [`field ${field.name} JSON changed: ${describeText(value, 50)}`])),
      });
    if (isFile) {
      choices.push({
        weight: 20,
        arbitrary: fc.constantFrom(...FILES).map((file) => note([{ name, value: lit(""), file }], [`file ${field.name}: ${file.what}`])),
      });
    }
    return fc.oneof(...choices);
  });
  const strangers = fc.array(
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom("__proto__", "constructor", "intent", "_method", "id", "user_id", "admin", "prototype"),
          hostileShortText.map(stringOf),
        ),
        hostileText,
      )
      .map(([n, v]) => note<FieldValue[]>([{ name: lit(n), value: v }], [`unexpected field ${JSON.stringify(n).slice(0, 40)}`])),
    { maxLength: 2 },
  );
  // Mostly one field changed and the rest as the page would send them, so each check is
  // reached with an otherwise valid form; sometimes none, several or all.
  const mode = fc.oneof(
    { weight: 3, arbitrary: fc.constant<"none" | "one" | "some" | "all">("none") },
    { weight: 6, arbitrary: fc.constant<"none" | "one" | "some" | "all">("one") },
    { weight: 3, arbitrary: fc.constant<"none" | "one" | "some" | "all">("some") },
    { weight: 1, arbitrary: fc.constant<"none" | "one" | "some" | "all">("all") },
  );
  const n = fields.length;
  return fc
    .tuple(
      fc.tuple(...plausibles),
      fc.tuple(...mutations),
      mode,
      fc.nat(),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: strangers }),
    )
    .chain(([plain, mutated, how, pick, some, extra]) => {
      const chosen = plain.map((p, i) => ((how === "one" && i === pick % n) || (how === "some" && some[i]) || how === "all" ? mutated[i]! : p));
      const all = [...chosen, ...extra];
      const values = all.flatMap((x) => x.value);
      // now and then the fields in another order
      return fc
        .oneof(
          { weight: 5, arbitrary: fc.constant(values) },
          { weight: 1, arbitrary: fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length }) },
        )
        .map((v) =>
          note(
            v,
            all.flatMap((x) => x.notes),
          ),
        );
    });
}

/** Encodes a Text for a urlencoded body without making a 1 MB string per piece. */
function formEncode(text: Text): Text {
  if ("repeat" in text) return { repeat: percentEncode(Buffer.from(text.repeat)), times: text.times };
  if ("join" in text) return { join: text.join.map(formEncode) };
  return lit(percentEncode(bytesOf(text)));
}

function jsonEscape(text: Text): Text {
  if ("repeat" in text) return { repeat: JSON.stringify(text.repeat).slice(1, -1), times: text.times };
  if ("join" in text) return { join: text.join.map(jsonEscape) };
  return lit(JSON.stringify(stringOf(text)).slice(1, -1));
}

/** A JSON value of the wrong kind for a form field. */
const jsonOddValue: fc.Arbitrary<string> = fc.constantFrom(
  "9e15",
  "-0",
  "NaN",
  "1e999",
  "-1",
  "0.1",
  "9007199254740993",
  "null",
  "true",
  "[]",
  '["a","b"]',
  "[1,[2,[3]]]",
  "{}",
  '{"__proto__":{"admin":true}}',
  '{"toString":1}',
  '"\\u0000"',
  '"\\ud800"',
);

export type Encoding =
  | "urlencoded"
  | "urlencoded-raw"
  | "multipart"
  | "multipart-no-boundary"
  | "multipart-wrong-boundary"
  | "multipart-broken"
  | "json"
  | "text"
  | "no-type"
  | "empty"
  | "odd-type";

const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 20, arbitrary: fc.constant<Encoding>("urlencoded") },
  { weight: 3, arbitrary: fc.constant<Encoding>("urlencoded-raw") },
  { weight: 6, arbitrary: fc.constant<Encoding>("multipart") },
  { weight: 1, arbitrary: fc.constant<Encoding>("multipart-no-boundary") },
  { weight: 1, arbitrary: fc.constant<Encoding>("multipart-wrong-boundary") },
  { weight: 1, arbitrary: fc.constant<Encoding>("multipart-broken") },
  { weight: 3, arbitrary: fc.constant<Encoding>("json") },
  { weight: 1, arbitrary: fc.constant<Encoding>("text") },
  { weight: 1, arbitrary: fc.constant<Encoding>("no-type") },
  { weight: 2, arbitrary: fc.constant<Encoding>("empty") },
  { weight: 1, arbitrary: fc.constant<Encoding>("odd-type") },
);

const ODD_TYPES = [
  "application/x-www-form-urlencoded; charset=utf-16",
  "APPLICATION/X-WWW-FORM-URLENCODED",
  "application/x-www-form-urlencoded;;;",
  "application/xml",
  "text/html",
  "*/*",
  "multipart/mixed; boundary=x",
  "multipart/form-data; boundary=",
  'multipart/form-data; boundary="a b"',
  "multipart/form-data; boundary=" + "b".repeat(200),
  "application/json; charset=latin1",
  "",
  "x",
];

/** A body: form fields and how they are encoded (so a failure can be narrowed field by field), or raw bytes. */
export type BodyPlan =
  { kind: "form"; fields: FieldValue[]; how: Encoding; oddType: string; jsonOdd: string[] } | { kind: "raw"; body: Text; contentType: Text | null };

interface BuiltBody {
  body: Text | null;
  contentType: Text | null;
  notes: string[];
}

/** The bytes of a body and its Content-Type (none: no header). */
export function encodedBody(plan: BodyPlan, id: number): { body: Text; contentType: Text | null } {
  if (plan.kind === "raw") return { body: plan.body, contentType: plan.contentType };
  const built = encodeBody(plan.fields, plan.how, plan.oddType, plan.jsonOdd, id);
  return { body: built.body ?? lit(""), contentType: built.contentType };
}

/** The Content-Type a request carries, described for reports. */
export function describeContentType(spec: Pick<RequestSpec, "body" | "id">): string {
  const type = spec.body ? encodedBody(spec.body, spec.id).contentType : null;
  return type ? describeText(type, 80) : "(none)";
}

function encodeBody(fields: FieldValue[], how: Encoding, oddType: string, jsonOdd: string[], id: number): BuiltBody {
  const boundary = `----lampadaHostile${id}`;
  const urlencoded = (raw: boolean): Text => ({
    join: fields.flatMap((f, i) => [lit(i ? "&" : ""), raw ? f.name : formEncode(f.name), lit("="), raw ? f.value : formEncode(f.value)]),
  });
  const multipart = (b: string, close = true): Text => ({
    join: [
      ...fields.flatMap((f): Text[] => [
        lit(`--${b}\r\nContent-Disposition: form-data; name="`),
        f.name,
        f.file ? { join: [lit('"; filename="'), f.file.filename, lit(`"\r\nContent-Type: ${f.file.type}\r\n\r\n`)] } : lit('"\r\n\r\n'),
        f.file ? f.file.bytes : f.value,
        lit("\r\n"),
      ]),
      lit(close ? `--${b}--\r\n` : `--${b}\r\nContent-Disposition: form-da`),
    ],
  });
  switch (how) {
    case "urlencoded":
      return { body: urlencoded(false), contentType: lit("application/x-www-form-urlencoded"), notes: [] };
    case "urlencoded-raw":
      return { body: urlencoded(true), contentType: lit("application/x-www-form-urlencoded"), notes: ["urlencoded body not %-encoded"] };
    case "multipart":
      return { body: multipart(boundary), contentType: lit(`multipart/form-data; boundary=${boundary}`), notes: ["multipart"] };
    case "multipart-no-boundary":
      return { body: multipart(boundary), contentType: lit("multipart/form-data"), notes: ["multipart without boundary"] };
    case "multipart-wrong-boundary":
      return { body: multipart(boundary), contentType: lit("multipart/form-data; boundary=outra"), notes: ["multipart with the wrong boundary"] };
    case "multipart-broken":
      return { body: multipart(boundary, false), contentType: lit(`multipart/form-data; boundary=${boundary}`), notes: ["multipart cut short"] };
    case "json": {
      const entries = fields.map((f, i): Text => {
        const odd = jsonOdd[i % Math.max(1, jsonOdd.length)];
        const value: Text = odd && i % 2 === 0 ? lit(odd) : { join: [lit('"'), jsonEscape(f.value), lit('"')] };
        return { join: [lit(i ? "," : ""), lit('"'), jsonEscape(f.name), lit('":'), value] };
      });
      return { body: { join: [lit("{"), ...entries, lit("}")] }, contentType: lit("application/json"), notes: ["application/json"] };
    }
    case "text":
      return {
        body: { join: fields.flatMap((f) => [f.name, lit("="), f.value, lit("\r\n")]) },
        contentType: lit("text/plain"),
        notes: ["text/plain"],
      };
    case "no-type":
      return { body: urlencoded(false), contentType: null, notes: ["no Content-Type"] };
    case "empty":
      return { body: lit(""), contentType: lit("application/x-www-form-urlencoded"), notes: ["empty body"] };
    case "odd-type":
      return { body: urlencoded(false), contentType: lit(oddType), notes: [`Content-Type ${JSON.stringify(oddType).slice(0, 60)}`] };
  }
}

/** A whole JSON body that is not an object of fields. */
const oddJsonBody: fc.Arbitrary<Noted<BodyPlan>> = fc
  .constantFrom(
    "{",
    "[",
    "[]",
    "null",
    "9e15",
    '"texto"',
    '{"a":',
    "{}",
    '{"__proto__":{"polluted":1}}',
    '[{"nome":"<img src=x onerror=alert(1)>"}]',
    "\u0000",
    "NaN",
  )
  .map((s) => note<BodyPlan>({ kind: "raw", body: lit(s), contentType: lit("application/json") }, [`JSON body ${JSON.stringify(s).slice(0, 40)}`]));

const garbageBody: fc.Arbitrary<Noted<BodyPlan>> = fc
  .tuple(
    hostileText,
    fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/octet-stream", "text/plain"),
  )
  .map(([t, type]) => note<BodyPlan>({ kind: "raw", body: t, contentType: lit(type) }, [`garbage body as ${type}: ${describeText(t, 40)}`]));

function bodyFor(context: PlanContext, routePattern: string, actionPath: string, own?: KnownForm): fc.Arbitrary<Noted<BodyPlan>> {
  const routeForms = context.forms.filter((f) => f.route === routePattern && f.method !== "GET");
  const ownPost = own && own.method !== "GET" ? own : undefined;
  const forms = ownPost ? [ownPost] : routeForms;
  const table = EXTRA_FIELDS[routePattern] ?? EXTRA_FIELDS[actionPath];
  // Plausible values by name: the table, the pages' links (quiz ids…), and, for the table's
  // own set of fields, what the route's other forms carry (note ids…).
  const known = (name: string, siblings: boolean): string[] =>
    [
      ...new Set([
        ...(table?.[name] ?? []),
        ...(context.queries[name] ?? []),
        ...(siblings ? routeForms.flatMap((f) => f.fields.filter((x) => x.name === name).flatMap((x) => x.values)) : []),
      ]),
    ].slice(0, 30);
  const fieldSets: Array<Array<{ field: ScrapedField; extra?: readonly string[] }>> = forms.map((form) =>
    form.fields.map((field) => ({ field, extra: known(field.name, false) })),
  );
  if (table && !ownPost) {
    const names = Object.keys(table);
    fieldSets.push(
      names.map((name) => ({
        field: { name, type: table[name]!.includes("(file)") ? "file" : "text", values: [], required: false },
        extra: known(name, true),
      })),
    );
  }
  const fromForm: fc.Arbitrary<Noted<BodyPlan>> = (
    fieldSets.length ? fc.constantFrom(...fieldSets) : fc.constant([] as Array<{ field: ScrapedField }>)
  ).chain((set) =>
    fc
      .tuple(formFields(set), encoding, fc.constantFrom(...ODD_TYPES), fc.array(jsonOddValue, { maxLength: 3 }))
      .map(([fields, how, oddType, jsonOdd]) => {
        const built = encodeBody(fields.value, how, oddType, jsonOdd, 0);
        return note<BodyPlan>({ kind: "form", fields: fields.value, how, oddType, jsonOdd }, [...built.notes, ...fields.notes]);
      }),
  );
  return fc.oneof({ weight: 16, arbitrary: fromForm }, { weight: 1, arbitrary: oddJsonBody }, { weight: 1, arbitrary: garbageBody });
}

function randomAddress(): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);
}

/** The headers the server reads, mostly as a browser sends them, now and then hostile. */
function headerArb(context: PlanContext, isWrite: boolean): fc.Arbitrary<Noted<Array<[string, Text]>>> {
  const origin = `http://${context.host}`;
  const host = fc.oneof(
    { weight: 40, arbitrary: fc.constant(note<Array<[string, Text]>>([["Host", lit(context.host)]], [])) },
    { weight: 1, arbitrary: fc.constant(note<Array<[string, Text]>>([], ["Host missing"])) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            "evil.example",
            "127.0.0.1:99999",
            "[::1]",
            "a b",
            "exemplo.com/caminho",
            "@evil",
            ":80",
            "",
            "[",
            "localhost:-1",
            "%E0%A4%A",
            "xn--",
            "a".repeat(300),
          ),
          hostileShortText.map(stringOf),
        )
        .map((h) => note<Array<[string, Text]>>([["Host", { s: h }]], [`Host ${JSON.stringify(h).slice(0, 40)}`])),
    },
    {
      weight: 1,
      arbitrary: fc.constant(
        note<Array<[string, Text]>>(
          [
            ["Host", lit(context.host)],
            ["Host", lit("evil.example")],
          ],
          ["Host twice"],
        ),
      ),
    },
  );
  const originHeader = fc.oneof(
    { weight: isWrite ? 10 : 20, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
    { weight: isWrite ? 20 : 3, arbitrary: fc.constant(note<Array<[string, Text]>>([["Origin", lit(origin)]], [])) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom("https://evil.example", "null", "http://127.0.0.1", "file://", "http://" + context.host + ".evil.example", "*", ""),
          hostileShortText.map(stringOf),
        )
        .map((o) => note<Array<[string, Text]>>([["Origin", { s: o }]], [`Origin ${JSON.stringify(o).slice(0, 40)}`])),
    },
  );
  const fetchSite = fc.oneof(
    { weight: 8, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
    { weight: 8, arbitrary: fc.constantFrom("same-origin", "none").map((v) => note<Array<[string, Text]>>([["Sec-Fetch-Site", lit(v)]], [])) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom("cross-site", "same-site", "SAME-ORIGIN", ""), hostileShortText.map(stringOf))
        .map((v) => note<Array<[string, Text]>>([["Sec-Fetch-Site", { s: v }]], [`Sec-Fetch-Site ${JSON.stringify(v).slice(0, 30)}`])),
    },
  );
  const forwarded = fc.oneof(
    { weight: 20, arbitrary: randomAddress().map((a) => note<Array<[string, Text]>>([["X-Forwarded-For", lit(a)]], [])) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom("", "unknown", "1.2.3.4, 5.6.7.8", "::1", "999.999.999.999", ",,,", "1.2.3.4".repeat(500), "[::1]:80", "127.0.0.1"),
          hostileShortText.map(stringOf),
        )
        .map((v) => note<Array<[string, Text]>>([["X-Forwarded-For", { s: v }]], [`X-Forwarded-For ${JSON.stringify(v).slice(0, 30)}`])),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("X-Forwarded-Host", "X-Forwarded-Proto"),
          fc.oneof(fc.constantFrom("evil.example", "a b", "https", "javascript", "", "[", "%", "h:99999"), hostileShortText.map(stringOf)),
        )
        .map(([name, v]) => note<Array<[string, Text]>>([[name, { s: v }]], [`${name} ${JSON.stringify(v).slice(0, 30)}`])),
    },
  );
  const misc = fc.tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...USER_AGENTS).map((v) => note<Array<[string, Text]>>([["User-Agent", lit(v)]], [])) },
      { weight: 2, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
      {
        weight: 1,
        arbitrary: hostileText.map((v) => note<Array<[string, Text]>>([["User-Agent", v]], [`User-Agent hostile: ${describeText(v, 30)}`])),
      },
    ),
    fc.oneof(
      { weight: 5, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
      {
        weight: 1,
        arbitrary: hostileShortText.map((v) => note<Array<[string, Text]>>([["X-Request-Id", v]], [`X-Request-Id hostile: ${describeText(v, 30)}`])),
      },
    ),
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(note<Array<[string, Text]>>([["Accept", lit("text/html,application/xhtml+xml,*/*;q=0.8")]], [])) },
      { weight: 2, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom("application/json", "*/*", "text/x-script", ";;;", "text/html;q=NaN")
          .map((v) => note<Array<[string, Text]>>([["Accept", lit(v)]], [])),
      },
    ),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom("gzip", "br", "gzip, deflate, br", "identity;q=0", "*;q=0", "x")
          .map((v) => note<Array<[string, Text]>>([["Accept-Encoding", lit(v)]], [])),
      },
    ),
    fc.oneof(
      { weight: 30, arbitrary: fc.constant(note<Array<[string, Text]>>([], [])) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom<[string, string]>(
            ["Expect", "100-continue"],
            ["Range", "bytes=0-10"],
            ["Range", "bytes=999999-"],
            ["If-None-Match", '"x"'],
            ["If-None-Match", "*"],
            ["If-Modified-Since", "garbage"],
            ["Accept-Language", "pt-BR;q=\u0000"],
            ["Referer", "javascript:alert(1)"],
            ["Connection", "keep-alive, Upgrade"],
            ["Upgrade", "websocket"],
            ["X-HTTP-Method-Override", "DELETE"],
          )
          .map(([name, v]) => note<Array<[string, Text]>>([[name, { s: v }]], [`${name}: ${v}`])),
      },
    ),
  );
  return fc.tuple(host, originHeader, fetchSite, forwarded, misc).map(([h, o, f, x, [ua, rid, accept, enc, other]]) => {
    const parts = [h, o, f, x, ua, rid, accept, enc, other];
    return note(
      parts.flatMap((p) => p.value),
      parts.flatMap((p) => p.notes),
    );
  });
}

/** React Router's createCookie value: base64 of the JSON, %-encoded. */
export function routerCookieValue(value: unknown): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"));
}

function cookiePlan(context: PlanContext, who: "visitor" | "member"): fc.Arbitrary<Noted<CookiePlan>> {
  const names = Object.keys(context.cookies);
  const value = (name: string): fc.Arbitrary<Noted<[string, Text]>> =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...context.cookies[name]!).map((v) => note<[string, Text]>([name, lit(routerCookieValue(v))], [])) },
      {
        weight: 2,
        arbitrary: urlText(hostileText).map((v) =>
          note<[string, Text]>([name, v.literal], [`cookie ${name} hostile: ${describeText(v.literal, 40)}`]),
        ),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            fc.constantFrom<unknown>(
              {},
              [],
              1,
              null,
              true,
              { toString: 1 },
              "x".repeat(5000),
              "\u0000",
              "\ud800",
              "../../etc/passwd",
              "<img src=x onerror=alert(1)>",
            ),
            hostileShortText.map(stringOf),
          )
          .map((v) => note<[string, Text]>([name, lit(routerCookieValue(v))], [`cookie ${name} encoded ${JSON.stringify(v)?.slice(0, 30)}`])),
      },
    );
  const pairs = fc
    .subarray(names)
    .chain((chosen) => (chosen.length ? fc.tuple(...chosen.map(value)) : fc.constant([] as Array<Noted<[string, Text]>>)));
  const session =
    who === "member"
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constant<"valid" | "hostile">("valid") },
          { weight: 1, arbitrary: fc.constant<"valid" | "hostile">("hostile") },
        )
      : fc.constantFrom<"none" | "hostile">("none", "none", "none", "hostile");
  const asPairs = fc.tuple(pairs, session, hostileShortText).map(([list, s, bad]) => {
    const all = list.map((p) => p.value);
    const notes = list.flatMap((p) => p.notes);
    if (s === "hostile") {
      all.push([context.sessionCookieName, lit(percentEncode(bytesOf(bad)))]);
      notes.push(`session cookie hostile: ${describeText(bad, 30)}`);
    }
    return note<CookiePlan>({ kind: "pairs", session: s === "hostile" ? "none" : s, pairs: all }, notes);
  });
  const raw = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(
          "=;;;",
          "a",
          ";",
          "theme",
          "theme=dark; theme=light",
          "tz=%E0%A4%A",
          `${context.sessionCookieName}=`,
          "a=" + "b".repeat(8000),
          "\u0000=\u0000",
          'theme="dark"',
        ),
        hostileShortText.map(stringOf),
      ),
      fc.boolean(),
    )
    .map(([v, withSession]) =>
      note<CookiePlan>({ kind: "raw", value: { s: v }, withSession: who === "member" && withSession }, [
        `Cookie header ${JSON.stringify(v).slice(0, 40)}`,
      ]),
    );
  return fc.oneof({ weight: 12, arbitrary: asPairs }, { weight: 1, arbitrary: raw });
}

type Framing = { contentLength: ContentLength; chunked: boolean; halfClose: boolean; mayGoUnanswered: boolean; notes: string[] };

const framing: fc.Arbitrary<Framing> = fc.oneof(
  { weight: 40, arbitrary: fc.constant<Framing>({ contentLength: "auto", chunked: false, halfClose: false, mayGoUnanswered: false, notes: [] }) },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({ contentLength: "none", chunked: false, halfClose: true, mayGoUnanswered: true, notes: ["no Content-Length"] }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({ contentLength: "none", chunked: true, halfClose: false, mayGoUnanswered: false, notes: ["chunked body"] }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({
      contentLength: "auto",
      chunked: true,
      halfClose: false,
      mayGoUnanswered: true,
      notes: ["chunked and Content-Length"],
    }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom("-1", "abc", "1e3", "99999999999999999999", "0x10", "+5", " 5", "5, 6", "").map((v) => ({
      contentLength: lit(v),
      chunked: false,
      halfClose: true,
      mayGoUnanswered: true,
      notes: [`Content-Length ${JSON.stringify(v)}`],
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({
      contentLength: "longer",
      chunked: false,
      halfClose: true,
      mayGoUnanswered: true,
      notes: ["Content-Length longer than the body"],
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({
      contentLength: "shorter",
      chunked: false,
      halfClose: false,
      mayGoUnanswered: true,
      notes: ["Content-Length shorter than the body"],
    }),
  },
);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** One planned request (fast-check picks every part of it from the seed). */
export function requestArb(context: PlanContext): fc.Arbitrary<Omit<RequestSpec, "id">> {
  return fc
    .record({
      anyone: fc.constantFrom<"visitor" | "member">("visitor", "member"),
      anyMethod: method,
      asTheForm: fc.integer({ min: 0, max: 4 }),
      target: targetPath(context),
      suffix,
      query: queryPairs(context),
    })
    .chain(({ anyone, anyMethod, asTheForm, target, suffix: sfx, query }) => {
      // A form's action is mostly sent as the page would: its method, by who saw the form.
      const who = target.form && asTheForm > 0 ? target.form.who : anyone;
      const method = target.form && asTheForm > 1 ? target.form.method : anyMethod;
      const isWrite = !SAFE_METHODS.has(method.toUpperCase());
      const withBody = isWrite
        ? fc.oneof({ weight: 12, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })
        : fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
      const path = stringOf(target.path.value);
      return fc
        .record({
          headers: headerArb(context, isWrite),
          cookies: cookiePlan(context, who),
          hasBody: withBody,
          body: bodyFor(context, target.route, path, target.form),
          framing,
          race: fc.oneof({ weight: 14, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 5 }) }),
          manifest: fc.tuple(
            fc.array(
              fc.oneof(
                fc.constantFrom(...context.routes.map((r) => r.pattern)),
                hostileShortText.map((t) => percentEncode(bytesOf(t))),
              ),
              { maxLength: 3 },
            ),
            fc.boolean(),
          ),
          routes: fc.oneof(
            { weight: 5, arbitrary: fc.constant<string | null>(null) },
            { weight: 1, arbitrary: fc.subarray(context.routeIds, { minLength: 1 }).map((ids) => ids.join(",")) },
          ),
          targetForm: targetForm(context),
        })
        .map(({ headers, cookies, hasBody, body, framing: frame, race, manifest, routes, targetForm: form }): Omit<RequestSpec, "id"> => {
          const notes: string[] = [];
          if (method !== "GET" && method !== "POST") notes.push(`method ${method}`);
          let pathText: Text = target.path.value;
          let queryText: Text = query.value;
          const route = target.route;
          if (target.route === "/__manifest") {
            const [paths, rightVersion] = manifest;
            queryText = lit(`paths=${paths.join(",")}&version=${rightVersion && context.manifestVersion ? context.manifestVersion : "x"}`);
          } else if (sfx.value === ".data") {
            pathText = path === "/" ? lit("/_root.data") : { join: [pathText, lit(".data")] };
            if (routes) queryText = { join: [queryText, lit(`${stringOf(queryText) ? "&" : ""}_routes=${encodeURIComponent(routes)}`)] };
          } else if (sfx.value) {
            pathText = { join: [pathText, lit(sfx.value)] };
          }
          if (target.query) queryText = { join: [lit(target.query), lit(stringOf(queryText) ? "&" : ""), queryText] };
          const queryString = stringOf(queryText);
          const built = hasBody ? body : null;
          notes.push(
            ...target.path.notes,
            ...sfx.notes,
            ...query.notes,
            ...headers.notes,
            ...cookies.notes,
            ...(built?.notes ?? []),
            ...(hasBody ? frame.notes : []),
            ...form.notes,
          );
          const encoded = built ? encodedBody(built.value, 0) : null;
          if (!isWrite && hasBody) notes.push(`${method} with a body`);
          if (isWrite && !hasBody) notes.push("no body");
          const upper = method.toUpperCase();
          const headerList = [...headers.value];
          return {
            who,
            method,
            route,
            target: form.value === "*" ? lit("*") : { join: [lit(form.value), pathText, lit(queryString ? "?" : ""), queryText] },
            headers: headerList,
            cookies: cookies.value,
            body: built?.value ?? null,
            contentType: encoded?.contentType ? describeText(encoded.contentType, 80) : "(none)",
            contentLength: hasBody ? frame.contentLength : "auto",
            chunked: hasBody ? frame.chunked : false,
            halfClose: hasBody ? frame.halfClose : false,
            race: RACE_METHODS.has(upper) || (upper === "GET" && race > 1) ? race : 1,
            notes: race > 1 && (RACE_METHODS.has(upper) || upper === "GET") ? [...notes, `${race} at once`] : notes,
            mayGoUnanswered: (hasBody && frame.mayGoUnanswered) || upper === "CONNECT" || (encoded ? routeBodyTooLarge(encoded.body) : false),
          };
        });
    });
}

/**
 * How the request line names its target: a path (origin form) nearly always; now and then
 * a whole URL (absolute form, which a proxy would send, with this or another host), a path
 * starting with two slashes, or `*`.
 */
function targetForm(context: PlanContext): fc.Arbitrary<Noted<string>> {
  return fc.oneof(
    { weight: 60, arbitrary: fc.constant(note("", [])) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          `http://${context.host}`,
          "http://evil.example",
          "https://evil.example:99999",
          "http://a b",
          "file://",
          "http://[::1]",
          "//",
          "/",
        )
        .map((prefix) => note(prefix, [`target starts with ${JSON.stringify(prefix)}`])),
    },
    { weight: 1, arbitrary: fc.constant(note("*", ["target *"])) },
  );
}

/**
 * Requests that have broken servers before, sent in every run whatever the seed: paths
 * that start with two slashes, broken escapes, other target forms, bad Host and proxy
 * headers, for the home page and for every route's own address.
 */
export function fixedCases(context: PlanContext, examplePath: (pattern: string) => string): Array<Omit<RequestSpec, "id">> {
  const cases: Array<Omit<RequestSpec, "id">> = [];
  const host = lit(context.host);
  const add = (route: string, method: string, target: string, headers: Array<[string, Text]>, what: string) =>
    cases.push({
      who: "visitor",
      method,
      route,
      target: { s: target },
      headers,
      cookies: { kind: "pairs", session: "none", pairs: [] },
      body: null,
      contentType: "(none)",
      contentLength: "auto",
      chunked: false,
      halfClose: false,
      race: 1,
      notes: [what],
      mayGoUnanswered: method === "CONNECT",
    });
  for (const target of [
    "//",
    "///",
    "//evil.example/",
    "/\\evil.example",
    "/%E0%A4%A",
    "/%",
    "/%00",
    "/.%2e/",
    "/?redirectTo=//evil.example",
    "*",
    "http://evil.example/",
    "/" + "a".repeat(9000),
  ]) {
    add("/", target === "*" ? "OPTIONS" : "GET", target, [["Host", host]], `fixed: target ${JSON.stringify(target.slice(0, 30))}`);
  }
  for (const value of ["127.0.0.1:99999", "a b", "[", "", "evil.example", "127.0.0.1:0", "%", "h/p"])
    add("/", "GET", "/", [["Host", { s: value }]], `fixed: Host ${JSON.stringify(value)}`);
  add("/", "GET", "/", [], "fixed: Host missing");
  for (const [name, value] of [
    ["X-Forwarded-Host", "h:99999"],
    ["X-Forwarded-Host", "a b"],
    ["X-Forwarded-Proto", "%"],
    ["X-Forwarded-Proto", "javascript"],
    ["X-Forwarded-For", "[::1]:80"],
    ["X-Request-Id", "\x7f"],
  ] as const) {
    add(
      "/",
      "GET",
      "/",
      [
        ["Host", host],
        [name, { s: value }],
      ],
      `fixed: ${name} ${JSON.stringify(value)}`,
    );
  }
  for (const method of ["TRACE", "CONNECT", "PROPFIND"]) add("/", method, "/", [["Host", host]], `fixed: method ${method}`);
  for (const route of context.routes) {
    const path = examplePath(route.pattern);
    for (const target of [`/${path}`, `${path}//`, `${path}/%E0%A4%A`, `${path}.data`, `${path}?_routes=%`]) {
      add(
        route.pattern,
        "GET",
        target,
        [
          ["Host", host],
          ["Sec-Fetch-Site", lit("same-origin")],
        ],
        `fixed: ${target.replace(path, "(path)")}`,
      );
    }
  }
  return cases;
}

/** Over the smallest body limit: the server may answer 413 and close while we still send. */
function routeBodyTooLarge(body: Text): boolean {
  return byteLength(body) > 60 * 1024;
}
