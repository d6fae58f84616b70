import { AsyncLocalStorage } from "node:async_hooks";
import type { LogEvent } from "kysely";

/**
 * Counts the SQL statements each HTTP request sends to the database (debug and bench only,
 * `COUNT_STATEMENTS=1`): the server runs every request inside `countStatementsOf`, the
 * database's log hook adds one per statement it runs (transaction `begin` and `commit`
 * included), and the answer carries the total in `X-Statements`. Statements a search thread
 * runs on its own connection are not the server's and are not counted.
 */
type Counters = AsyncLocalStorage<{ statements: number }>;
// One store per process: the server's entry (which opens the database) and its bundle (which
// handles requests) each load this module, so the store is kept on the process's global object.
const key = Symbol.for("lampada.statementCount");
const global = globalThis as { [key]?: Counters };
const current = (global[key] ??= new AsyncLocalStorage());

/** Runs `work` (a request's handling) with a counter of its own. */
export function countStatementsOf<T>(work: () => T): T {
  return current.run({ statements: 0 }, work);
}

/** The statements run so far by the request this code runs for; 0 outside one. */
export function statementsSoFar(): number {
  return current.getStore()?.statements ?? 0;
}

/** Kysely's log hook: one more statement for the request running it. */
export function countStatement(event: LogEvent): void {
  if (event.level === "query" || event.level === "error") {
    const counter = current.getStore();
    if (counter) counter.statements++;
  }
}
