import fc from "fast-check";
import { EXTRA_FIELDS } from "./examples.ts";
import type { ScrapedField } from "./html.ts";
import { describeText, hostileText } from "./inputs.ts";
import { encodeBody } from "./body-encoding.ts";
import { formFields } from "./form-fields.ts";
import { lit, note, type Noted } from "./noted.ts";
import type { BodyPlan, Encoding, KnownForm, PlanContext } from "./request-spec.ts";

/** The body a request carries: a form's fields (or the table's) encoded one way or another, odd JSON, or garbage. */

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

export function bodyFor(context: PlanContext, routePattern: string, actionPath: string, own?: KnownForm): fc.Arbitrary<Noted<BodyPlan>> {
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
