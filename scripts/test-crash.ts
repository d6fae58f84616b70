import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { verifyPassword } from "#app/areas/accounts/passwords.server.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { findReadingPlan } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { openDatabase, type Engine } from "#db/index.ts";
import { startBibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { findHalfWritten } from "#tests/crash/half-written.ts";
import { Ledger, writeKey, type Loss } from "#tests/crash/ledger.ts";
import { Random } from "#tests/crash/random.ts";
import { readSnapshot } from "#tests/crash/snapshot.ts";
import { Workload } from "#tests/crash/workload.ts";
import { startServer, type RunningServer } from "#tests/support/server-process.ts";
import { freshPostgresDatabase, POSTGRES_ADMIN_URL } from "#tests/support/fresh-postgres.ts";

/**
 * npm run test:crash -- [--cycles 20] [--engine sqlite|postgres|both] [--seed 7 | --seed random] [--workers 6] [--no-build]
 *
 * Crash safety: for each engine, starts the production server on a new database, sends a
 * stream of form posts (sign-ups, logins, notes, verse bookmarks, reading-plan days,
 * feedback) from several concurrent clients, kills the server with SIGKILL at a random
 * moment while writes are in flight, restarts it on the same database, and reads the
 * database back: every write the server acknowledged must be there, intact, and nothing
 * may be half-written. Exits 1 when a write was lost, a record is half-written or the
 * server gave an unexpected answer.
 */
const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "20" },
    engine: { type: "string", default: "both" },
    seed: { type: "string", default: "20261123" },
    workers: { type: "string", default: "6" },
    "no-build": { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
const cycles = Number(values.cycles);
if (!Number.isInteger(cycles) || cycles < 1) fail(`--cycles deve ser um número inteiro positivo (recebido: ${values.cycles})`);
const workers = Number(values.workers);
if (!Number.isInteger(workers) || workers < 1) fail(`--workers deve ser um número inteiro positivo (recebido: ${values.workers})`);
const seed = values.seed === "random" ? randomInt(2 ** 31) : Number(values.seed);
if (!Number.isInteger(seed)) fail(`--seed deve ser um número inteiro ou "random" (recebido: ${values.seed})`);
const engines: Engine[] =
  values.engine === "both" ? ["sqlite", "postgres"] : values.engine === "sqlite" || values.engine === "postgres" ? [values.engine] : [];
if (!engines.length) fail(`--engine deve ser sqlite, postgres ou both (recebido: ${values.engine})`);

/** The kill comes this long after the cycle's first acknowledged write (ms). */
const KILL_AFTER_MS = { min: 0, max: 3000 };
/** A cycle whose server acknowledges nothing for this long stops the run. */
const STALL_MS = 60_000;
const PLANS = ["salmos-30-dias", "proverbios-31-dias", "evangelhos-40-dias"].map((id) => ({ id, days: findReadingPlan(id)!.licoes }));

interface EngineResult {
  engine: Engine;
  cycles: number;
  acknowledged: number;
  byKind: string;
  unanswered: number;
  inFlightAtKill: number;
  lost: Loss[];
  halfWritten: string[];
  unexpected: string[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runEngine(engine: Engine, sourceUrl: string, random: Random): Promise<EngineResult> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), "lampada-crash-"));
  const postgres = engine === "postgres" ? await freshPostgresDatabase("lampada_crash") : null;
  const databaseUrl = postgres?.url ?? `file:${join(dataDir, "crash.db")}`;
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: "1", BIBLE_SOURCE_URL: sourceUrl, LOG_LEVEL: "warn" };
  const start = () => startServer(env, `test-results/crash-${engine}.log`);
  const ledger = new Ledger();
  const workload = new Workload(ledger, random, PLANS);
  const lost = new Map<string, Loss>();
  const halfWritten = new Set<string>();
  let inFlightAtKill = 0;

  /** Reads the database back after a restart. */
  async function check(): Promise<void> {
    const { db } = openDatabase(databaseUrl);
    try {
      const snapshot = await readSnapshot(db);
      for (const loss of ledger.findLost(snapshot.observed)) lost.set(`${loss.problem}|${writeKey(loss.write)}`, loss);
      for (const problem of findHalfWritten(snapshot.integrity, (id) => findBook(id)?.capitulos)) halfWritten.add(problem);
      // An acknowledged sign-up's password still opens it (checked once: the hash never changes here).
      for (const { email, password } of workload.uncheckedPasswords.splice(0)) {
        const hash = snapshot.passwordHashes.get(email);
        if (hash !== undefined && !(await verifyPassword(hash, password)))
          lost.set(`password|${email}`, { write: { kind: "account", email, name: "", age: 0 }, problem: "altered" });
      }
    } finally {
      await db.destroy();
    }
  }

  let server: RunningServer = await start();
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      await check();
      const before = ledger.acknowledged;
      workload.start(server.url, workers);
      // The first answers of a new process take a while (warm-up, password hashing): the kill
      // comes at a random moment after the server has acknowledged a write in this cycle
      // (and, in the first cycles, after a member has logged in).
      const deadline = Date.now() + STALL_MS;
      while (ledger.acknowledged === before || workload.members.length === 0) {
        if (server.process.exitCode !== null || Date.now() > deadline)
          throw new Error(
            `nenhuma escrita confirmada no ciclo ${cycle} (respostas inesperadas: ${workload.unexpected.length}); veja test-results/crash-${engine}.log`,
          );
        await sleep(10);
      }
      await sleep(random.int(KILL_AFTER_MS.min, KILL_AFTER_MS.max));
      while (workload.inFlight === 0) await sleep(5);
      inFlightAtKill += workload.inFlight;
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      const stopped = workload.stop(); // no new request after the kill
      server.process.kill("SIGKILL");
      await exited;
      await stopped;
      server = await start();
      process.stdout.write(`\r${engine}: ciclo ${cycle}/${cycles}, ${ledger.acknowledged} escritas confirmadas`);
    }
    await check();
  } finally {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write("\n");
  return {
    engine,
    cycles,
    acknowledged: ledger.acknowledged,
    byKind: [...ledger.acknowledgedByKind].map(([kind, n]) => `${kind} ${n}`).join(", "),
    unanswered: ledger.unanswered,
    inFlightAtKill,
    lost: [...lost.values()],
    halfWritten: [...halfWritten],
    unexpected: workload.unexpected.map((u) => `${u.status} ${u.path}`),
    seconds: (performance.now() - started) / 1000,
  };
}

