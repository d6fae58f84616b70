import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "#app/platform/config/config.ts";
import type { Engine } from "#db/index.ts";
import type { Database } from "#db/schema.ts";

/** What the server hands every loader and action for one request. */
export interface AppContext {
  db: Kysely<Database>;
  engine: Engine;
  config: Config;
  logger: Logger;
  /** Per-request CSP nonce for the scripts the page renders. */
  nonce: string;
  /**
   * The client's address (from X-Forwarded-For only with TRUST_PROXY=1) as abuse limits count
   * it: IPv6 grouped by its /64 (addressKey).
   */
  clientAddress: string;
}

export const appContext = createContext<AppContext>();

export function getApp(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
