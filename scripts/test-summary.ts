import { existsSync, readFileSync } from "node:fs";

/** Prints one line, "N passed, N failed", summing the unit runner and the end-to-end passes. */
function read(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

const unit = read("reports/unit.json") as { numPassedTests: number; numFailedTests: number } | null;
type E2eReport = { stats: { expected: number; unexpected: number; flaky: number } } | null;
// The end-to-end suite on SQLite, and on PostgreSQL when it was reachable.
const e2e = ["reports/e2e.json", "reports/e2e-postgres.json"].map((path) => read(path) as E2eReport);

const passed = (unit?.numPassedTests ?? 0) + e2e.reduce((sum, r) => sum + (r ? r.stats.expected + r.stats.flaky : 0), 0);
const failed = (unit?.numFailedTests ?? 0) + e2e.reduce((sum, r) => sum + (r?.stats.unexpected ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
