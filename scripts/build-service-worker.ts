import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";

/**
 * Builds the service worker and the offline page's script (decision 0017), after
 * `react-router build` (which copied public/ into build/client/):
 * 1. app/modules/offline/service-worker.ts and offline-page.ts bundled as classic scripts;
 * 2. build/client/sw.js gets the list of the build's files to keep, in Workbox's precache
 *    format, where the bundle reads `self.__WB_MANIFEST` (what workbox-build's injectManifest
 *    does; written here because workbox-build brings two hundred packages, among them
 *    platform builds of Rollup this machine's registry does not hold, which broke `npm ci`):
 *    hashed files by name, the rest with a content hash as revision, so a new deployment is a
 *    new worker and the old precache is cleaned up when it takes over.
 * Run by `npm run build`.
 */

const CLIENT = "build/client";
const WORK = "build/service-worker";

async function bundle(entry: string, fileName: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: "warn",
    // Workbox's debug logging is kept out of the production worker.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry, formats: ["iife"], name: fileName.replace(/\W/g, "_"), fileName: () => fileName },
    },
  });
}

rmSync(WORK, { recursive: true, force: true });
await bundle("app/modules/offline/service-worker.ts", "sw.js", WORK);
await bundle("app/modules/offline/offline-page.ts", "offline.js", CLIENT);

/** What the worker keeps at install: the hashed assets (not their precompressed copies) and the offline shell. */
const KEPT = [/^assets\/.+\.(js|css)$/, /^offline\.(html|js)$/, /^manifest\.webmanifest$/, /^favicon\.svg$/, /^icons\/[^/]+\.png$/];
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const entries: Array<{ url: string; revision: string | null }> = [];
let size = 0;
for (const name of readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).sort()) {
  const path = join(CLIENT, name);
  if (!KEPT.some((pattern) => pattern.test(name)) || !statSync(path).isFile()) continue;
  const content = readFileSync(path);
  if (content.length > MAX_FILE_BYTES) {
    console.warn(`build-service-worker: ${name} left out (${content.length} bytes)`);
    continue;
  }
  size += content.length;
  // Hashed names change with their content: no revision needed.
  entries.push({ url: `/${name}`, revision: name.startsWith("assets/") ? null : createHash("md5").update(content).digest("hex") });
}
const worker = readFileSync(`${WORK}/sw.js`, "utf8");
const injectionPoint = "self.__WB_MANIFEST";
if (worker.split(injectionPoint).length !== 2)
  throw new Error(`build-service-worker: ${injectionPoint} must appear exactly once in the bundled worker`);
writeFileSync(`${CLIENT}/sw.js`, worker.replace(injectionPoint, JSON.stringify(entries)));
console.log(`build-service-worker: ${CLIENT}/sw.js with ${entries.length} files (${(size / 1024).toFixed(1)} kB)`);
