import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { lazyFiles } from "../app/platform/offline/lazy-files.ts";

/**
 * Builds the service worker and the offline page's script (decision 0017), after
 * `react-router build` (which copied public/ into build/client/):
 * 1. app/platform/offline/service-worker.ts and offline-page.ts bundled as classic scripts;
 * 2. build/client/sw.js gets the list of the files to keep at install (the app shell), in Workbox's precache
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
await bundle("app/platform/offline/service-worker.ts", "sw.js", WORK);
await bundle("app/platform/offline/offline-page.ts", "offline.js", CLIENT);

/**
 * The app shell's hashed files, the only ones kept at install (decision 0017, Build): the entry
 * and root chunks React Router's manifest names, with their imports and styles, and what
 * those import in turn, lazily too (the worker's registration, the logout dialog) — found by
 * their names in the chunks' text (`"./x-hash.js"`, `"/assets/app-hash.css"`). Every other
 * hashed file is kept on first use.
 */
function shellFiles(): Set<string> {
  const manifests = readdirSync(`${CLIENT}/assets`).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (manifests.length !== 1)
    throw new Error(`build-service-worker: expected one React Router manifest in ${CLIENT}/assets, found ${manifests.length}`);
  const text = readFileSync(`${CLIENT}/assets/${manifests[0]}`, "utf8");
  const { entry, routes } = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports?: string[]; css?: string[] };
    routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
  };
  const root = routes.root!;
  const pending = [entry.module, ...(entry.imports ?? []), ...(entry.css ?? []), root.module, ...(root.imports ?? []), ...(root.css ?? [])];
  // The manifest itself is not kept: each page carries its own copy inline.
  const found = new Set<string>();
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    const name = url.replace(/^\//, "");
    if (found.has(name)) continue;
    found.add(name);
    if (!name.endsWith(".js")) continue;
    const chunk = readFileSync(join(CLIENT, name), "utf8");
    for (const [, file] of chunk.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) pending.push(`/assets/${file}`);
    for (const [file] of chunk.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)) pending.push(file);
  }
  return found;
}

/** What the worker keeps at install: the app shell's hashed files and the offline page, its script, the manifest and icons. */
const shell = shellFiles();
const KEPT = [/^offline\.(html|js)$/, /^manifest\.webmanifest$/, /^favicon\.svg$/, /^icons\/[^/]+\.png$/];
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const entries: Array<{ url: string; revision: string | null }> = [];
let size = 0;
for (const name of readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).sort()) {
  const path = join(CLIENT, name);
  if (!(shell.has(name) || KEPT.some((pattern) => pattern.test(name))) || !statSync(path).isFile()) continue;
  const content = readFileSync(path);
  if (content.length > MAX_FILE_BYTES) {
    console.warn(`build-service-worker: ${name} left out (${content.length} bytes)`);
    continue;
  }
  size += content.length;
  // Hashed names change with their content: no revision needed.
  entries.push({ url: `/${name}`, revision: name.startsWith("assets/") ? null : createHash("md5").update(content).digest("hex") });
}
/**
 * The files each chunk loads on demand (a dialog, the read-aloud player, a share image), with all
 * they import in turn (lazyFiles, decision 0057): the worker keeps them with the chunk, so what a
 * kept page opens on a tap also runs offline.
 */
const chunks = new Map<string, string>();
for (const name of readdirSync(`${CLIENT}/assets`).filter((file) => file.endsWith(".js")))
  chunks.set(`/assets/${name}`, readFileSync(`${CLIENT}/assets/${name}`, "utf8"));
const lazy = lazyFiles(chunks);
const worker = readFileSync(`${WORK}/sw.js`, "utf8");
const injections = { "self.__WB_MANIFEST": JSON.stringify(entries), "self.__LAZY_FILES": JSON.stringify(lazy) };
let written = worker;
for (const [point, value] of Object.entries(injections)) {
  if (written.split(point).length !== 2) throw new Error(`build-service-worker: ${point} must appear exactly once in the bundled worker`);
  written = written.replace(point, value);
}
writeFileSync(`${CLIENT}/sw.js`, written);
console.log(
  `build-service-worker: ${CLIENT}/sw.js with ${entries.length} files (${(size / 1024).toFixed(1)} kB); ${Object.keys(lazy).length} chunks load others on demand`,
);
