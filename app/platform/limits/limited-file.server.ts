import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { hitAll } from "./limiter.store.server.ts";
import { LIMITS, retryAfterSeconds, tooManyRequestsMessage } from "./rules.ts";

/**
 * For the loaders of generated files (PDF, lyrics): counts the download against the
 * address's limit; null when allowed, else the 429 answer with a Portuguese message.
 */
export async function refuseTooManyFiles(context: Readonly<RouterContextProvider>): Promise<Response | null> {
  const app = getApp(context);
  const now = new Date();
  const until = await hitAll(app.db, [[LIMITS.filePerAddress, app.clientAddress]], now);
  if (until === null) return null;
  return new Response(tooManyRequestsMessage(until, now.getTime()), {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(retryAfterSeconds(until, now.getTime())) },
  });
}
