import type { NextFunction, Request, Response } from "express";

/** What a malformed address or request is told (a broken %-escape, a NUL byte in the path). */
export const BAD_ADDRESS = "Endereço ou pedido inválido.";

/**
 * A path holding a NUL byte (%00: a raw one never passes Node's parser) is refused (400) before
 * any route reads it: no id, slug or number has one, and PostgreSQL refuses it in text ("invalid
 * byte sequence"), so a route parameter carrying one would otherwise reach the database and fail
 * there. The query is left to the fields that read it, which refuse control characters with their
 * own message.
 */
export function refuseNulBytes(req: Request, res: Response, next: NextFunction) {
  if (!req.path.includes("%00")) return next();
  res.status(400).type("text/plain; charset=utf-8").send(BAD_ADDRESS);
}
