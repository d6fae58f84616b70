import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the
 * browser build's hashed assets, at the highest levels (done once per build, not per
 * request). server/static-files.ts serves them to clients that accept them
 * (docs/decisions/0013). Run by `npm run build` after `react-router build`.
 */

const DIR = "build/client/assets";
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|map)$/;
/** Below this the encoded copy saves nothing worth a header (and `compression()` skips it too). */
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    // A copy no smaller than the file is useless: the server then sends the file itself.
    if (brotli.length < raw.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < raw.length) writeFileSync(`${path}.gz`, gzip);
    totals.files++;
    totals.bytes += raw.length;
    totals.brotli += Math.min(brotli.length, raw.length);
    totals.gzip += Math.min(gzip.length, raw.length);
  }
  return totals;
}

if (import.meta.main) {
  const t = precompress(DIR);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`precompress: ${t.files} files in ${DIR}, ${kb(t.bytes)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
}
