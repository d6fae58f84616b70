import { safeReturnPath } from "#app/areas/accounts/return-path.ts";
import type { RawOutcome } from "./client.ts";
import type { RequestSpec } from "./request-spec.ts";

/** One thing the server did wrong, with what is needed to reproduce it. */
export interface Failure {
  check: string;
  spec: RequestSpec | null;
  route: string;
  method: string;
  contentType: string;
  status: number | null;
  excerpt: string;
  detail: string;
  requestId: string | null;
  /** The exact bytes sent (one copy). */
  request: Buffer | null;
  /** The server's own log line for the error, when found. */
  serverError?: string;
}

/** A script the server would never write: no nonce, straight from a payload. */
const INJECTED_SCRIPT = /<script>alert\(1\)<\/script>/;
/** Markup from the payloads that only matters outside scripts (inside one, the data is JSON). */
const OUTSIDE_SCRIPT_PAYLOADS = [
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<iframe srcdoc=",
  '<svg xmlns="http://www.w3.org/2000/svg" onload=',
];
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

export function isHtml(contentType: string | undefined): boolean {
  return contentType === undefined || /html|xml/i.test(contentType);
}

/** Where a payload came back as markup, if it did. */
export function injectedMarkup(body: string): string | null {
  const script = INJECTED_SCRIPT.exec(body);
  if (script) return around(body, script.index);
  const outside = body.replace(SCRIPTS, "");
  for (const payload of OUTSIDE_SCRIPT_PAYLOADS) {
    const at = outside.indexOf(payload);
    if (at >= 0) return around(outside, at);
  }
  const jsHref = /\b(href|src|action|formaction)\s*=\s*["']?\s*javascript:alert/i.exec(outside);
  if (jsHref) return around(outside, jsHref.index);
  return null;
}

/**
 * Whether a redirect leaves the site, read as a browser reads it (tabs and line breaks
 * dropped, backslashes as slashes): another host, or a scheme such as javascript:.
 */
export function leavesSite(location: string, spec: RequestSpec): boolean {
  const browser = location
    .replace(/[\t\n\r]/g, "")
    .replace(/\\/g, "/")
    .trim();
  if (browser.startsWith("//")) return true;
  if (browser.startsWith("/")) return false;
  const own = spec.headers.find(([name]) => name.toLowerCase() === "host")?.[1];
  try {
    const target = new URL(browser);
    return !(target.protocol === "http:" || target.protocol === "https:") || (own !== undefined && "s" in own && target.host !== own.s);
  } catch {
    return false;
  }
}

/**
 * A return path a page carries on in a hidden field (`name="voltar"`) that the one return-path
 * check refuses: pages must drop such a value, never echo it (issue 45). Null when none.
 */
export function echoedReturnPath(body: string): string | null {
  for (const match of body.matchAll(/<input\b[^>]*\bname="voltar"[^>]*>/g)) {
    const value = /\bvalue="([^"]*)"/.exec(match[0])?.[1];
    if (value === undefined) continue;
    const decoded = value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    if (safeReturnPath(decoded) !== decoded) return decoded;
  }
  return null;
}

const STACK = /\n\s+at [^\n]*\((?:file:\/\/|\/|node:)[^\n]*\)|node_modules\/[^\s]+\.js:\d+/;

/** A stack trace or a path of the server's files in an answer. */
export function leakedStack(body: string): string | null {
  const match = STACK.exec(body);
  return match ? around(body, match.index) : null;
}

function around(text: string, at: number): string {
  return oneLine(text.slice(Math.max(0, at - 60), at + 120));
}

export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** A short excerpt of an answer's body, the readable part of an HTML page first. */
export function excerpt(body: Buffer, contentType: string | undefined): string {
  const text = body.toString("utf8");
  if (isHtml(contentType)) {
    const title = /<title>([\s\S]*?)<\/title>/i.exec(text)?.[1] ?? "";
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(text)?.[1] ?? "";
    const p = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(text)?.[1] ?? "";
    const readable = [title, h1, p]
      .map((s) => s.replace(/<[^>]+>/g, ""))
      .filter(Boolean)
      .join(" | ");
    if (readable) return oneLine(readable, 160);
  }
  return oneLine(text, 160);
}

/** Node's own cap on a request's line and headers: over it, a 431 and maybe a reset connection. */
const NODE_HEADER_LIMIT = 16 * 1024 - 256;

/** The answer's own checks: no 5xx, an answer at all, no markup from a payload, no stack trace. */
export function checkOutcome(
  spec: RequestSpec,
  outcome: RawOutcome,
  headLength: number,
): Array<Pick<Failure, "check" | "status" | "excerpt" | "detail">> {
  const found: Array<Pick<Failure, "check" | "status" | "excerpt" | "detail">> = [];
  if (outcome.kind === "timeout") {
    if (!spec.mayGoUnanswered && !spec.halfClose)
      found.push({ check: "no answer (timed out)", status: null, excerpt: "", detail: `no answer after ${outcome.ms} ms` });
    return found;
  }
  if (outcome.kind === "closed") {
    if (!spec.mayGoUnanswered && !spec.halfClose && headLength < NODE_HEADER_LIMIT)
      found.push({ check: "no answer (connection closed)", status: null, excerpt: "", detail: outcome.detail });
    return found;
  }
  const { response } = outcome;
  const contentType = response.headers.get("content-type")?.[0];
  const body = response.body.toString("utf8");
  if (response.status >= 500) found.push({ check: "5xx", status: response.status, excerpt: excerpt(response.body, contentType), detail: "" });
  if (isHtml(contentType)) {
    const markup = injectedMarkup(body);
    if (markup)
      found.push({
        check: "user text rendered as markup",
        status: response.status,
        excerpt: markup,
        detail: `content-type ${contentType ?? "(none)"}`,
      });
  }
  if (isHtml(contentType)) {
    const echoed = echoedReturnPath(body);
    if (echoed !== null)
      found.push({ check: "refused return path echoed into the page", status: response.status, excerpt: JSON.stringify(echoed), detail: "" });
  }
  const location = response.headers.get("location")?.[0];
  if (response.status >= 300 && response.status < 400 && location !== undefined && leavesSite(location, spec)) {
    found.push({ check: "redirect to another site", status: response.status, excerpt: `Location: ${JSON.stringify(location)}`, detail: "" });
  }
  const stack = leakedStack(body);
  if (stack) found.push({ check: "stack trace in the answer", status: response.status, excerpt: stack, detail: "" });
  return found;
}
