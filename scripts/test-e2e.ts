import { spawnSync } from "node:child_process";

/**
 * npm run test:e2e [-- playwright arguments]
 *
 * Runs the end-to-end suite on SQLite, then — when TEST_DATABASE_URL names a reachable
 * PostgreSQL server (.ci/run sets it) — the whole suite again on PostgreSQL, so every feature
 * is proved on both engines. Both passes run even if the first fails; the exit code is the
 * first failure's. Each pass writes its own report (reports/e2e.json, reports/e2e-postgres.json).
 */
const args = process.argv.slice(2);
const engines = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

let status = 0;
for (const engine of engines) {
  console.log(`\nEnd-to-end suite on ${engine === "postgres" ? `PostgreSQL (${process.env.TEST_DATABASE_URL})` : "SQLite"}`);
  const result = spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit", env: { ...process.env, E2E_ENGINE: engine } });
  if (status === 0) status = result.status ?? 1;
}
process.exit(status);
