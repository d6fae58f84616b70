import { startBibleSourceStandIn } from "./bible-source-stand-in.ts";
import { assertChromiumInstalled } from "./chromium.ts";
import { e2eEngine, startServer } from "./server-process.ts";

/**
 * Starts the production server for the suite (and the stand-ins it calls); the returned
 * function stops them. E2E_ENGINE=postgres runs the whole suite on a fresh PostgreSQL database.
 */
export default async function globalSetup() {
  assertChromiumInstalled();
  process.env.E2E_ENGINE = e2eEngine();
  const bibleSource = await startBibleSourceStandIn();
  process.env.E2E_BIBLE_SOURCE = bibleSource.origin;
  // Behind a "proxy" so each test can come from its own address (X-Forwarded-For) and
  // the per-address sign-up and login limits do not add up across the suite.
  // An installation's contact e-mail (the footer and /contato show it).
  const server = await startServer({ TRUST_PROXY: "1", BIBLE_SOURCE_URL: bibleSource.url, CONTACT_EMAIL: "contato@igreja.exemplo" });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return async () => {
    await server.stop();
    await bibleSource.close();
  };
}
