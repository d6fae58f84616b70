import { bytesOf, type Text } from "./inputs.ts";
import type { RequestSpec } from "./request-spec.ts";

/**
 * Narrows a failing request to a smaller one that fails the same way (same check, status
 * and cause): one part at a time — the copies, the body, each header, each cookie, each
 * field, the query, the path, the method — keeping every removal that still fails.
 * fast-check's own shrinking would replay whole runs against a server whose data has
 * moved on; this asks the server again, one request per try, within a budget.
 */
export interface MinimizeContext {
  host: string;
  /** A plausible address for a route pattern. */
  examplePath(route: string): string | null;
}

interface Candidate {
  label: string;
  spec: RequestSpec;
}

const lit = (s: string): Text => ({ s });

function withoutQuery(target: Text): Text | null {
  const bytes = bytesOf(target);
  const at = bytes.indexOf(0x3f);
  return at < 0 ? null : { bytes: [...bytes.subarray(0, at)] };
}

function queryOf(target: Text): string {
  const bytes = bytesOf(target);
  const at = bytes.indexOf(0x3f);
  return at < 0 ? "" : bytes.subarray(at).toString("latin1");
}

function candidates(spec: RequestSpec, context: MinimizeContext): Candidate[] {
  const list: Candidate[] = [];
  const add = (label: string, change: Partial<RequestSpec>) => list.push({ label, spec: { ...spec, ...change } });
  if (spec.race > 1) add("one copy", { race: 1 });
  if (spec.body) add("no body", { body: null, contentLength: "auto", chunked: false, halfClose: false });
  if (spec.contentLength !== "auto" || spec.chunked || spec.halfClose)
    add("plain framing", { contentLength: "auto", chunked: false, halfClose: false });
  const plainCookies = { kind: "pairs" as const, session: spec.who === "member" ? ("valid" as const) : ("none" as const), pairs: [] };
  if (spec.cookies.kind === "raw" || spec.cookies.pairs.length || spec.cookies.session !== plainCookies.session)
    add("no cookies", { cookies: plainCookies });
  if (spec.who === "member")
    add("visitor", {
      who: "visitor",
      cookies: spec.cookies.kind === "raw" ? { ...spec.cookies, withSession: false } : { ...spec.cookies, session: "none" },
    });
  const noQuery = withoutQuery(spec.target);
  if (noQuery) add("no query", { target: noQuery });
  const example = context.examplePath(spec.route);
  if (example && bytesOf(spec.target).toString("latin1") !== example + queryOf(spec.target))
    add("plain path", { target: lit(example + queryOf(spec.target)) });
  spec.headers.forEach(([name], i) => {
    if (name.toLowerCase() !== "host") add(`drop header ${name}`, { headers: spec.headers.filter((_, j) => j !== i) });
  });
  const hosts = spec.headers.filter(([name]) => name.toLowerCase() === "host");
  if (hosts.length !== 1 || bytesOf(hosts[0]![1]).toString("latin1") !== context.host) {
    add("plain Host", { headers: [["Host", lit(context.host)], ...spec.headers.filter(([name]) => name.toLowerCase() !== "host")] });
  }
  if (spec.cookies.kind === "pairs") {
    const cookies = spec.cookies;
    cookies.pairs.forEach(([name], i) => add(`drop cookie ${name}`, { cookies: { ...cookies, pairs: cookies.pairs.filter((_, j) => j !== i) } }));
  }
  const body = spec.body;
  if (body?.kind === "form") {
    if (body.how !== "urlencoded") add("urlencoded body", { body: { ...body, how: "urlencoded" } });
    body.fields.forEach((field, i) => {
      const name = bytesOf(field.name).toString("latin1").slice(0, 30);
      add(`drop field ${name}`, { body: { ...body, fields: body.fields.filter((_, j) => j !== i) } });
      if (field.file || bytesOf(field.value).length > 1)
        add(`field ${name} = a`, { body: { ...body, fields: body.fields.map((f, j) => (j === i ? { name: f.name, value: lit("a") } : f)) } });
    });
  } else if (body?.kind === "raw" && bytesOf(body.body).length > 0) {
    add("empty body", { body: { ...body, body: lit("") } });
  }
  if (spec.method !== "GET") add("method GET", { method: "GET" });
  if (spec.method !== "POST") add("method POST", { method: "POST" });
  return list;
}

export async function minimize(
  spec: RequestSpec,
  context: MinimizeContext,
  stillFails: (candidate: RequestSpec) => Promise<boolean>,
  budget: number,
): Promise<{ spec: RequestSpec; tries: number; kept: string[] }> {
  let current = spec;
  let tries = 0;
  const refused = new Set<string>();
  const kept: string[] = [];
  for (;;) {
    let improved = false;
    for (const candidate of candidates(current, context)) {
      if (refused.has(candidate.label)) continue;
      if (tries >= budget) return { spec: current, tries, kept };
      tries++;
      if (await stillFails(candidate.spec)) {
        current = candidate.spec;
        kept.push(candidate.label);
        improved = true;
        break;
      }
      refused.add(candidate.label);
    }
    if (!improved) return { spec: current, tries, kept };
  }
}
