import { Worker } from "node:worker_threads";
import { sql, type CompiledQuery, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/**
 * SQLite searches on a thread of their own. node:sqlite answers synchronously, so a search
 * run on the server's connection holds every other request until it ends; the thread reads
 * the same file through its own read-only connection (WAL lets it read while the server
 * writes, and each statement sees what was committed before it started), and the server's
 * thread only posts the query and waits. An in-memory database has no file to share: its
 * queries run where they are.
 */

/**
 * The search thread's nice value: the server's thread (0) gets the core first, so a health check
 * or a page is answered before the next search runs, while searches keep about a tenth of a busy
 * core (decision 0040: 10 rather than 19, which left them 1.5 %).
 */
export const SEARCH_THREAD_NICE = 10;

/** How long a thread waits for work before it ends (it starts again on the next search). */
const IDLE_MS = 30_000;

interface Request {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

type Reply = { id: number; rows: unknown[] } | { id: number; error: string };

/**
 * The thread's whole program. The server is one bundle, so the thread has no module file to
 * start from: it gets this function's source, which must not name anything outside its body.
 */
function searchThread(): void {
  const { parentPort, workerData } = process.getBuiltinModule("node:worker_threads");
  const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
  const { path, nice } = workerData as { path: string; nice: number };
  // Linux gives each thread its own nice value; elsewhere the thread keeps the server's priority.
  try {
    const thread = Number(process.getBuiltinModule("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
    process.getBuiltinModule("node:os").setPriority(thread, nice);
  } catch {
    // No /proc/thread-self: not Linux.
  }
  const database = new DatabaseSync(path, { readOnly: true, timeout: 5000 });
  database.exec("PRAGMA cache_size = -16000;");
  const statements = new Map<string, ReturnType<typeof database.prepare>>();
  parentPort!.on("message", (request: Request) => {
    let reply: Reply;
    try {
      let statement = statements.get(request.sql);
      if (!statement) {
        if (statements.size >= 32) statements.clear();
        statement = database.prepare(request.sql);
        statements.set(request.sql, statement);
      }
      reply = { id: request.id, rows: statement.all(...(request.parameters as never[])) };
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply);
  });
}

interface Waiting {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

/** The thread ended (or never started) before answering: the query itself did not fail. */
class ThreadEnded extends Error {}

class SearchThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  readonly #onEnd: (answered: boolean) => void;
  #next = 0;
  #answered = false;
  #ended = false;
  #idle: NodeJS.Timeout | undefined;

  /** `onEnd` is told once, when the thread stops taking work, whether it ever answered. */
  constructor(path: string, onEnd: (answered: boolean) => void) {
    this.#onEnd = onEnd;
    this.#worker = new Worker(`(${searchThread.toString()})()`, { eval: true, workerData: { path, nice: SEARCH_THREAD_NICE } });
    this.#worker.unref();
    this.#worker.on("message", (reply: Reply) => {
      this.#answered = true;
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      if ("error" in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.rows);
      this.#rest();
    });
    this.#worker.on("error", (error) => this.#end(new ThreadEnded(error.message)));
    this.#worker.on("exit", (code) => this.#end(new ThreadEnded(`search thread exited with code ${code}`)));
    this.#rest();
  }

  read(query: CompiledQuery): Promise<unknown[]> {
    clearTimeout(this.#idle);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, sql: query.sql, parameters: query.parameters } satisfies Request);
    });
  }

  /** With nothing waiting, ends after IDLE_MS (out of the list first, so no query is posted to it after). */
  #rest(): void {
    if (this.#waiting.size > 0) return;
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      this.#end(new ThreadEnded("search thread idle"));
      void this.#worker.terminate();
    }, IDLE_MS).unref();
  }

  #end(error: ThreadEnded): void {
    clearTimeout(this.#idle);
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
    if (this.#ended) return;
    this.#ended = true;
    this.#onEnd(this.#answered);
  }
}

const threads = new Map<string, SearchThread>();
/** Files whose thread could not start (a read-only connection refused): searched on the server's connection. */
const unthreaded = new Set<string>();
const files = new WeakMap<Kysely<Database>, Promise<string | null>>();

/** The database's file, or null for an in-memory one. */
async function databaseFile(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  return rows.find((row) => row.name === "main")?.file || null;
}

function threadFor(path: string): SearchThread {
  let thread = threads.get(path);
  if (!thread) {
    const started: SearchThread = new SearchThread(path, (answered) => {
      if (threads.get(path) === started) threads.delete(path);
      if (!answered) unthreaded.add(path);
    });
    threads.set(path, (thread = started));
  }
  return thread;
}

/**
 * Runs a read-only query on the search thread of the database's file (SQLite only). If the
 * thread ends before answering, the query runs on the server's connection instead.
 */
export async function readOnSearchThread<Row>(db: Kysely<Database>, query: CompiledQuery<Row>): Promise<Row[]> {
  let file = files.get(db);
  if (!file) files.set(db, (file = databaseFile(db)));
  const path = await file;
  if (path && !unthreaded.has(path)) {
    try {
      return (await threadFor(path).read(query)) as Row[];
    } catch (error) {
      if (!(error instanceof ThreadEnded)) throw error;
    }
  }
  return (await db.executeQuery(query)).rows;
}
