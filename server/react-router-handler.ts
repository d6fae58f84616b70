import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";
import { privateCacheControl } from "./answer-privacy.ts";
import { requestBody } from "./body-limit.ts";
import { contentSecurityPolicy } from "./security.ts";
import { matchesETag, pickEncoding, storedPage, type CachedPage, type RenderCache } from "./render-cache.ts";

/**
 * Hands a request to React Router and its answer back to Express (what
 * @react-router/express does), with the render cache in front for visitors' pages.
 * The request's address is built from PUBLIC_URL when set, never from the Host header.
 */
export interface HandlerOptions {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  publicUrl: string | undefined;
  cache: RenderCache | null;
  /** What a visitor's page varies by besides its address; null when the request is not a visitor's. */
  variantOf: (request: Request) => Promise<string | null>;
  /** The address a page is stored under (its path and the parameters its route reads); null: not stored. */
  addressOf: (url: URL) => string | null;
}

/** Answers worth storing: a page or a client navigation's data, for everyone alike. */
const STORED_TYPES = /^(text\/html|text\/x-script)/;
const DROPPED_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "content-security-policy", "date", "etag", "x-request-id"]);

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, publicUrl: string | undefined): Request {
  // req.protocol may come from X-Forwarded-Proto (TRUST_PROXY=1): only http or https is believed.
  const origin = publicUrl ? new URL(publicUrl).origin : `${req.protocol === "https" ? "https" : "http"}://${req.get("host")}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = requestBody(req);
    init.duplex = "half";
  }
  // The target is taken as a path on this site, whatever its form (`//x`, `http://other/…`).
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  try {
    return new Request(origin + req.path.replace(/^\/+/, "/") + query, init);
  } catch {
    throw Object.assign(new Error("request target is not an address on this site"), { status: 400 });
  }
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  const cacheControl = privateCacheControl({
    query: new URLSearchParams(req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : ""),
    cookie: req.get("cookie") ?? null,
    contentType: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
  });
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  if (!response.body) return void res.end();
  try {
    // A page or navigation data is sent in one piece: compressing React's many small chunks
    // one by one cost three times as much as compressing the whole (decision 0012).
    if (STORED_TYPES.test(response.headers.get("content-type") ?? "")) res.end(Buffer.from(await response.arrayBuffer()));
    else await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** Sends a stored page: 304 when the browser has it, else the bytes in the best encoding it takes. */
function sendStored(req: ExpressRequest, res: ExpressResponse, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  if (page.scriptSources) res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptSources));
  else res.removeHeader("Content-Security-Policy");
  if (matchesETag(req.get("if-none-match"), page.etag)) return void res.status(304).end();
  const encoding = pickEncoding(req.get("accept-encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.status(page.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Reads (GET, HEAD) of a reasonable address are the ones the cache may answer. */
const isRead = (req: ExpressRequest) => (req.method === "GET" || req.method === "HEAD") && req.originalUrl.length <= 1024;

export function reactRouterHandler(options: HandlerOptions) {
  let handle: ((request: Request, context: RouterContextProvider) => Promise<Response>) | null = null;
  let buildId = "";
  /** Renders in progress per key, so many visitors asking at once make one render. */
  const rendering = new Map<string, Promise<CachedPage | Response>>();

  async function render(request: Request, context: RouterContextProvider, nonce: string, now: number): Promise<CachedPage | Response> {
    const response = await handle!(request, context);
    const type = response.headers.get("content-type") ?? "";
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (response.status !== 200 || response.headers.has("set-cookie") || !STORED_TYPES.test(type) || /no-store|private/.test(cacheControl))
      return response;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
    if (!cacheControl) headers.push(["cache-control", "no-cache"]);
    return storedPage(response.status, headers, body, type.startsWith("text/html") ? nonce : null, now);
  }

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!handle) {
        const build = await options.build();
        handle = createRequestHandler(build, process.env.NODE_ENV);
        buildId = build.assets.version;
      }
      const request = toFetchRequest(req, res, options.publicUrl);
      const context = options.getLoadContext(req, res);
      const address = options.cache && isRead(req) ? options.addressOf(new URL(request.url)) : null;
      const variant = address === null ? null : await options.variantOf(request);
      if (!options.cache || address === null || variant === null) return await send(req, res, await handle(request, context));

      const key = `${buildId}|${address}|${variant}`;
      const now = Date.now();
      const hit = options.cache.get(key, now);
      if (hit) return sendStored(req, res, hit);
      if (req.method === "HEAD") return await send(req, res, await handle(request, context));
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(request, context, res.locals.nonce as string, now).finally(() => rendering.delete(key));
        rendering.set(key, pending);
        const outcome = await pending;
        if (outcome instanceof Response) return await send(req, res, outcome);
        options.cache.set(key, outcome);
        return sendStored(req, res, outcome);
      }
      // Another request is rendering this page: wait for it, or render our own if it cannot be shared.
      const shared = await pending;
      if (shared instanceof Response)
        return await send(req, res, await handle(toFetchRequest(req, res, options.publicUrl), options.getLoadContext(req, res)));
      return sendStored(req, res, shared);
    } catch (error) {
      next(error);
    }
  };
}
