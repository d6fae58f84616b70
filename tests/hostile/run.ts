import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { sendRaw, type RawOutcome } from "./client.ts";
import { checkOutcome, excerpt, type Failure } from "./checks.ts";
import { differences, type DatabaseWatch, type Snapshot } from "./database.ts";
import { PARAM_EXAMPLES, QUERY_EXAMPLES } from "./examples.ts";
import { manifestVersion, scrapeForms, scrapeLinks, type ScrapedForm } from "./html.ts";
import { bytesOf, percentEncode, stringOf, type Text } from "./inputs.ts";
import type { Members } from "./members.ts";
import { describeContentType } from "./body-encoding.ts";
import { fixedCases } from "./fixed-cases.ts";
import { requestArb } from "./plan.ts";
import type { KnownForm, PlanContext, RequestSpec } from "./request-spec.ts";
import { minimize } from "./minimize.ts";
import {
  errorsFor,
  formatReport,
  groupFailures,
  groupKey,
  LogTail,
  parseLogLines,
  serverErrors,
  type FailureGroup,
  type RunSummary,
} from "./report.ts";
import { routeOf, type KnownRoute } from "./routes.ts";
import { wireRequest } from "./wire.ts";

export interface HostileOptions {
  baseUrl: string;
  runs: number;
  seed: number;
  /** Only these planned requests (by number), to reproduce a failure. */
  only?: ReadonlySet<number>;
  /** Requests in flight at once for reads (writes go one at a time, or as a race). */
  concurrency?: number;
  routes: KnownRoute[];
  /** Cookie names the server reads → plausible plain values. */
  cookies: Record<string, readonly string[]>;
  sessionCookieName: string;
  watch: DatabaseWatch;
  members: Members;
  /** How the server process ended ("signal SIGTERM", "exit code 1"), or null while it runs. */
  serverExit(): string | null;
  serverLog: string;
  /** Static files the build serves (build/client), to probe beside the routes. */
  clientDirectory?: string;
  database: string;
  /** Requests allowed to narrow each distinct failure (0: none), and how many failures to narrow. */
  narrowBudget?: number;
  narrowGroups?: number;
  /** Time allowed for narrowing, in seconds (default 30). */
  narrowSeconds?: number;
  /** Log every form found. */
  verbose?: boolean;
  log(line: string): void;
}

export interface HostileResult {
  summary: RunSummary;
  groups: FailureGroup[];
  failures: Failure[];
  text: string;
}

const TIMEOUT_MS = 20_000;
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
let setupId = 1_000_000;

function lit(s: string): Text {
  return { s };
}

/** A request built by hand (discovery and warm-up), in the same shape as the planned ones. */
function plainRequest(host: string, method: string, target: string, who: "visitor" | "member", body?: string): RequestSpec {
  const headers: Array<[string, Text]> = [
    ["Host", lit(host)],
    ["User-Agent", lit("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0")],
    ["Accept", lit("text/html")],
    ["Sec-Fetch-Site", lit("same-origin")],
    ["X-Forwarded-For", lit(`10.${randomBytes(3).join(".")}`)],
  ];
  if (body !== undefined) headers.push(["Origin", lit(`http://${host}`)]);
  return {
    id: setupId++,
    who,
    method,
    route: "",
    target: lit(target),
    headers,
    cookies: { kind: "pairs", session: who === "member" ? "valid" : "none", pairs: [] },
    body: body === undefined ? null : { kind: "raw", body: lit(body), contentType: lit("application/x-www-form-urlencoded") },
    contentType: body === undefined ? "(none)" : "application/x-www-form-urlencoded",
    contentLength: "auto",
    chunked: false,
    halfClose: false,
    race: 1,
    notes: [],
    mayGoUnanswered: false,
  };
}

/** A page address for a pattern, with the first plausible value of each parameter. */
function examplePath(pattern: string): string {
  return (
    pattern
      .split("/")
      .map((segment) => {
        if (segment === "*") return PARAM_EXAMPLES["*"]![0]!;
        if (segment.startsWith(":")) return PARAM_EXAMPLES[segment.slice(1).replace(/\?$/, "")]?.[0] ?? "1";
        return segment;
      })
      .join("/") || "/"
  );
}

