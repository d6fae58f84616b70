import { spawnSync } from "node:child_process";

/**
 * npm run test:e2e [-- playwright arguments]
 *
 * Runs the end-to-end suite on SQLite, then — when TEST_DATABASE_URL names a reachable
 * PostgreSQL server (.ci/run sets it) — the specs whose answers depend on the engine again on
 * PostgreSQL (decision 0064). Every store function already runs on both engines in the unit
 * suite; the second pass proves through HTTP what SQL alone cannot: full-text search, sums and
 * reports, concurrent writes and idempotency, imports in one transaction, several instances, the
 * statement counts and the hostile inputs. E2E_ALL_ENGINES=1 runs the whole suite on both.
 * Both passes run even if the first fails; the exit code is the first failure's. Each pass
 * writes its own report (reports/e2e.json, reports/e2e-postgres.json).
 */
const ON_BOTH_ENGINES = [
  "instances", // two servers on one PostgreSQL database (skipped on SQLite)
  "backup", // the engine's own backup and restore
  "hostile", // every form's hostile inputs against the engine's types and limits
  "statements", // statement counts per request differ by engine
  "bible-search", // FTS5 against tsvector
  "search", // the site search on each engine's full text
  "search-notes-reading", // notes and readings in the search
  "accounts", // unique e-mail, sessions, tokens
  "email-flows", // single-use links claimed once
  "streaks", // day boundaries and the ledger
  "conquistas", // awards paid once
  "giving", // money sums and the month report
  "club-meetings", // attendance upserts and unit leagues
  "clubs", // roster and codes
  "small-groups", // requests and the wall
  "offline-queue", // replayed writes kept once
  "hymnal-import", // a whole upload in one transaction
  "projection-service", // the live service order between screens
  "church-isolation", // one church never reaches another's: filters on SQLite, row-level security too on PostgreSQL
].map((name) => `tests/e2e/${name}.spec.ts`);

const args = process.argv.slice(2);
const engines = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
const everything = process.env.E2E_ALL_ENGINES === "1" || args.some((arg) => arg.endsWith(".ts"));

let status = 0;
for (const engine of engines) {
  const postgres = engine === "postgres";
  const specs = postgres && !everything ? ON_BOTH_ENGINES : [];
  console.log(
    `\nEnd-to-end suite on ${postgres ? `PostgreSQL (${process.env.TEST_DATABASE_URL}): ${specs.length ? `${specs.length} specs whose answers depend on the engine` : "every spec"}` : "SQLite"}`,
  );
  const result = spawnSync("npx", ["playwright", "test", ...specs, ...args], { stdio: "inherit", env: { ...process.env, E2E_ENGINE: engine } });
  if (status === 0) status = result.status ?? 1;
}
process.exit(status);
