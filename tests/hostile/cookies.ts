import fc from "fast-check";
import { bytesOf, describeText, hostileShortText, hostileText, percentEncode, stringOf, urlText, type Text } from "./inputs.ts";
import { lit, note, type Noted } from "./noted.ts";
import type { CookiePlan, PlanContext } from "./request-spec.ts";

/** React Router's createCookie value: base64 of the JSON, %-encoded. */
export function routerCookieValue(value: unknown): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"));
}

/**
 * The cookies sent: the site's own (plausible, hostile, or oddly encoded values) with the
 * session (a member's valid one, now and then a hostile one), or a raw hostile Cookie header.
 */
export function cookiePlan(context: PlanContext, who: "visitor" | "member"): fc.Arbitrary<Noted<CookiePlan>> {
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
