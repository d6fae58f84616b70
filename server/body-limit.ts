import type { NextFunction, Request, Response } from "express";

/**
 * The largest body any route reads (a 2 MB photo plus its envelope). Each route's own,
 * smaller cap is applied by `parseForm` as it reads (app/platform/http/forms.server.ts),
 * chosen by the route that matched, never by the raw path. This only turns away, before
 * reading anything, a declared length no route would accept.
 */
const LARGEST_BODY = 3 * 1024 * 1024;

export function limitBodies(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = Number(req.get("content-length") ?? 0);
  if (!Number.isFinite(declared) || declared > LARGEST_BODY) {
    res.setHeader("Connection", "close");
    res.status(413).type("text/plain; charset=utf-8").send("Conteúdo grande demais para este formulário.");
    return;
  }
  next();
}
