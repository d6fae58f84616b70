import type { NextFunction, Request, Response } from "express";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Routes that need a larger body than a plain form (path prefix → bytes). */
const LIMITS: Array<[prefix: string, bytes: number]> = [
  // Profile photo: a 2 MB image plus the multipart envelope.
  ["/perfil/foto", 3 * 1024 * 1024],
  // Login and sign-up carry the visitor's reader history and bookmarks to merge.
  ["/login", 1024 * 1024],
];

export function bodyLimitFor(path: string): number {
  return LIMITS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? DEFAULT_BODY_LIMIT;
}

/**
 * Caps request bodies before they are read: a declared length over the route's cap
 * gets 413, and a body without a declared length (chunked) gets 411.
 */
export function limitBodies(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = req.get("content-length");
  const chunked = req.get("transfer-encoding") !== undefined;
  if (declared === undefined && chunked) {
    res.status(411).type("text/plain; charset=utf-8").send("Envie o tamanho do conteúdo (Content-Length).");
    return;
  }
  if (Number(declared ?? 0) > bodyLimitFor(req.path)) {
    res.setHeader("Connection", "close");
    res.status(413).type("text/plain; charset=utf-8").send("Conteúdo grande demais para este formulário.");
    return;
  }
  next();
}
