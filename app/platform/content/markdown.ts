/**
 * The Markdown that prose content may use, parsed into a small tree that <Markdown> renders
 * as React elements (never as HTML, so any HTML in a file shows as text):
 *
 * - paragraphs, separated by blank lines (lines of one paragraph are joined by a line break
 *   that renders as a space);
 * - `# `, `## `, `### ` headings (one line each);
 * - `*italic*` or `_italic_`, `**bold**`, and `\*` (a backslash before punctuation) for the mark itself;
 * - `- ` lists and `1. ` numbered lists (an item goes on in the lines below it, up to a blank line);
 * - `> ` block quotes, which may hold any of these (three levels at most);
 * - links `[text](/internal/path)` and `[text](https://…)`; any other address stays text.
 *
 * Anything else (tables, images, code, HTML, `__bold__`, `* ` lists) is shown as written; an indented
 * list item is one more item of its list, not a nested list.
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

const HEADING = /^(#{1,3})[ \t]+(.+?)(?:[ \t]+#+)?$/;
const BULLET = /^-[ \t]+(.*)$/;
const NUMBERED = /^(\d{1,9})\.[ \t]+(.*)$/;
const QUOTE = /^>[ \t]?(.*)$/;
const MAX_QUOTE_DEPTH = 3;

/** Markdown → blocks. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  return parseBlocks(source.replace(/\r\n?/g, "\n").split("\n"), 0);
}

function parseBlocks(rawLines: string[], depth: number): MarkdownBlock[] {
  const lines = rawLines.map((line) => line.trim());
  const quote = (line: string) => (depth < MAX_QUOTE_DEPTH ? QUOTE.exec(line) : null);
  const opensBlock = (line: string) => HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || quote(line) !== null;
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const heading = HEADING.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line) {
      i++;
    } else if (heading) {
      blocks.push({ type: "heading", depth: heading[1]!.length as 1 | 2 | 3, children: parseInline(heading[2]!) });
      i++;
    } else if (quote(line)) {
      const inner: string[] = [];
      for (let m; i < lines.length && (m = quote(lines[i]!)); i++) inner.push(m[1]!);
      blocks.push({ type: "quote", children: parseBlocks(inner, depth + 1) });
    } else if (numbered || BULLET.test(line)) {
      const marker = numbered ? NUMBERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const item = marker.exec(lines[i]!);
        if (item) {
          items.push([item[numbered ? 2 : 1]!]);
          i++;
        } else if (!lines[i]) {
          // A blank line ends the list unless the next line with text is another item.
          let next = i;
          while (next < lines.length && !lines[next]) next++;
          if (next === lines.length || !marker.test(lines[next]!)) break;
          i = next;
        } else if (opensBlock(lines[i]!)) {
          break;
        } else {
          items.at(-1)!.push(lines[i++]!);
        }
      }
      const start = numbered ? Number(numbered[1]) : 1;
      blocks.push({ type: "list", ordered: Boolean(numbered), start, items: items.map((item) => parseInline(item.join("\n"))) });
    } else {
      const paragraph = [line];
      for (i++; i < lines.length && lines[i] && !opensBlock(lines[i]!); i++) paragraph.push(lines[i]!);
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
    }
  }
  return blocks;
}

const ESCAPABLE = /[!-/:-@[-`{-~]/; // ASCII punctuation
const WORD = /[\p{L}\p{N}_]/u;
const SPACE = /\s/;

/** Inline Markdown → text, emphasis, strong and links (no links inside a link's text). */
export function parseInline(source: string, links = true): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let text = "";
  const push = (node: MarkdownInline) => {
    if (text) nodes.push({ type: "text", text });
    text = "";
    nodes.push(node);
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const end = char === "*" || char === "_" ? closing(source, i) : -1;
    const link = char === "[" && links ? parseLink(source, i) : null;
    if (char === "\\" && ESCAPABLE.test(source[i + 1] ?? "")) {
      text += source[i + 1];
      i += 2;
    } else if (end > 0) {
      const width = source.startsWith("**", i) ? 2 : 1;
      push({ type: width === 2 ? "strong" : "emphasis", children: parseInline(source.slice(i + width, end), links) });
      i = end + width;
    } else if (link) {
      push({ type: "link", href: link.href, external: link.external, children: parseInline(link.text, false) });
      i = link.end;
    } else {
      // An unmatched ** stays text as a whole, so its second * does not open an emphasis.
      const literal = source.startsWith("**", i) ? "**" : char;
      text += literal;
      i += literal.length;
    }
  }
  if (text) nodes.push({ type: "text", text });
  return nodes;
}

/** Where the emphasis opened at `open` (`*`, `_` or `**`) closes, or -1. */
function closing(source: string, open: number): number {
  const mark = source.startsWith("**", open) ? "**" : source[open]!;
  const from = open + mark.length;
  // Opens before text, and `_` only at the start of a word (snake_case stays text).
  if (!source[from] || SPACE.test(source[from]!)) return -1;
  if (source[from] === mark[0] && (mark !== "**" || source[from + 1] === "*")) return -1; // `***x` opens bold, then italic
  if (mark === "_" && WORD.test(source[open - 1] ?? "")) return -1;
  for (let j = from; j < source.length; j++) {
    if (source[j] === "\\") j++;
    else if (mark !== "**" && source.startsWith("**", j)) j++; // a bold inside an italic
    else if (source.startsWith(mark, j) && !SPACE.test(source[j - 1]!) && j > from) {
      if (mark === "_" && WORD.test(source[j + 1] ?? "")) continue;
      return mark === "**" && source[j + 2] === "*" ? j + 1 : j; // `*x***` closes the italic, then the bold
    }
  }
  return -1;
}

/** `[text](address)` at `open` with an address safeHref accepts, or null. */
function parseLink(source: string, open: number): { text: string; href: string; external: boolean; end: number } | null {
  let close = open + 1;
  while (close < source.length && source[close] !== "]" && source[close] !== "[") close += source[close] === "\\" ? 2 : 1;
  if (source[close] !== "]" || close === open + 1 || source[close + 1] !== "(") return null;
  let end = close + 2;
  for (let depth = 1; end < source.length; end++) {
    if (source[end] === "(") depth++;
    else if (source[end] === ")" && --depth === 0) break;
  }
  const target = safeHref(source.slice(close + 2, end));
  return end < source.length && target ? { text: source.slice(open + 1, close), ...target, end: end + 1 } : null;
}

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