export async function runHostile(options: HostileOptions): Promise<HostileResult> {
  const started = performance.now();
  const url = new URL(options.baseUrl);
  const host = url.host;
  const failures: Failure[] = [];
  const statuses: Record<string, number> = {};
  let requests = 0;
  let setupRequests = 0;
  const concurrency = options.concurrency ?? 6;

  let narrowingRequests = 0;
  /** Sends one copy of a request and checks its answer (the failures are returned, not recorded). */
  const sendChecked = async (spec: RequestSpec, copy: number) => {
    const memberIndex = spec.id % Math.max(1, options.members.count);
    const session = spec.who === "member" ? options.members.cookie(memberIndex) : null;
    const wire = wireRequest(spec, session, copy);
    const outcome = await sendRaw(wire.bytes, {
      host: url.hostname,
      port: Number(url.port),
      timeoutMs: TIMEOUT_MS,
      endAfterSend: wire.halfClose,
      noBody: wire.noBody,
    });
    // A refused connection means the server stopped listening: the run reports that once.
    const refusedConnection = outcome.kind === "closed" && outcome.detail.includes("ECONNREFUSED");
    const found: Failure[] = (refusedConnection ? [] : checkOutcome(spec, outcome, wire.headLength)).map((f) => ({
      ...f,
      spec,
      route: spec.route,
      method: spec.method,
      contentType: describeContentType(spec),
      requestId: wire.requestId ?? responseId(outcome),
      request: wire.bytes,
    }));
    return { outcome, wire, found };
  };
  const send = async (spec: RequestSpec, copy: number, counted: boolean): Promise<{ outcome: RawOutcome; wire: ReturnType<typeof wireRequest> }> => {
    const { outcome, wire, found } = await sendChecked(spec, copy);
    if (counted) requests++;
    else setupRequests++;
    const key = outcome.kind === "response" ? String(outcome.response.status) : outcome.kind;
    statuses[key] = (statuses[key] ?? 0) + 1;
    failures.push(...found);
    return { outcome, wire };
  };

  // 1. Discovery: every page of the route list as a visitor and as a member; its forms and links.
  const pages = options.routes.filter((r) => r.hasPage || r.hasLoader);
  const forms = new Map<string, KnownForm>();
  const linkQueries: Record<string, Set<string>> = {};
  const staticPaths = new Set<string>();
  let version: string | null = null;
  const visit = async (path: string, who: "visitor" | "member") => {
    const spec = { ...plainRequest(host, "GET", path, who), route: routeOf(path.split("?")[0]!, options.routes) };
    const { outcome } = await send(spec, 0, false);
    if (outcome.kind !== "response") return [];
    const html = outcome.response.body.toString("utf8");
    version ??= manifestVersion(html);
    for (const asset of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) if (staticPaths.size < 6) staticPaths.add(asset[1]!);
    for (const form of scrapeForms(html, new URL(path, options.baseUrl).toString())) addForm(form, who);
    const links = scrapeLinks(html, new URL(path, options.baseUrl).toString());
    for (const link of links) {
      const [, query] = link.split("?");
      for (const [name, value] of new URLSearchParams(query ?? "")) (linkQueries[name] ??= new Set()).add(value);
    }
    return links.filter((l) => l.includes("?") && !l.startsWith("/assets/"));
  };
  const addForm = (form: ScrapedForm, who: "visitor" | "member") => {
    const route = routeOf(form.action.split("?")[0]!, options.routes);
    // A GET form's own query is replaced by its fields: one per route and set of fields.
    const query = form.method === "GET" ? "" : (form.action.split("?")[1] ?? "");
    const key = `${who}|${form.method}|${route}|${query}|${form.fields
      .map((f) => f.name)
      .sort()
      .join(",")}`;
    const known = forms.get(key);
    if (!known) {
      forms.set(key, { ...form, who, route, fields: form.fields.map((f) => ({ ...f, values: [...f.values] })) });
      return;
    }
    for (const field of form.fields) {
      const same = known.fields.find((f) => f.name === field.name);
      if (same) for (const v of field.values) if (!same.values.includes(v) && same.values.length < 20) same.values.push(v);
    }
  };
  const discover = async (whoList: Array<"visitor" | "member">) => {
    for (const who of whoList) {
      const followed = new Set<string>();
      for (const page of pages) {
        const links = await visit(examplePath(page.pattern), who);
        // Tabs and states of the same page (?tab=…, ?modo=…): their forms differ.
        for (const link of links.filter((l) => routeOf(l.split("?")[0]!, options.routes) === page.pattern).slice(0, 8)) {
          if (followed.has(link) || followed.size >= 60) continue;
          followed.add(link);
          await visit(link, who);
        }
      }
      await options.members.ensure();
    }
  };
  await discover(["visitor", "member"]);

  // 2. Warm-up: each form once with plausible values (a note to edit, a bookmark…), then look again.
  for (const form of [...forms.values()].filter((f) => f.method === "POST")) {
    const body = form.fields
      .filter((f) => f.type !== "file")
      .map(
        (f) =>
          `${percentEncode(Buffer.from(f.name))}=${percentEncode(Buffer.from(f.values[0] ?? (f.type === "email" ? "membro@exemplo.com" : "Texto de teste")))}`,
      )
      .join("&");
    const spec = { ...plainRequest(host, "POST", form.action, form.who, body), route: form.route };
    await send(spec, 0, false);
    await options.members.ensure();
  }
  await discover(["member"]);
  options.log(
    `hostile: ${options.routes.length} routes, ${forms.size} forms, ${Object.keys(linkQueries).length} query names from links; ${setupRequests} requests to discover them`,
  );

  // 3. The plan: fast-check draws every request from the seed.
  // A GET form's fields are query parameters.
  for (const form of forms.values()) {
    if (form.method !== "GET") continue;
    for (const field of form.fields)
      for (const value of field.values.length ? field.values : [""]) (linkQueries[field.name] ??= new Set()).add(value);
  }
  if (options.verbose) {
    for (const form of forms.values())
      options.log(
        `  form ${form.method} ${form.action} (${form.who}, on ${form.page}): ${form.fields.map((f) => `${f.name}[${f.type}]`).join(", ")}`,
      );
  }
  const queries: Record<string, readonly string[]> = { ...QUERY_EXAMPLES };
  for (const [name, values] of Object.entries(linkQueries)) queries[name] = [...new Set([...(queries[name] ?? []), ...[...values].slice(0, 20)])];
  const extraPaths = ["/healthz", "/__manifest", "/favicon.ico", "/robots.txt", ...staticPaths];
  if (options.clientDirectory && existsSync(options.clientDirectory)) {
    for (const name of readdirSync(options.clientDirectory)) if (statSync(join(options.clientDirectory, name)).isFile()) extraPaths.push(`/${name}`);
  }
  const context: PlanContext = {
    routes: options.routes,
    forms: [...forms.values()],
    queries,
    host,
    manifestVersion: version,
    extraPaths: [...new Set(extraPaths)],
    routeIds: ["root", ...options.routes.map((r) => r.id)],
    cookies: options.cookies,
    sessionCookieName: options.sessionCookieName,
  };
  // The fixed cases first (any seed), then fast-check's draws.
  const plan: RequestSpec[] = [
    ...fixedCases(context, examplePath),
    ...fc.sample(requestArb(context), { seed: options.seed, numRuns: options.runs }),
  ].map((spec, id) => ({ ...spec, id }));
  const chosen = options.only ? plan.filter((s) => options.only!.has(s.id)) : plan;

  // 4. Send: reads a few at a time; each write alone (or its identical copies at once),
  // with the database compared before and after.
  let before: Snapshot = await options.watch.snapshot();
  let index = 0;
  let steps = 0;
  let nextProgress = 0.1;
  while (index < chosen.length) {
    const step: RequestSpec[] = [];
    const isRead = (s: RequestSpec) => SAFE.has(s.method.toUpperCase()) && s.race === 1;
    const isWrite = (s: RequestSpec) => !isRead(s) && s.race === 1;
    if (isRead(chosen[index]!)) while (index < chosen.length && step.length < concurrency && isRead(chosen[index]!)) step.push(chosen[index++]!);
    // now and then a few different writes at once (a note saved while the profile changes…)
    else if (chosen[index]!.id % 10 === 0) while (index < chosen.length && step.length < 3 && isWrite(chosen[index]!)) step.push(chosen[index++]!);
    if (!step.length) step.push(chosen[index++]!);
    const mixedWrites = step.length > 1 && !isRead(step[0]!);
    const outcomes = await Promise.all(
      step.flatMap((spec) => Array.from({ length: spec.race }, (_, copy) => send(spec, copy, true).then((r) => ({ spec, ...r })))),
    );
    steps++;
    let after: Snapshot;
    if (mixedWrites || outcomes.some(unclean)) {
      // Writes sent together cannot be told apart; and the server may still be working on
      // what we sent (bytes after a short Content-Length are a second request; a half-closed
      // connection is dropped while its request runs), so its answer is not the app's. No
      // comparison: wait until the data stops moving.
      after = await settle(options.watch);
    } else {
      after = await options.watch.snapshot();
      const changed = refusedButChanged(outcomes, before, after, step.length);
      if (changed) failures.push(changed);
    }
    const { renewed, deleted } = await options.members.ensure();
    for (const id of deleted) {
      const last = outcomes[0]!;
      failures.push({
        check: "member account deleted",
        spec: last.spec,
        route: last.spec.route,
        method: last.spec.method,
        contentType: describeContentType(last.spec),
        status: last.outcome.kind === "response" ? last.outcome.response.status : null,
        excerpt: "",
        detail: `member ${id} disappeared (no request knows the password)`,
        requestId: last.wire.requestId,
        request: last.wire.bytes,
      });
    }
    before = renewed ? await options.watch.snapshot() : after;
    const notListening = outcomes.some((o) => o.outcome.kind === "closed" && o.outcome.detail.includes("ECONNREFUSED"));
    if (notListening || options.serverExit() !== null) {
      // Give a stopping server time to say how it ended.
      for (let i = 0; i < 100 && options.serverExit() === null; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      const exit = options.serverExit();
      const last = outcomes[0]!;
      failures.push({
        check: "server stopped",
        spec: last.spec,
        route: last.spec.route,
        method: last.spec.method,
        contentType: describeContentType(last.spec),
        status: null,
        excerpt: lastLogLines(options.serverLog),
        detail: `${exit ?? "still running but no longer accepting connections"} after step ${steps}${
          exit === "exit code 0" || exit === "signal SIGTERM" ? " (a stop on a signal: sent from outside the test, no request can send one)" : ""
        }`,
        requestId: last.wire.requestId,
        request: last.wire.bytes,
      });
      break;
    }
    if (index / chosen.length >= nextProgress) {
      options.log(`hostile: ${requests} requests, ${failures.length} failures, ${Math.round((performance.now() - started) / 1000)} s`);
      nextProgress += 0.1;
    }
    if (steps % 50 === 0) await options.watch.refreshTables();
  }

  // 5. Each distinct failure narrowed to a small request that still fails the same way.
  await new Promise((resolve) => setTimeout(resolve, 300));
  correlate(failures, serverErrors(options.serverLog, new Set(failures.map((f) => f.requestId).filter((id): id is string => id !== null))));
  const narrowed = new Map<string, Array<{ tries: number; kept: string[]; request: Buffer }>>();
  if (options.serverExit() === null && (options.narrowBudget ?? 40) > 0) {
    const tail = new LogTail(options.serverLog);
    let narrowId = 2_000_000;
    const byGroup = new Map<string, Failure[]>();
    for (const failure of failures) {
      if (!failure.spec || failure.check === "server stopped" || failure.check === "member account deleted") continue;
      const key = groupKey(failure);
      byGroup.set(key, [...(byGroup.get(key) ?? []), failure]);
    }
    // At most half a minute in all: the run's figures matter more than the fourth example.
    const narrowUntil = performance.now() + (options.narrowSeconds ?? 30) * 1000;
    for (const [key, list] of [...byGroup].slice(0, options.narrowGroups ?? 30)) {
      if (performance.now() > narrowUntil) break;
      const stillFails = async (candidate: RequestSpec): Promise<boolean> => {
        const spec = { ...candidate, id: narrowId++ };
        const before = key.startsWith("refused request changed data") ? await settle(options.watch) : null;
        tail.skip();
        const outcomes = await Promise.all(Array.from({ length: spec.race }, (_, copy) => sendChecked(spec, copy).then((r) => ({ spec, ...r }))));
        narrowingRequests += outcomes.length;
        const found = outcomes.flatMap((o) => o.found);
        if (before && !outcomes.some(unclean)) {
          const changed = refusedButChanged(outcomes, before, await options.watch.snapshot(), 1);
          if (changed) found.push(changed);
        }
        if (found.some((f) => f.check === "5xx")) {
          await new Promise((resolve) => setTimeout(resolve, 60));
          correlate(found, errorsFor(tail.read(), new Set(found.map((f) => f.requestId).filter((id): id is string => id !== null))));
        }
        await options.members.ensure();
        return found.some((f) => groupKey(f) === key);
      };
      // Up to three narrowed examples per cause, each from failures that did not carry what
      // the earlier ones came down to (the same error may have several triggers).
      const sorted = [...list].sort((a, b) => (a.request?.length ?? 0) - (b.request?.length ?? 0));
      const triggers: string[] = [];
      const results: Array<{ tries: number; kept: string[]; request: Buffer }> = [];
      const tried = new Set<Failure>();
      const routesTried = new Set<string>();
      const shapes = new Set<string>();
      for (let n = 0; n < 3; n++) {
        // Next: a failure without what the earlier ones came down to; when they came down to
        // nothing nameable (the path itself), one on another route.
        const next = sorted.find(
          (f) =>
            !tried.has(f) &&
            !f.spec!.notes.some((note) => triggers.some((t) => note.toLowerCase().startsWith(t))) &&
            (triggers.length > 0 || !routesTried.has(f.route)),
        );
        if (!next || (n > 0 && performance.now() > narrowUntil)) break;
        tried.add(next);
        routesTried.add(next.route);
        const result = await minimize(
          next.spec!,
          { host, examplePath: (route) => (route.startsWith("/") ? examplePath(route) : null) },
          stillFails,
          options.narrowBudget ?? 40,
        );
        const wire = wireRequest(result.spec, result.spec.who === "member" ? options.members.cookie(0) : null, 0);
        const shape = wire.bytes.toString("latin1").replace(/X-Request-Id: [^\r]*\r\n/, "");
        if (!shapes.has(shape)) results.push({ tries: result.tries, kept: result.kept, request: wire.bytes });
        shapes.add(shape);
        triggers.push(...triggersOf(result.spec, host, options.sessionCookieName));
      }
      narrowed.set(key, results);
    }
  }

  // 6. Still healthy at the end.
  if (options.serverExit() === null) {
    const { outcome } = await send({ ...plainRequest(host, "GET", "/healthz", "visitor"), route: "/healthz" }, 0, false);
    if (outcome.kind !== "response" || outcome.response.status !== 200) {
      failures.push({
        check: "/healthz not 200 at the end",
        spec: null,
        route: "/healthz",
        method: "GET",
        contentType: "(none)",
        status: outcome.kind === "response" ? outcome.response.status : null,
        excerpt: outcome.kind === "response" ? outcome.response.body.toString("utf8").slice(0, 200) : outcome.kind,
        detail: "",
        requestId: null,
        request: null,
      });
    }
  }

  const summary: RunSummary = {
    seed: options.seed,
    runs: options.runs,
    requests,
    setupRequests,
    narrowingRequests,
    seconds: (performance.now() - started) / 1000,
    statuses,
    database: options.database,
  };
  const groups = groupFailures(failures, narrowed);
  return { summary, groups, failures, text: formatReport(summary, groups) };
}

/** What is still hostile in a narrowed request, in the words its notes start with. */
function triggersOf(spec: RequestSpec, host: string, sessionCookieName: string): string[] {
  const found: string[] = [];
  for (const [name, value] of spec.headers) {
    const lower = name.toLowerCase();
    if (lower === "host" && bytesOf(value).toString("latin1") === host) continue;
    found.push(lower);
  }
  if (!spec.headers.some(([name]) => name.toLowerCase() === "host")) found.push("host");
  if (spec.cookies.kind === "raw") found.push("cookie header");
  else for (const [name] of spec.cookies.pairs) found.push(name === sessionCookieName ? "session cookie" : `cookie ${name.toLowerCase()}`);
  if (spec.body?.kind === "form")
    for (const field of spec.body.fields)
      found.push(`field ${stringOf(field.name).toLowerCase()}`, `unexpected field "${stringOf(field.name).toLowerCase()}`);
  if (bytesOf(spec.target).includes(0x3f)) found.push("query");
  if (spec.method !== "GET" && spec.method !== "POST") found.push(`method ${spec.method.toLowerCase()}`);
  return found;
}

/** A request whose framing we broke on purpose, or that got no answer: the server may still be running it. */
function unclean(o: { spec: RequestSpec; outcome: RawOutcome }): boolean {
  const { spec, outcome } = o;
  return outcome.kind !== "response" || spec.halfClose || spec.mayGoUnanswered || spec.chunked || spec.contentLength !== "auto";
}

/** Waits until two snapshots 40 ms apart agree (at most 3 s); returns the last one. */
async function settle(watch: DatabaseWatch): Promise<Snapshot> {
  let previous = await watch.snapshot();
  for (let i = 0; i < 75; i++) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const next = await watch.snapshot();
    if (!differences(previous, next).length && next.counts.size === previous.counts.size) return next;
    previous = next;
  }
  return previous;
}

