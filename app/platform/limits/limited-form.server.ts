import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import type { FormAnswer } from "#app/platform/http/field-errors.ts";
import { hitAll } from "./limiter.store.server.ts";
import type { LimitRule } from "./rules.ts";
import { tooManyRequests } from "./too-many-requests.server.ts";

/**
 * For actions of public forms (contact, feedback, donation): counts the post against the rule
 * for its subject (the address unless given, e.g. a member's id); null when allowed, else the
 * 429 answer, a FormAnswer with `formError`, and Retry-After.
 */
export async function refuseTooManyPosts(context: Readonly<RouterContextProvider>, rule: LimitRule, subject?: string, now = new Date()) {
  const app = getApp(context);
  const until = await hitAll(app.db, [[rule, subject ?? app.clientAddress]], now);
  if (until === null) return null;
  return tooManyRequests({ until, now }, "attempts", (formError): FormAnswer<never> => ({ ok: false, errors: {}, formError }));
}
