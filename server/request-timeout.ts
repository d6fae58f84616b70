import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/**
 * The per-request time limit (decision 0019): a request the server has not begun to answer
 * within REQUEST_TIMEOUT_MS gets a short Portuguese 503 page instead of a browser spinning
 * until it gives up (a database waiting on a lock, a pool exhausted, an upstream that hangs).
 * The work already started goes on — a query cannot be taken back — but its answer is
 * dropped: the response is closed to every later write, so a late answer never becomes a
 * second response on the connection.
 */

/** Seconds the 503 asks the browser to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

const UNAVAILABLE_PAGE = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Serviço indisponível — Lâmpada</title>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Serviço indisponível no momento</h1>
<p>O servidor demorou demais para responder. Aguarde alguns segundos e tente novamente.</p><p><a href="/">Voltar ao início</a></p></body></html>`;

/** Headers set before the handler ran (security policy, request id) stay on the 503; the handler's own go. */
const KEPT_HEADERS = new Set([
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "strict-transport-security",
  "x-request-id",
]);

/** What to do when the limit is reached: answer 503, wait longer (the client is still sending its body), or nothing (the answer has begun). */
export function onTimeLimit(state: { headersSent: boolean; requestReceived: boolean }): "unavailable" | "wait" | "none" {
  if (state.headersSent) return "none";
  return state.requestReceived ? "unavailable" : "wait";
}

/** Answers 503 and closes the response to the handler still working on it. */
function answerUnavailable(res: Response): void {
  for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.has(name)) res.removeHeader(name);
  res.statusCode = 503;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Content-Length", String(Buffer.byteLength(UNAVAILABLE_PAGE)));
  res.end(UNAVAILABLE_PAGE);
  // Whatever the handler does later is dropped here, on every path (pages, files, errors).
  res.setHeader = () => res;
  res.appendHeader = () => res;
  res.removeHeader = () => {};
  res.writeHead = () => res;
  res.write = () => true;
  res.end = () => res;
}

/**
 * The clock starts when the request's head has arrived. While the client is still sending
 * a body (a photo on a slow connection) it waits: Node's own requestTimeout bounds that.
 */
export function requestTimeLimit(limitMs: number, logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    let timer: NodeJS.Timeout;
    const arm = () => {
      timer = setTimeout(() => {
        const action = onTimeLimit({ headersSent: res.headersSent, requestReceived: req.complete });
        if (action === "wait") arm();
        else if (action === "unavailable") {
          logger.warn({ reqId: res.locals.requestId, method: req.method, url: req.originalUrl, limitMs }, "request time limit reached: answered 503");
          answerUnavailable(res);
        }
      }, limitMs);
    };
    arm();
    res.on("close", () => clearTimeout(timer));
    res.on("finish", () => clearTimeout(timer));
    next();
  };
}
