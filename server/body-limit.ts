import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";

/**
 * The largest body any route reads (a 2 MB photo plus its envelope). Each route's own,
 * smaller cap is applied by `parseForm` as it reads (app/platform/http/forms.server.ts),
 * chosen by the route that matched, never by the raw path. This only turns away, before
 * reading anything, a declared length no route would accept.
 */
const LARGEST_BODY = 3 * 1024 * 1024;

const TOO_LARGE = "Conteúdo grande demais para este formulário.";

export function limitBodies(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = Number(req.get("content-length") ?? 0);
  if (!Number.isFinite(declared) || declared > LARGEST_BODY) {
    res.setHeader("Connection", "close");
    res.status(413).type("text/plain; charset=utf-8").send(TOO_LARGE);
    return;
  }
  next();
}

/** What the body stream handed to React Router has read of a request, and how to let go of it. */
interface BodyReading {
  received: number;
  detach: () => void;
}
const readings = new WeakMap<IncomingMessage, BodyReading>();

/**
 * The request's body as a web stream, for React Router. Cancelling it — `parseForm` past its
 * route's cap — lets go of the request without destroying the connection (what
 * @react-router/node's stream does, so the client got a reset instead of the 413): the rest is
 * read and thrown away by `answerAfterBody`.
 */
export function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  const reading: BodyReading = { received: 0, detach: () => {} };
  readings.set(req, reading);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const onData = (chunk: Buffer) => {
          reading.received += chunk.byteLength;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        const onEnd = () => {
          if (open) controller.close();
          reading.detach();
        };
        const onFailure = (error?: Error) => {
          if (open) controller.error(error ?? new Error("the request was closed before its body arrived"));
          reading.detach();
        };
        const onClose = () => {
          if (!req.complete) onFailure();
        };
        reading.detach = () => {
          open = false;
          req.off("data", onData);
          req.off("end", onEnd);
          req.off("error", onFailure);
          req.off("close", onClose);
        };
        req.on("data", onData);
        req.once("end", onEnd);
        req.once("error", onFailure);
        req.once("close", onClose);
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        reading.detach();
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** Reads and throws away what is left of a body, up to the largest any route reads; true when it all arrived. */
function discardRest(req: IncomingMessage): Promise<boolean> {
  const reading = readings.get(req);
  reading?.detach();
  let received = reading?.received ?? 0;
  return new Promise((resolve) => {
    const done = (complete: boolean) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > LARGEST_BODY) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(req.complete);
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
    req.resume();
  });
}

/**
 * Whatever answers a request before its body was all read — a 413 past the route's cap, a 401 or
 * 404 that never looked at it — the client sees that answer: it goes out with `Connection:
 * close` once the rest of the body has been read and thrown away (up to the largest body any
 * route takes; Node's requestTimeout bounds a client that stalls). Closing a connection with
 * unread bytes in it resets it, and a client still sending then reads no answer at all.
 */
export function answerAfterBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const end = res.end;
  res.end = function (this: Response, ...args: unknown[]) {
    res.end = end;
    if (req.complete || req.destroyed) return end.apply(this, args as never);
    if (!res.headersSent) res.setHeader("Connection", "close");
    void discardRest(req).then(() => end.apply(this, args as never));
    return this;
  } as typeof res.end;
  next();
}
