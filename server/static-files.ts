import { readdirSync } from "node:fs";
import { extname } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { decodedOrNull } from "#app/platform/site/decode.ts";

/** The encodings written beside the assets by scripts/precompress.ts, best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * How much the client wants an encoding, from its Accept-Encoding (RFC 9110 §12.5.3):
 * the q of its own entry, else of `*`, else 0 (no header means no encoding).
 */
function encodingQuality(header: string | undefined, encoding: string): number {
  let own: number | undefined;
  let wildcard = 0;
  for (const part of (header ?? "").split(",")) {
    const [token = "", ...params] = part.split(";");
    const name = token.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]) || 0;
    }
    if (name === encoding) own = q;
    else if (name === "*") wildcard = q;
  }
  return own ?? wildcard;
}

/**
 * Serves a hashed asset's precompressed copy (`x.js.br`, `x.js.gz`) to a client that
 * accepts it, with the asset's own Content-Type, the copy's Content-Encoding,
 * `Vary: Accept-Encoding` and the same caching as the asset; anything else goes on to
 * express.static. The list of copies is read once at start (the build does not change
 * under a running server), so a request never names a file outside it.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }) {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(dir, { recursive: true, encoding: "utf8" }));
  } catch {
    files = new Set();
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = decodedOrNull(req.path)?.slice(1);
    if (name === undefined) return next();
    const copies = ENCODINGS.filter((e) => files.has(name + e.suffix));
    if (!copies.length) return next();
    res.vary("Accept-Encoding");
    const header = req.get("accept-encoding");
    let chosen: (typeof ENCODINGS)[number] | undefined;
    let best = 0;
    for (const encoding of copies) {
      const q = encodingQuality(header, encoding.name);
      if (q > best) [chosen, best] = [encoding, q];
    }
    if (!chosen) return next();
    res.type(extname(name));
    res.set("Content-Encoding", chosen.name);
    res.sendFile(name + chosen.suffix, { root: dir, maxAge: options.maxAge, immutable: options.immutable, dotfiles: "deny" }, (error) => {
      if (!error || res.headersSent) return;
      // The copy went missing: the uncompressed file (or the 404) is express.static's.
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next();
    });
  };
}
