import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerPreloadPriority, preloadPriorityStream } from "./preload-priority.ts";

const HEAD = '<head><link rel="preload" href="/assets/app.css" as="style"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>';

describe("the scripts' preloads at low priority", () => {
  it("marks every module preload low and leaves the stylesheet's preload alone", () => {
    expect(lowerPreloadPriority(HEAD)).toBe(
      '<head><link rel="preload" href="/assets/app.css" as="style"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>',
    );
  });

  it("does not mark a link twice", () => {
    expect(lowerPreloadPriority(lowerPreloadPriority(HEAD))).toBe(lowerPreloadPriority(HEAD));
  });

  it("rewrites the head however the document is cut into chunks, and never the body", async () => {
    const body = '<body><p>Ação: <link rel="modulepreload" href="/x.js"/></p></body></html>';
    const whole = Buffer.from(`<!DOCTYPE html><html lang="pt-BR">${HEAD}<title>Lâmpada</title></head>${body}`);
    for (const size of [1, 3, 7, 64, whole.length]) {
      const pieces = [];
      for (let at = 0; at < whole.length; at += size) pieces.push(whole.subarray(at, at + size));
      const out = await text(Readable.from(pieces).pipe(preloadPriorityStream()));
      expect(out).toBe(`<!DOCTYPE html><html lang="pt-BR">${lowerPreloadPriority(HEAD)}<title>Lâmpada</title></head>${body}`);
    }
  });

  it("sends a document without a head end as it came", async () => {
    const out = await text(Readable.from([Buffer.from("<p>Erro</p>")]).pipe(preloadPriorityStream()));
    expect(out).toBe("<p>Erro</p>");
  });
});
