import fc from "fast-check";
import { USER_AGENTS } from "./examples.ts";
import { describeText, hostileShortText, hostileText, stringOf, type Text } from "./inputs.ts";
import { lit, note, type Noted } from "./noted.ts";
import type { PlanContext } from "./request-spec.ts";

function randomAddress(): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);
}

/** The headers the server reads, mostly as a browser sends them, now and then hostile. */
export function headerArb(context: PlanContext, isWrite: boolean): fc.Arbitrary<Noted<Array<[string, Text]>>> {
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
