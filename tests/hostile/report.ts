import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import type { Failure } from "./checks.ts";
import { oneLine } from "./checks.ts";
import { decodedOrNull } from "#app/platform/site/decode.ts";
import { printableRequest } from "./wire.ts";

/** An address as the server logs it: decoded where its escapes are whole. */
const readableUrl = (url: string) => decodedOrNull(url) ?? url;

/**
 * Failures grouped by cause (the check, the status and the server's error or the answer),
 * each group with the routes, methods and inputs it was seen with and its smallest request.
 */
export interface FailureGroup {
  key: string;
  check: string;
  status: number | null;
  cause: string;
  count: number;
  routes: Record<string, number>;
  methods: Record<string, number>;
  contentTypes: Record<string, number>;
  /** The most frequent notes on what was hostile. */
  inputs: Record<string, number>;
  /** What was found, when it varies within the cause (the tables a refusal wrote…). */
  details: Record<string, number>;
  /** Small requests found that fail the same way (one per trigger found, at most three). */
  narrowed: Array<{ tries: number; removed: string[]; request: string }>;
  /** The first failure of the cause as written down: its request printable, with the number it was sent under. */
  example: Pick<Failure, "route" | "method" | "contentType" | "status" | "excerpt" | "detail" | "serverError"> & {
    id: number | null;
    request: string;
  };
}

export interface LogLine {
  level?: number;
  msg?: string;
  reqId?: string;
  url?: string;
  status?: number;
  err?: { message?: string; type?: string; stack?: string; input?: unknown };
  signal?: string;
}

export function parseLogLines(text: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.startsWith("{")) continue;
    try {
      lines.push(JSON.parse(raw) as LogLine);
    } catch {
      // not a log line
    }
  }
  return lines;
}

/**
 * The server's error for each failing request id, from its log lines: an Express error
 * names the request id; a React Router error (loader, action, render) names the URL and
 * comes before the request's own line.
 */
export function errorsFor(lines: readonly LogLine[], requestIds: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  const describe = (line: LogLine) => {
    // The first frame outside Node's own code says where; a URL error's input says what.
    const frames = line.err?.stack?.split("\n").filter((l) => /^\s+at /.test(l)) ?? [];
    const frame = (frames.find((l) => !l.includes("node:internal")) ?? frames[0])
      ?.trim()
      .replace(/file:\/\/[^\s)]*?\/(build|node_modules|server|app)\//, "$1/");
    const input = line.err?.input === undefined ? "" : ` (input ${JSON.stringify(String(line.err.input).slice(0, 60))})`;
    return oneLine(`${line.msg ?? ""}: ${line.err?.type ?? ""} ${line.err?.message ?? "(no message)"}${input}${frame ? ` (${frame})` : ""}`, 300);
  };
  lines.forEach((line, index) => {
    if (!line.reqId || !requestIds.has(line.reqId)) return;
    if ((line.level ?? 0) >= 50 && line.err) {
      found.set(line.reqId, describe(line));
      return;
    }
    if (line.msg !== "request" || found.has(line.reqId)) return;
    for (let back = index - 1; back >= Math.max(0, index - 400); back--) {
      const candidate = lines[back]!;
      if ((candidate.level ?? 0) < 50 || !candidate.err) continue;
      if (candidate.url && line.url && !candidate.url.endsWith(line.url) && !readableUrl(candidate.url).endsWith(readableUrl(line.url))) continue;
      found.set(line.reqId, describe(candidate));
      return;
    }
  });
  return found;
}

export function serverErrors(logFile: string, requestIds: ReadonlySet<string>): Map<string, string> {
  return existsSync(logFile) ? errorsFor(parseLogLines(readFileSync(logFile, "utf8")), requestIds) : new Map();
}

/** Reads what the server logged since the last call. */
export class LogTail {
  private offset = 0;
  private readonly file: string;

  constructor(file: string) {
    this.file = file;
    this.skip();
  }

  skip(): void {
    this.offset = existsSync(this.file) ? statSync(this.file).size : 0;
  }

  read(): LogLine[] {
    if (!existsSync(this.file)) return [];
    const size = statSync(this.file).size;
    if (size <= this.offset) return [];
    const buffer = Buffer.alloc(size - this.offset);
    const fd = openSync(this.file, "r");
    readSync(fd, buffer, 0, buffer.length, this.offset);
    closeSync(fd);
    // only whole lines
    const end = buffer.lastIndexOf(0x0a);
    if (end < 0) return [];
    this.offset += end + 1;
    return parseLogLines(buffer.subarray(0, end).toString("utf8"));
  }
}

/** What makes two failures the same: the check, the status, and the server's error or the answer (numbers and ids blurred). */
export function causeOf(failure: Pick<Failure, "serverError" | "check" | "detail" | "excerpt" | "route" | "method">): string {
  // A refusal that wrote: one cause per route and method (what it wrote is in the details).
  if (failure.check === "refused request changed data") return `${failure.method} ${failure.route}`;
  const text = failure.serverError ?? (failure.check.startsWith("no answer") ? failure.detail : failure.excerpt);
  return text
    .replace(/ \(at .*$/, "")
    .replace(/"(?:[^"\\]|\\.)*"|'[^']*'|`[^`]*`/g, "…")
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, "<id>")
    .replace(/\d+/g, "#")
    .slice(0, 140);
}

function bump(record: Record<string, number>, key: string) {
  record[key] = (record[key] ?? 0) + 1;
}

