import type { Text } from "./inputs.ts";
import { lit } from "./noted.ts";
import type { PlanContext, RequestSpec } from "./request-spec.ts";

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