/** The server's last words: its last error and stop lines. */
function lastLogLines(logFile: string): string {
  const lines = existsSync(logFile) ? parseLogLines(readFileSync(logFile, "utf8")) : [];
  return lines
    .filter((l) => (l.level ?? 0) >= 50 || /stop|exit|uncaught|unhandled/i.test(l.msg ?? ""))
    .slice(-4)
    .map((l) => `${l.msg ?? ""}${l.err?.message ? `: ${l.err.message}` : ""}${l.signal ? ` (${l.signal})` : ""}`)
    .join(" | ");
}

function correlate(failures: Failure[], errors: Map<string, string>): void {
  for (const failure of failures) if (failure.requestId && errors.has(failure.requestId)) failure.serverError = errors.get(failure.requestId);
}

/** A step whose every answer was a refusal (4xx) must leave the watched data as it was. */
function refusedButChanged(
  outcomes: Array<{ spec: RequestSpec; outcome: RawOutcome; wire: ReturnType<typeof wireRequest> }>,
  before: Snapshot,
  after: Snapshot,
  together: number,
): Failure | null {
  const refused = outcomes.every((o) => o.outcome.kind === "response" && o.outcome.response.status >= 400 && o.outcome.response.status < 500);
  if (!refused) return null;
  const changed = differences(before, after);
  if (!changed.length) return null;
  const first = outcomes[0]!;
  const response = first.outcome.kind === "response" ? first.outcome.response : null;
  return {
    check: "refused request changed data",
    spec: first.spec,
    route: first.spec.route,
    method: first.spec.method,
    contentType: describeContentType(first.spec),
    status: response?.status ?? null,
    excerpt: response ? excerpt(response.body, response.headers.get("content-type")?.[0]) : "",
    detail: `${changed.join("; ")}${together > 1 ? " (one of several reads sent together)" : ""}`,
    requestId: first.wire.requestId,
    request: first.wire.bytes,
  };
}

function responseId(outcome: RawOutcome): string | null {
  return outcome.kind === "response" ? (outcome.response.headers.get("x-request-id")?.[0] ?? null) : null;
}