if (!values["no-build"]) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`crash: ${cycles} ciclos por banco (${engines.join(", ")}), ${workers} clientes, seed ${seed}`);
if (engines.includes("postgres")) console.log(`PostgreSQL: ${POSTGRES_ADMIN_URL}`);
const source = await startBibleSourceStandIn();
const results: EngineResult[] = [];
try {
  const random = new Random(seed);
  for (const engine of engines) results.push(await runEngine(engine, source.url, random));
} finally {
  await source.close();
}

let failed = false;
for (const r of results) {
  console.log(`\n${r.engine}: ${r.cycles} ciclos em ${r.seconds.toFixed(1)} s`);
  console.log(`  escritas confirmadas: ${r.acknowledged} (${r.byKind})`);
  console.log(`  em curso ao matar: ${r.inFlightAtKill}; sem resposta: ${r.unanswered}`);
  console.log(`  escritas perdidas: ${r.lost.length}`);
  console.log(`  registros pela metade: ${r.halfWritten.length}`);
  console.log(`  respostas inesperadas: ${r.unexpected.length}`);
  for (const loss of r.lost.slice(0, 10)) console.log(`    perdida (${loss.problem}): ${writeKey(loss.write)}`);
  for (const problem of r.halfWritten.slice(0, 10)) console.log(`    pela metade: ${problem}`);
  for (const answer of r.unexpected.slice(0, 10)) console.log(`    inesperada: ${answer}`);
  failed ||= r.lost.length + r.halfWritten.length + r.unexpected.length > 0;
}
process.exit(failed ? 1 : 0);
