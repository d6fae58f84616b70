import { data } from "react-router";
import { retryAfterSeconds, tooManyAttemptsMessage, tooManyRequestsMessage } from "./rules.ts";

/**
 * The one 'too many requests' answer (status 429, Retry-After, a Portuguese message) for
 * every place a limit refuses: pages put the message where they show errors, file
 * downloads answer it as plain text.
 */
const TOO_MANY_REQUESTS = 429;

/**
 * Which sentence the refusal says: 'attempts' where a person retries a form (passwords,
 * messages), 'requests' where the answer is expensive to make (search, files, ticks).
 */
export type TooManyWording = "attempts" | "requests";

/** A limit's refusal: refused until `until` (ms since the epoch), asked at `now`. */
export interface Refusal {
  until: number;
  now: Date;
}

/** The message and the Retry-After header of a refusal. */
export function refusalParts({ until, now }: Refusal, wording: TooManyWording) {
  const message = wording === "attempts" ? tooManyAttemptsMessage(until, now.getTime()) : tooManyRequestsMessage(until, now.getTime());
  return { message, headers: { "Retry-After": String(retryAfterSeconds(until, now.getTime())) } };
}

/** The 429 answer with page data: `body` places the message where the page shows it. */
export function tooManyRequests<T>(refusal: Refusal, wording: TooManyWording, body: (message: string) => T) {
  const { message, headers } = refusalParts(refusal, wording);
  return data(body(message), { status: TOO_MANY_REQUESTS, headers });
}

/** The 429 answer as plain text, for loaders of files. */
export function tooManyRequestsText(refusal: Refusal): Response {
  const { message, headers } = refusalParts(refusal, "requests");
  return new Response(message, { status: TOO_MANY_REQUESTS, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}