export function groupKey(failure: Pick<Failure, "serverError" | "check" | "detail" | "excerpt" | "status" | "route" | "method">): string {
  return `${failure.check}|${failure.status ?? "-"}|${causeOf(failure)}`;
}

export function groupFailures(
  failures: readonly Failure[],
  narrowed: ReadonlyMap<string, Array<{ tries: number; kept: string[]; request: Buffer }>> = new Map(),
): FailureGroup[] {
  const groups = new Map<string, FailureGroup & { size: number }>();
  for (const failure of failures) {
    const cause = causeOf(failure);
    const key = groupKey(failure);
    let group = groups.get(key);
    const size = failure.request?.length ?? Number.MAX_SAFE_INTEGER;
    if (!group) {
      group = {
        key,
        check: failure.check,
        status: failure.status,
        cause,
        count: 0,
        routes: {},
        methods: {},
        contentTypes: {},
        inputs: {},
        details: {},
        narrowed: [],
        example: exampleOf(failure),
        size,
      };
      groups.set(key, group);
    } else if (size < group.size) {
      group.example = exampleOf(failure);
      group.size = size;
    }
    group.count++;
    bump(group.routes, failure.route);
    bump(group.methods, failure.method);
    bump(group.contentTypes, failure.contentType);
    if (failure.detail)
      bump(
        group.details,
        failure.detail.replace(/\d+ → \d+/g, (m) => (Number(m.split(" → ")[1]) > Number(m.split(" → ")[0]) ? "more" : "fewer")),
      );
    for (const n of failure.spec?.notes ?? []) bump(group.inputs, n.replace(/: .*$/, ""));
  }
  return [...groups.values()]
    .map(({ size: _size, ...group }) => {
      const n = narrowed.get(group.key) ?? [];
      return {
        ...group,
        inputs: top(group.inputs, 8),
        narrowed: n.map((x) => ({ tries: x.tries, removed: x.kept, request: printableRequest(x.request, 1200) })),
      };
    })
    .sort((a, b) => b.count - a.count);
}

function top(record: Record<string, number>, n: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(record)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n),
  );
}

function exampleOf(failure: Failure): FailureGroup["example"] {
  return {
    id: failure.spec && failure.spec.id < 1_000_000 ? failure.spec.id : null,
    route: failure.route,
    method: failure.method,
    contentType: failure.contentType,
    status: failure.status,
    excerpt: failure.excerpt,
    detail: failure.detail,
    serverError: failure.serverError,
    request: failure.request ? printableRequest(failure.request, 1200) : "(none)",
  };
}

function list(record: Record<string, number>, max = 10): string {
  const entries = Object.entries(record).sort((a, b) => b[1] - a[1]);
  const shown = entries.slice(0, max).map(([k, v]) => `${k} (${v})`);
  return entries.length > max ? `${shown.join(", ")}, … ${entries.length - max} more` : shown.join(", ");
}

export interface RunSummary {
  seed: number;
  runs: number;
  requests: number;
  setupRequests: number;
  narrowingRequests: number;
  seconds: number;
  statuses: Record<string, number>;
  database: string;
}

/** The text the test prints: figures, then each distinct failure with a reproduction. */
export function formatReport(summary: RunSummary, groups: readonly FailureGroup[]): string {
  const out: string[] = [];
  out.push(
    `Hostile input: ${summary.requests} requests tried (+${summary.setupRequests} to discover forms, +${summary.narrowingRequests} to narrow failures), seed ${summary.seed}, ${summary.runs} runs, ${summary.seconds.toFixed(1)} s, ${summary.database}.`,
  );
  out.push(`Answers: ${list(summary.statuses, 30)}.`);
  const total = groups.reduce((n, g) => n + g.count, 0);
  out.push(groups.length ? `${total} failures, ${groups.length} distinct:` : "No failures.");
  groups.forEach((g, i) => {
    const e = g.example;
    out.push("");
    out.push(`${i + 1}. [${g.check}${g.status ? ` ${g.status}` : ""}] ${g.cause || "(no detail)"} — ${g.count}×`);
    out.push(`   routes: ${list(g.routes)}`);
    out.push(`   methods: ${list(g.methods)}; content types: ${list(g.contentTypes, 5)}`);
    if (Object.keys(g.inputs).length) out.push(`   inputs: ${list(g.inputs, 8)}`);
    out.push(`   example: ${e.method} ${e.route}, content type ${e.contentType}, status ${e.status ?? "none"}`);
    if (e.excerpt) out.push(`   answer: ${e.excerpt}`);
    if (Object.keys(g.details).length > 1) out.push(`   details: ${list(g.details, 6)}`);
    else if (e.detail) out.push(`   detail: ${e.detail}`);
    if (e.serverError) out.push(`   server log: ${e.serverError}`);
    if (e.id !== null) out.push(`   reproduce: npm run test:hostile -- --seed ${summary.seed} --runs ${summary.runs} --only ${e.id}`);
    const indent = (text: string) =>
      text
        .split("\n")
        .map((l) => `      ${l}`)
        .join("\n");
    g.narrowed.forEach((n, j) =>
      out.push(
        `   smallest request found that fails the same way${g.narrowed.length > 1 ? ` (${j + 1} of ${g.narrowed.length})` : ""}, ${n.tries} tries:\n${indent(n.request)}`,
      ),
    );
    if (!g.narrowed.length) out.push(`   request sent:\n${indent(e.request)}`);
  });
  return out.join("\n");
}
