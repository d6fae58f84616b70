import { rmSync } from "node:fs";
import { build } from "vite";
import { injectManifest } from "workbox-build";

/**
 * Builds the service worker and the offline page's script (decision 0017), after
 * `react-router build` (which copied public/ into build/client/):
 * 1. app/modules/offline/service-worker.ts and offline-page.ts bundled as classic scripts;
 * 2. Workbox's injectManifest writes build/client/sw.js with the list of the build's files and
 *    their revisions (hashed files by name, the rest by content hash), so a new deployment is
 *    a new worker and the old precache is cleaned up when it takes over.
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

const { count, size, warnings } = await injectManifest({
  swSrc: `${WORK}/sw.js`,
  swDest: `${CLIENT}/sw.js`,
  globDirectory: CLIENT,
  globPatterns: ["assets/**/*.{js,css}", "offline.html", "offline.js", "manifest.webmanifest", "favicon.svg", "icons/*.png"],
  // Hashed names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^\/assets\//,
  modifyURLPrefix: { "": "/" },
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`build-service-worker: ${warning}`);
console.log(`build-service-worker: ${CLIENT}/sw.js with ${count} files (${(size / 1024).toFixed(1)} kB)`);
