import { assertChromiumInstalled } from "./chromium.ts";
import { startServer } from "./server-process.ts";

/** Starts the production server for the suite; the returned function stops it. */
export default async function globalSetup() {
  assertChromiumInstalled();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
