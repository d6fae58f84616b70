import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium.ts";

/** End-to-end tests: the system Chromium against the production build (tests/support/global-setup.ts). */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // One report per engine (scripts/test-e2e.ts runs the suite on SQLite, then on PostgreSQL).
  reporter: [["list"], ["json", { outputFile: process.env.E2E_ENGINE === "postgres" ? "reports/e2e-postgres.json" : "reports/e2e.json" }]],
  // Room for a loaded 2-core machine (CI ran three times slower on one day than the day
  // before): a test that passes is no slower for it; a wrong value still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    // The service worker copies 127 pages in the background after a first visit; only the
    // offline specs, which test it, let it run (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
