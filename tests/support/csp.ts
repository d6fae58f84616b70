import { createHash } from "node:crypto";

/**
 * Checks a page against its own Content-Security-Policy the way a browser would, written
 * apart from the server's code (server/render-cache.ts hashes scripts for the policy; a
 * mistake there must not be repeated here).
 */

/** The sources of a policy's directive ('self', 'nonce-…', 'sha256-…'), or null when it has none. */
export function directiveSources(policy: string, directive: string): string[] | null {
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name?.toLowerCase() === directive) return sources;
  }
  return null;
}

/** Each inline <script> of the page (one without src) that the policy allows neither by its nonce nor by its sha256 hash. */
export function inlineScriptsNotAllowed(policy: string, html: string): string[] {
  const sources = directiveSources(policy, "script-src") ?? directiveSources(policy, "default-src") ?? [];
  const refused: string[] = [];
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const nonce = /\bnonce\s*=\s*"([^"]*)"/i.exec(attributes!)?.[1];
    const hash = `'sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}'`;
    if (sources.includes(hash) || (nonce !== undefined && sources.includes(`'nonce-${nonce}'`))) continue;
    refused.push(`<script${attributes}>${content!.slice(0, 80)}…`);
  }
  return refused;
}

/** Inline event handlers (onclick="…"), which no nonce or hash of script-src allows. */
export function inlineEventHandlers(html: string): string[] {
  // An attribute starts after whitespace: a random base64 nonce ending in "/oNatQ==" is no handler.
  return [...html.matchAll(/<[a-z][\w-]*(?:\s[^>]*?)?\son[a-z]+\s*=/gi)].map(([tag]) => tag.slice(0, 120));
}
