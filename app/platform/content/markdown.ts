/**
 * The tree every prose text becomes before <Markdown blocks> draws it (decision 0052): read on the
 * server by markdown-it (markdown.server.ts), never in the browser, and drawn as React elements
 * (never as HTML, so any HTML in a text shows as text). Beside it, the one link rule.
 */
export type MarkdownInline =
  | { type: "text"; text: string }
  | { type: "emphasis"; children: MarkdownInline[] }
  | { type: "strong"; children: MarkdownInline[] }
  | { type: "link"; href: string; external: boolean; children: MarkdownInline[] };

export type MarkdownBlock =
  | { type: "paragraph"; children: MarkdownInline[] }
  | { type: "heading"; depth: 1 | 2 | 3; children: MarkdownInline[] }
  | { type: "list"; ordered: boolean; start: number; items: MarkdownInline[][] }
  | { type: "quote"; children: MarkdownBlock[] }
  /** A titled verse box ("Verso para memorizar"); only the server's reader (markdown.server.ts) makes it. */
  | { type: "verse"; title: MarkdownInline[]; children: MarkdownBlock[] }
  /** A study question, drawn as a box; only the server's reader makes it. */
  | { type: "question"; children: MarkdownInline[] };

/**
 * The one link rule for member, church and imported text: a path on this site (`/estudos/graca`,
 * not `//host` or `/\host`, which browsers read as another site) or an `https://` address with
 * a host and no user part (`https://good@evil.example` shows one site and opens another).
 * Anything else (`javascript:`, `data:`, `http:`, relative paths) is refused.
 */
export function safeHref(address: string): { href: string; external: boolean } | null {
  if (/[\s\\\p{Cc}]/u.test(address)) return null;
  if (/^\/(?![/\\])/.test(address)) return { href: address, external: false };
  if (!/^https:\/\/[^/?#]+/i.test(address)) return null;
  // The authority before any path, query or fragment: an "@" in it is a user part.
  const authority = address.slice("https://".length).split(/[/?#]/, 1)[0]!;
  if (authority.includes("@")) return null;
  try {
    const url = new URL(address);
    if (url.username || url.password || !url.hostname) return null;
  } catch {
    return null;
  }
  return { href: address, external: true };
}
