import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { LoadJob, LoadResult } from "./load.ts";

/**
 * How `npm run bench` keeps the server and the load apart: the server on core 0, the
 * load generator (bench/load.ts, a process of its own) and this process on core 1, with
 * taskset where it exists and the machine has two cores or more. Otherwise nothing is
 * pinned, and the results say why.
 */
export interface Pinning {
  pinned: boolean;
  /** Command prefix for the server process. */
  server: string[];
  /** Command prefix for load generator processes. */
  load: string[];
  note: string;
}

export function choosePinning(): Pinning {
  const cores = availableParallelism();
  const taskset = spawnSync("taskset", ["-c", "0", "true"], { stdio: "ignore" });
  if (taskset.error || taskset.status !== 0) {
    return { pinned: false, server: [], load: [], note: `taskset not available: server and load generator not pinned (${cores} cores)` };
  }
  if (cores < 2) return { pinned: false, server: [], load: [], note: `only ${cores} core: server and load generator not pinned` };
  // This process (seeding, imports, the stand-in Bible source) keeps off the server's core too.
  pinThisProcess("1");
  return {
    pinned: true,
    server: ["taskset", "-c", "0"],
    load: ["taskset", "-c", "1"],
    note: `server pinned to core 0; load generator (separate autocannon processes) and the bench itself to core 1 (taskset, ${cores} cores)`,
  };
}

/**
 * Runs `work` with this process (and what it starts: Lighthouse, Chromium) allowed on every
 * core, then pins it back. A phone's browser has several cores; squeezed into one beside its
 * own GPU and network processes, Chromium's tasks ran 2–3 times longer than on two, and
 * Lighthouse scales what it observes (decision 0039). The server, pinned, is idle meanwhile.
 */
export async function onAllCores<T>(pinning: Pinning, work: () => Promise<T>): Promise<T> {
  if (!pinning.pinned) return work();
  pinThisProcess(`0-${availableParallelism() - 1}`);
  try {
    return await work();
  } finally {
    pinThisProcess("1");
  }
}

/** Sets the cores this process and its threads may run on (taskset's list: "1", "0-1"). */
function pinThisProcess(cores: string): void {
  spawnSync("taskset", ["-a", "-p", "-c", cores, String(process.pid)], { stdio: "ignore" });
}

/** Runs load jobs in a separate, pinned process (bench/load.ts); one result per job. */
export async function runJobs(pinning: Pinning, jobs: LoadJob[]): Promise<LoadResult[]> {
  const command = [...pinning.load, process.execPath, "bench/load.ts"];
  const child = spawn(command[0]!, command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(JSON.stringify(jobs));
  // A run that has not ended well after its jobs' time is stuck (a path the server refused
  // left autocannon's connections waiting for the rest of a 15-minute job): it is stopped
  // and named, not waited on.
  const allowedSeconds = jobs.reduce((sum, job) => sum + (job.delaySeconds ?? 0) + job.seconds + (job.timeoutSeconds ?? 10), 30);
  let stuck = false;
  const watchdog = setTimeout(() => ((stuck = true), child.kill("SIGKILL")), allowedSeconds * 1000);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", resolve);
  }).finally(() => clearTimeout(watchdog));
  if (stuck) throw new Error(`load generator stopped after ${allowedSeconds} s without a result (${jobs[0]?.request.paths[0]} …)`);
  if (code !== 0) throw new Error(`load generator exited with code ${code}`);
  return JSON.parse(output) as LoadResult[];
}

export async function runJob(pinning: Pinning, job: LoadJob): Promise<LoadResult> {
  return (await runJobs(pinning, [job]))[0]!;
}

/** A process's resident memory now and at its peak (MB), from /proc/<pid>/status. */
export function residentMemory(pid: number | undefined): { rssMB: number; peakRssMB: number } | null {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return null;
  const status = readFileSync(file, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMB: Math.round(kb("VmRSS") / 102.4) / 10, peakRssMB: Math.round(kb("VmHWM") / 102.4) / 10 };
}

/** The user and system CPU time a process has used (ms), from /proc/<pid>/stat; NaN without it. */
export function cpuMilliseconds(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return NaN;
  // The fields after the command name (which may hold spaces) start at the third, `state`.
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** A load job and the server's own CPU time per answer it cost (ms): steady whatever else the machine runs. */
export async function runCostedJob(
  pinning: Pinning,
  serverPid: number | undefined,
  job: LoadJob,
): Promise<LoadResult & { cpuMsPerRequest: number | null }> {
  const before = cpuMilliseconds(serverPid);
  const result = await runJob(pinning, job);
  const spent = cpuMilliseconds(serverPid) - before;
  return { ...result, cpuMsPerRequest: result.requests && Number.isFinite(spent) ? Math.round((spent / result.requests) * 100) / 100 : null };
}

/** Statuses other than the expected ones, as "500×3, 429×10" (empty when none). */
export function unexpected(result: LoadResult, expected: number[] = [200]): string {
  const odd = Object.entries(result.statuses).filter(([status]) => !expected.includes(Number(status)));
  const parts = odd.map(([status, n]) => `${status}×${n}`);
  if (result.requests === 0) parts.push("no answer in time");
  if (result.errors) parts.push(`errors×${result.errors}`);
  if (result.timeouts) parts.push(`timeouts×${result.timeouts}`);
  return parts.join(", ");
}

/**
 * A private copy of the app to serve from: the build, server/ and scripts/ copied, the rest linked.
 * Other work in the same checkout may run `npm run build` at any moment, which empties
 * build/ under a running server; the bench's server never sees that.
 */
export function snapshotApp(): { dir: string; remove(): void } {
  if (!existsSync("build/server/index.js") || !existsSync("build/client/assets")) throw new Error("no complete build in build/ (run npm run build)");
  const dir = join(tmpdir(), "lampada-bench", `app-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const copied of ["build", "server", "scripts", "package.json"]) cpSync(copied, join(dir, copied), { recursive: true });
  for (const linked of ["node_modules", "content", "app", "db"]) symlinkSync(resolve(linked), join(dir, linked));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const cleanups = new Set<() => unknown>();

/**
 * Work to undo if the bench is interrupted (Ctrl-C, SIGTERM): the app copy, the PostgreSQL
 * database. The servers stop by themselves when this process goes away. Returns the undo
 * for the normal path.
 */
export function undoOnInterrupt(undo: () => unknown): () => Promise<void> {
  cleanups.add(undo);
  return async () => {
    cleanups.delete(undo);
    await undo();
  };
}

export function handleInterrupts(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      console.error(`\n${signal}: cleaning up`);
      for (const undo of [...cleanups].reverse()) await Promise.resolve(undo()).catch((error) => console.error(error));
      process.exit(130);
    });
  }
}
