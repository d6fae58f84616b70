import fc from "fast-check";
import type { ScrapedField } from "./html.ts";
import { describeText, hostileShortText, hostileText, MARKUP_PAYLOADS, stringOf } from "./inputs.ts";
import { FILES, jsonMutation, ODD_BY_TYPE, plausibleValue } from "./field-values.ts";
import { lit, note, type Noted } from "./noted.ts";
import type { FieldValue } from "./request-spec.ts";

/** The fields of a form, each kept, changed to something hostile, left out or repeated; plus fields nobody asked for. */
export function formFields(fields: Array<{ field: ScrapedField; extra?: readonly string[] }>): fc.Arbitrary<Noted<FieldValue[]>> {
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
