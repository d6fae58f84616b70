import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { refusedAnswer, type Where } from "#app/platform/http/forms.server.ts";
import { hitAll } from "./limiter.store.server.ts";
import type { LimitRule } from "./rules.ts";
import { tooManyRequests, type Refusal, type TooManyWording } from "./too-many-requests.server.ts";

/**
 * For actions of public forms (contact, feedback, donation): counts the post against the rule
 * for its subject (the address unless given, e.g. a member's id); null when allowed, else the
 * 429 answer, a FormAnswer with `formError`, and Retry-After.
 */
export async function refuseTooManyPosts(context: Readonly<RouterContextProvider>, rule: LimitRule, subject?: string, now = new Date()) {
  const app = getApp(context);
  const until = await hitAll(app.db, [[rule, subject ?? app.clientAddress]], now);
  if (until === null) return null;
  return formTooMany({ until, now }, "attempts");
}

/**
 * A form refused by a limit: the 429 FormAnswer, its message for the whole form, Retry-After;
 * with what was typed and which form, when the page keeps them; `because` replaces the limit's
 * own message where the refusal has a reason of its own (a paused account).
 */
export function formTooMany(refusal: Refusal, wording: TooManyWording, values?: Record<string, string>, where?: Where, because?: string) {
  return tooManyRequests(refusal, wording, (message) => refusedAnswer(because ?? message, values, where));
}
