import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** The privacy-enhanced video players the portal embeds (YouTube without cookies, Vimeo with Do Not Track); nothing else. */
const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The policy; scripts: this site's files plus the given sources (a nonce, or a page's script hashes). */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Security headers with a fresh nonce, kept in res.locals.nonce for the renderer. */
export function securityHeaders(options: { hsts: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    // Location only for the portal itself: /igrejas sorts the churches nearest first when the visitor asks (decision 0065).
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
    if (options.hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site: the Origin must be this site's whole
 * origin (scheme, host and port: `https://host` is another origin than `http://host`); without
 * Origin, Sec-Fetch-Site must not say another site sent it.
 */
function isCrossSiteWrite(method: string, siteOrigin: string, origin: string | undefined, fetchSite: string | undefined): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (origin !== undefined) {
    if (origin === "null") return true;
    try {
      return new URL(origin).origin !== siteOrigin;
    } catch {
      return true;
    }
  }
  return fetchSite === "cross-site" || fetchSite === "same-site";
}

/** The site's own origin: PUBLIC_URL's when set, else the request's scheme and (already checked) Host header. */
export function refuseCrossSiteWrites(publicUrl: string | undefined) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    const siteOrigin = publicOrigin ?? `${req.protocol}://${req.get("host")}`;
    if (isCrossSiteWrite(req.method, siteOrigin, req.get("origin"), req.get("sec-fetch-site"))) {
      res.status(403).type("text/plain; charset=utf-8").send("Requisição recusada: origem não permitida.");
      return;
    }
    next();
  };
}
