import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { hitAll } from "./limiter.store.server.ts";
import { LIMITS } from "./rules.ts";
import { tooManyRequestsText } from "./too-many-requests.server.ts";

/**
 * For the loaders of generated files (PDF, lyrics): counts the download against the
 * address's limit; null when allowed, else the 429 answer with a Portuguese message.
 */
export async function refuseTooManyFiles(context: Readonly<RouterContextProvider>): Promise<Response | null> {
  const app = getApp(context);
  const now = new Date();
  const until = await hitAll(app.db, [[LIMITS.filePerAddress, app.clientAddress]], now);
  if (until === null) return null;
  return tooManyRequestsText({ until, now });
}
