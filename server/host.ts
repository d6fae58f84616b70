import type { NextFunction, Request, Response } from "express";

/** host, host:port, or [IPv6]:port: the only shapes a Host header may take. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Absolute addresses come from PUBLIC_URL, never from the request: with PUBLIC_URL set,
 * a request for another host gets 400; without it, a missing or malformed Host does.
 */
export function checkHost(publicUrl: string | undefined) {
  const publicHost = publicUrl ? new URL(publicUrl).host.toLowerCase() : null;
  return (req: Request, res: Response, next: NextFunction) => {
    const host = req.get("host")?.toLowerCase();
    const port = host && /:(\d+)$/.exec(host)?.[1];
    const ok =
      host !== undefined && host.length <= 255 && HOST.test(host) && (!port || Number(port) <= 65535) && (publicHost === null || host === publicHost);
    if (ok) return next();
    res.status(400).type("text/plain; charset=utf-8").send("Endereço do site inválido.");
  };
}
