import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startBibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { startServer } from "#tests/support/server-process.ts";
import { cpuMilliseconds } from "./harness.ts";
import { createMember, createMembers } from "./seed-members.ts";

/**
 * npm run bench:costs -- [--engine sqlite|postgres] [--requests 300] [--app-dir .]
 *
 * What a member's requests cost the server, in figures a busy machine changes little: the SQL
 * statements each one runs (the server started with COUNT_STATEMENTS=1 answers them in
 * `X-Statements`) and the server process's CPU time per answer (user + system, from
 * /proc/<pid>/stat) over requests sent one at a time, after as many unmeasured. PostgreSQL's
 * own processes are not counted. Prints the load average beside the figures. Run
 * `npm run build` first; the Bible text comes from the data beside the project
 * (BIBLE_DATA_DIR) through the stand-in source, as the bench's. --app-dir runs the server from
 * another copy of the app (one holding build/), to compare two versions under the same load.
 */
const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "sqlite" },
    requests: { type: "string", default: "300" },
    "app-dir": { type: "string", default: "." },
  },
});
if (options.engine !== "sqlite" && options.engine !== "postgres") throw new Error("--engine sqlite|postgres");
process.env.E2E_ENGINE = options.engine;
const count = Number(options.requests);

const source = await startBibleSourceStandIn({ root: resolve(process.env.BIBLE_DATA_DIR ?? "../shared/data/bible-source/versions/pt-br") });
const server = await startServer({ BIBLE_SOURCE_URL: source.url, COUNT_STATEMENTS: "1", LOG_LEVEL: "warn" }, "test-results/costs-server.log", {
  cwd: options["app-dir"],
});
const member = await createMember(server.databaseUrl, "Membro Custos");
// Bookmarks are posted by members in turn: each member's writes are limited to 120 a minute.
const bookmarking = await createMembers(server.databaseUrl, "Membro Marcador", Math.ceil((2 * count) / 60));
const base = { cookie: member.cookie, "accept-encoding": "gzip" };
const reading = { ...base, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" };
const posting = { ...base, origin: server.url, "content-type": "application/x-www-form-urlencoded" };

interface Case {
  name: string;
  /** The n-th request (from 0). */
  request: (n: number) => { path: string; headers: Record<string, string>; body?: string };
}
const cases: Case[] = [
  { name: "GET / (member)", request: () => ({ path: "/", headers: base }) },
  { name: "GET /perfil", request: () => ({ path: "/perfil", headers: base }) },
  { name: "GET /biblia/gn/1, reading recorded", request: () => ({ path: "/biblia/gn/1", headers: reading }) },
  // Genesis and Exodus have 90 chapters: each of the first 90 readings is paid, then repeats.
  {
    name: "GET /biblia/gn|ex/n, reading recorded",
    request: (n) => ({ path: n % 90 < 50 ? `/biblia/gn/${(n % 90) + 1}` : `/biblia/ex/${(n % 90) - 49}`, headers: reading }),
  },
  {
    name: "POST /biblia/gn/1 versiculo=1…31",
    request: (n) => ({
      path: "/biblia/gn/1",
      headers: { ...posting, cookie: bookmarking[n % bookmarking.length]!.cookie },
      body: `versiculo=${(Math.floor(n / bookmarking.length) % 31) + 1}`,
    }),
  },
];

async function send(spec: ReturnType<Case["request"]>): Promise<number> {
  const response = await fetch(server.url + spec.path, { method: spec.body ? "POST" : "GET", headers: spec.headers, body: spec.body });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${spec.path}: ${response.status}`);
  return Number(response.headers.get("x-statements"));
}

console.log(
  `engine ${options.engine}, ${count} requests one at a time per case; load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const c of cases) {
  for (let n = 0; n < count; n++) await send(c.request(n)); // warm-up, unmeasured (and the book fetched)
  const statements = new Map<number, number>();
  const before = cpuMilliseconds(server.process.pid);
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const s = await send(c.request(count + n));
    statements.set(s, (statements.get(s) ?? 0) + 1);
  }
  const cpu = (cpuMilliseconds(server.process.pid) - before) / count;
  const wall = (performance.now() - started) / count;
  const spread = [...statements]
    .sort((a, b) => a[0] - b[0])
    .map(([s, times]) => `${s}×${times}`)
    .join(", ");
  console.log(`${c.name.padEnd(40)} ${cpu.toFixed(2).padStart(6)} ms CPU, ${wall.toFixed(2).padStart(6)} ms wall; statements ${spread}`);
}
console.log(
  `load average at end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await server.stop();
await source.close();
