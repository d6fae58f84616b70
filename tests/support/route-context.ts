import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import type { Config } from "#app/platform/config/config.ts";
import { appContext } from "#app/platform/http/context.ts";
import type { StorageUnderTest } from "./storage-test.ts";

/** What the server hands a route's loader or action, over a storage test's database: a fresh one per request, as the server makes. */
export function routeContext(storage: StorageUnderTest, config: Config): RouterContextProvider {
  return new RouterContextProvider(
    new Map([
      [appContext, { db: storage.db, engine: storage.engine, config, logger: pino({ level: "silent" }), nonce: "n", clientAddress: "127.0.0.1" }],
    ]),
  );
}
