/** A dynamic import of a sibling chunk in a built chunk: `import("./HymnDialog-abc.js")`. */
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
/** Any file a built chunk names: its imports (`"./x.js"`) and the preload lists (`"assets/x.js"`, `"/assets/x.css"`). */
const NAMED_FILE = /["'`](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))["'`]/g;

/**
 * For each built chunk that loads others on demand (`/assets/x.js` → its text), every file those
 * need: the chunks it imports dynamically and, transitively, all that they name (decision 0057).
 * The service worker keeps them when it keeps the chunk, so a dialog or player a kept page opens
 * on a tap runs offline. Chunks without dynamic imports are left out; the chunk itself and files
 * not in the build are never listed.
 */
export function lazyFiles(chunks: ReadonlyMap<string, string>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [chunk, text] of [...chunks].sort(([a], [b]) => a.localeCompare(b))) {
    const pending = Array.from(text.matchAll(DYNAMIC_IMPORT), (match) => `/assets/${match[1]!}`);
    if (pending.length === 0) continue;
    const found = new Set<string>();
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (found.has(file) || file === chunk) continue;
      const named = chunks.get(file);
      if (named === undefined && !file.endsWith(".css")) continue;
      found.add(file);
      for (const match of (named ?? "").matchAll(NAMED_FILE)) pending.push(`/assets/${match[1]!}`);
    }
    if (found.size) result[chunk] = [...found].sort();
  }
  return result;
}
