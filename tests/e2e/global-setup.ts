import { startBibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { assertChromiumInstalled } from "./chromium.ts";
import { startServer } from "./server-process.ts";

/** Starts the production server for the suite (and the stand-ins it calls); the returned function stops them. */
export default async function globalSetup() {
  assertChromiumInstalled();
  const bibleSource = await startBibleSourceStandIn();
  process.env.E2E_BIBLE_SOURCE = bibleSource.origin;
  const server = await startServer({ BIBLE_SOURCE_URL: bibleSource.url });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await bibleSource.close();
  };
}
