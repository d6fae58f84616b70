import type { NextFunction, Request, Response } from "express";

/** What a malformed address or request is told (a broken %-escape, a NUL byte). */
export const BAD_ADDRESS = "Endereço ou pedido inválido.";

/** A NUL byte, %-encoded (a raw one never passes Node's parser), in any case of its hex digits. */
const NUL = /%00/;

/** Whether an address (path and query, still %-encoded) holds a NUL byte. */
export function holdsNulByte(address: string): boolean {
  return NUL.test(address);
}

/**
 * An address holding a NUL byte is refused (400) before any route reads it: no id, slug, number
 * or search has one, and PostgreSQL refuses it in text ("invalid byte sequence"), so a route
 * parameter carrying one would otherwise reach the database and fail there.
 */
export function refuseNulBytes(req: Request, res: Response, next: NextFunction) {
  if (!holdsNulByte(req.originalUrl)) return next();
  res.status(400).type("text/plain; charset=utf-8").send(BAD_ADDRESS);
}
