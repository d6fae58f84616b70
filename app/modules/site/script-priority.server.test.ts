import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerPreloadPriority, rewriteHead } from "./script-priority.server.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="preload" href="/assets/app.css" as="style"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
  '</head><body><p>Lâmpada para os meus pés</p><link rel="modulepreload" href="/not/in/head.js"/></body></html>';

/** The page as React writes it: in pieces, cut anywhere, even inside a character. */
async function throughRewrite(html: string, pieceBytes: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += pieceBytes) pieces.push(bytes.subarray(at, at + pieceBytes));
  return text(Readable.from(pieces).pipe(rewriteHead(lowerPreloadPriority)));
}

describe("the page's scripts at low fetch priority", () => {
  it("marks every modulepreload link of the head, and only those", () => {
    const head = page.slice(0, page.indexOf("</head>"));
    const lowered = lowerPreloadPriority(head);
    expect(lowered.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(lowered).toContain('<link rel="preload" href="/assets/app.css" as="style"/>');
  });

  it.each([1, 3, 7, 64, 100_000])("rewrites the head whole when the page comes in pieces of %i bytes", async (pieceBytes) => {
    const out = await throughRewrite(page, pieceBytes);
    expect(out).toBe(lowerPreloadPriority(page.slice(0, page.indexOf("</head>"))) + page.slice(page.indexOf("</head>")));
    expect(out).toContain("<p>Lâmpada para os meus pés</p>");
    expect(out).toContain('<link rel="modulepreload" href="/not/in/head.js"/>');
  });

  it("passes a page without a head through, rewritten", async () => {
    expect(await throughRewrite('<link rel="modulepreload" href="/a.js"/>ção', 2)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>ção',
    );
  });
});
