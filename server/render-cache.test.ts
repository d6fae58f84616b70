import { createHash } from "node:crypto";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, matchesETag, pickEncoding, RenderCache, storedPage } from "./render-cache.ts";

const page = (text: string, now = 0) => storedPage(200, [["content-type", "text/html; charset=utf-8"]], Buffer.from(text), "n0nce", now);

describe("the render cache", () => {
  it("keeps pages within its byte budget, dropping the least recently used", () => {
    const one = page("a".repeat(1000));
    const cache = new RenderCache(3 * (1000 + one.gzip.length + one.br.length + 512), 60_000);
    cache.set("a", one);
    cache.set("b", page("b".repeat(1000)));
    cache.set("c", page("c".repeat(1000)));
    expect(cache.get("a", 0)).toBeDefined(); // a is now the most recently used
    cache.set("d", page("d".repeat(1000)));
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.budgetBytes);
  });

  it("forgets a page once it is older than its time to live", () => {
    const cache = new RenderCache(1_000_000, 1000);
    cache.set("a", page("x", 0));
    expect(cache.get("a", 999)).toBeDefined();
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("stores the same bytes compressed both ways, with an ETag of the body", () => {
    const stored = page("<p>Olá</p>".repeat(100));
    expect(gunzipSync(stored.gzip).toString()).toBe(stored.body.toString());
    expect(brotliDecompressSync(stored.br).toString()).toBe(stored.body.toString());
    expect(page("<p>Olá</p>".repeat(100)).etag).toBe(stored.etag);
    expect(page("<p>Oi</p>").etag).not.toBe(stored.etag);
  });

  it("hashes each inline script that carries the render's nonce, not the ones loaded from a file", () => {
    const html =
      '<script nonce="x">window.a=1</script><script type="module" src="/assets/a.js" nonce="x"></script><SCRIPT nonce="x">b()</SCRIPT><script nonce="x">window.a=1</script>';
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html, "x")).toEqual([hash("window.a=1"), hash("b()")]);
  });

  it("leaves out an inline script without the render's nonce: an injection stays refused", () => {
    const html = '<script nonce="x">ok()</script><p><script>steal()</script></p><script nonce="y">other()</script><script nonce="xx">near()</script>';
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html, "x")).toEqual([hash("ok()")]);
  });

  it("picks brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("answers If-None-Match for the same ETag, weak or strong", () => {
    expect(matchesETag('"abc"', '"abc"')).toBe(true);
    expect(matchesETag('W/"abc", "def"', '"abc"')).toBe(true);
    expect(matchesETag('"abd"', '"abc"')).toBe(false);
    expect(matchesETag(undefined, '"abc"')).toBe(false);
  });
});
