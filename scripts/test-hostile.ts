import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";

/**
 * npm run test:hostile -- [--runs 20000] [--seed 7 | --seed random] [--only 12,345] [--postgres] [--no-build]
 *
 * Builds the production server and runs the property-based hostile-input test
 * (tests/e2e/hostile.spec.ts) alone, for as many requests as asked. `--only` replays some
 * planned requests of a run (same seed and runs) to reproduce a failure; `--postgres` runs
 * the server on a fresh database of the PostgreSQL server TEST_DATABASE_URL names.
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "2000" },
    seed: { type: "string", default: "20261111" },
    only: { type: "string" },
    postgres: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs deve ser um número inteiro positivo (recebido: ${values.runs})`);
  process.exit(2);
}
const seed = values.seed === "random" ? randomInt(2 ** 31) : Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error(`--seed deve ser um número inteiro ou "random" (recebido: ${values.seed})`);
  process.exit(2);
}
if (values.only && !/^\d+(,\d+)*$/.test(values.only)) {
  console.error(`--only deve ser uma lista de números separados por vírgula (recebido: ${values.only})`);
  process.exit(2);
}

if (!values["no-build"]) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`hostile: ${runs} runs, seed ${seed}${values.only ? `, only ${values.only}` : ""}${values.postgres ? ", PostgreSQL" : ""}`);
const result = spawnSync("npx", ["playwright", "test", "tests/e2e/hostile.spec.ts", "--reporter=list"], {
  stdio: "inherit",
  env: {
    ...process.env,
    HOSTILE_RUNS: String(runs),
    HOSTILE_SEED: String(seed),
    ...(values.only ? { HOSTILE_ONLY: values.only } : {}),
    ...(values.postgres ? { E2E_ENGINE: "postgres" } : {}),
  },
});
process.exit(result.status ?? 1);
