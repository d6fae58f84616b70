import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The render cache for visitors' pages (decision 0012): a page is rendered once per
 * (address, variant) and then served as stored bytes, already compressed, with an ETag.
 * A byte budget with least-recently-used eviction bounds its memory; entries also expire
 * after a while, so changes made by another instance (an import) are seen.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** The scripts' CSP sources: the hashes of the page's inline scripts (null: not HTML). */
  scriptSources: string[] | null;
  storedAt: number;
}

const sizeOf = (page: CachedPage) => page.body.length + page.gzip.length + page.br.length + 512;

export class RenderCache {
  #pages = new Map<string, CachedPage>();
  #bytes = 0;

  readonly budgetBytes: number;
  readonly ttlMs: number;

  constructor(budgetBytes: number, ttlMs: number) {
    this.budgetBytes = budgetBytes;
    this.ttlMs = ttlMs;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string, now: number): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (now - page.storedAt >= this.ttlMs) {
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    this.#pages.set(key, page); // most recently used last
    return page;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.budgetBytes) return;
    const previous = this.#pages.get(key);
    if (previous) {
      this.#pages.delete(key);
      this.#bytes -= sizeOf(previous);
    }
    this.#pages.set(key, page);
    this.#bytes += size;
    for (const [oldest, stored] of this.#pages) {
      if (this.#bytes <= this.budgetBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= sizeOf(stored);
    }
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of a page's inline scripts (those without src), in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Turns a rendered answer into a stored page: compressed both ways, hashed, its scripts' hashes taken. */
export function storedPage(status: number, headers: Array<[string, string]>, body: Buffer, html: boolean, now: number): CachedPage {
  return {
    status,
    headers,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptSources: html ? inlineScriptHashes(body.toString("utf8")) : null,
    storedAt: now,
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
