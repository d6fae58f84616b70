import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { loadConfig, type Config } from "#app/platform/config/config.ts";
import { appContext } from "#app/platform/http/context.ts";
import { startBibleSourceStandIn, type BibleSourceStandIn } from "./bible-source-stand-in.ts";
import { sessionCookiePair } from "./session-cookie.ts";
import type { StorageUnderTest } from "./storage-test.ts";
import { insertTestUser } from "./test-databases.ts";

/** What the server hands a route's loader or action, over a storage test's database: a fresh one per request, as the server makes. */
export function routeContext(storage: StorageUnderTest, config: Config): RouterContextProvider {
  return new RouterContextProvider(
    new Map([
      [appContext, { db: storage.db, engine: storage.engine, config, logger: pino({ level: "silent" }), nonce: "n", clientAddress: "127.0.0.1" }],
    ]),
  );
}

/**
 * A reader route's test bed over a storage test's database: member 'm1' with a session cookie,
 * and the Bible source stand-in the route reads from. Registers its own setup and teardown.
 */
export function memberReaderFixture(storage: StorageUnderTest) {
  const fixture = { cookie: "", newContext: (): RouterContextProvider => routeContext(storage, loadConfig({})) };
  let source: BibleSourceStandIn;
  beforeAll(async () => {
    source = await startBibleSourceStandIn();
    const now = new Date();
    await insertTestUser(storage.db, "m1", { name: "Maria", createdAt: now });
    fixture.cookie = sessionCookiePair(await createSession(storage.db, "m1", now));
    const config = loadConfig({ BIBLE_SOURCE_URL: source.url });
    fixture.newContext = () => routeContext(storage, config);
  });
  afterAll(() => source.close());
  return fixture;
}
