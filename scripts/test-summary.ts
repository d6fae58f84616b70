import { existsSync, readFileSync } from "node:fs";

/** Prints one line, "N passed, N failed", summing the unit and end-to-end runners. */
function read(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

const unit = read("reports/unit.json") as { numPassedTests: number; numFailedTests: number } | null;
const e2e = read("reports/e2e.json") as { stats: { expected: number; unexpected: number; flaky: number } } | null;

const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(`${passed} passed, ${failed} failed`);
