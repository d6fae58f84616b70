import { assertChromiumInstalled } from "./chromium.ts";
import { startServer } from "./server-process.ts";

/** Starts the production server for the suite; the returned function stops it. */
export default async function globalSetup() {
  assertChromiumInstalled();
  // Behind a "proxy" so each test can come from its own address (X-Forwarded-For) and
  // the per-address sign-up and login limits do not add up across the suite.
  const server = await startServer({ TRUST_PROXY: "1" });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
