import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import { safeHref, type MarkdownBlock, type MarkdownInline } from "./markdown.ts";

/**
 * Markdown read by markdown-it on the server (decision 0052) into the serialisable tree that
 * <Markdown blocks> draws: the browser receives the tree, never the parser. markdown-it parses in
 * linear time, so no text can hold a page (or the portal) for seconds.
 *
 * What it reads: paragraphs, `#`–`###` headings (deeper ones as `###`), `*italic*`/`_italic_`,
 * `**bold**`, `-`/`*`/`1.` lists (a nested list goes on as items of its list), `>` quotes (three
 * levels), links by the one link rule (safeHref; any other address keeps only its text), and what
 * the Sabbath School lessons write:
 *
 * - a quote that opens with an HTML paragraph, `> <p>Verso para memorizar</p>` then the verse,
 *   is a titled verse box; no other HTML is read (it shows as text);
 * - a paragraph that is one `code span` (`` `Leia Salmo 1:1. Por que…?` ``) is a question box,
 *   its text read as Markdown (the Bible references linked in it stay links);
 * - an image (`![](image.png)`) is left out; inline code elsewhere is its text.
 *
 * Tables, code blocks, rules and setext headings are not read: their lines stay text.
 */
const md = new MarkdownIt("default", { html: false, linkify: false, typographer: false }).disable([
  "table",
  "code",
  "fence",
  "hr",
  "lheading",
  "html_block",
  "html_inline",
  "reference",
  "entity",
  "strikethrough",
  "autolink",
]);

// Every address is read as a link and then held to the one link rule (safeHref), not to markdown-it's own.
md.validateLink = () => true;

const MAX_QUOTE_DEPTH = 3;
/** The HTML paragraph that titles a verse box: `<p>Verso para memorizar</p>`. */
const BOX_TITLE = /^<p>\s*([^<>]{1,120}?)\s*<\/p>[ \t]*(?:\n|$)/;

/** Markdown → the tree <Markdown blocks> draws. */
export function renderMarkdown(source: string): MarkdownBlock[] {
  const tokens = md.parse(source, {});
  return blocksOf(tokens, 0, tokens.length, 0);
}

/** The tokens from `from` up to the one that closes the block opened at `from`. */
function closingIndex(tokens: Token[], from: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    depth += tokens[i]!.nesting;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}

function blocksOf(tokens: Token[], from: number, to: number, quoteDepth: number): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    const end = token.nesting === 1 ? closingIndex(tokens, i) : i;
    switch (token.type) {
      case "paragraph_open": {
        const paragraph = paragraphOf(tokens[i + 1]!);
        // A paragraph that held only an image is left out whole.
        if (paragraph.children.some((c) => c.type !== "text" || c.text.trim())) blocks.push(paragraph);
        break;
      }
      case "heading_open": {
        const depth = Math.min(Number(token.tag.slice(1)), 3) as 1 | 2 | 3;
        blocks.push({ type: "heading", depth, children: inlineOf(tokens[i + 1]!.children ?? []) });
        break;
      }
      case "bullet_list_open":
      case "ordered_list_open": {
        const ordered = token.type === "ordered_list_open";
        const start = ordered ? Number(token.attrGet("start") ?? 1) : 1;
        blocks.push({ type: "list", ordered, start, items: listItems(tokens, i + 1, end) });
        break;
      }
      case "blockquote_open": {
        const children = blocksOf(tokens, i + 1, end, quoteDepth + 1);
        blocks.push(...quoteOf(tokens, i + 1, children, quoteDepth));
        break;
      }
    }
    i = end;
  }
  return blocks;
}

/** A paragraph, or a question box when the paragraph is one code span. */
function paragraphOf(inline: Token): Extract<MarkdownBlock, { type: "paragraph" | "question" }> {
  const children = inline.children ?? [];
  const spoken = children.filter((c) => !(c.type === "text" && !c.content.trim()) && c.type !== "softbreak");
  if (spoken.length === 1 && spoken[0]!.type === "code_inline")
    return { type: "question", children: inlineOf(md.parseInline(spoken[0]!.content, {})[0]?.children ?? []) };
  return { type: "paragraph", children: inlineOf(children) };
}

/** A quote, or a verse box when it opens with `<p>title</p>`; past three levels its blocks stand on their own. */
function quoteOf(tokens: Token[], first: number, children: MarkdownBlock[], quoteDepth: number): MarkdownBlock[] {
  const opening = tokens[first]?.type === "paragraph_open" ? tokens[first + 1] : undefined;
  const title = opening ? BOX_TITLE.exec(opening.content) : null;
  if (title && opening) {
    const rest = opening.content.slice(title[0].length).trim();
    const verse = rest ? [paragraphOf(md.parseInline(rest, {})[0]!)] : [];
    return [{ type: "verse", title: [{ type: "text", text: title[1]! }], children: [...verse, ...children.slice(1)] }];
  }
  return quoteDepth < MAX_QUOTE_DEPTH ? [{ type: "quote", children }] : children;
}

/** A list's items: each item's paragraphs as one line of text; a nested list's items follow as more items. */
function listItems(tokens: Token[], from: number, to: number): MarkdownInline[][] {
  const items: MarkdownInline[][] = [];
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.type !== "list_item_open") continue;
    const end = closingIndex(tokens, i);
    const item: MarkdownInline[] = [];
    const nested: MarkdownInline[][] = [];
    for (let j = i + 1; j < end; j++) {
      const inner = tokens[j]!;
      if (inner.type === "inline") {
        if (item.length) item.push({ type: "text", text: "\n" });
        item.push(...inlineOf(inner.children ?? []));
      } else if (inner.type === "bullet_list_open" || inner.type === "ordered_list_open") {
        const close = closingIndex(tokens, j);
        nested.push(...listItems(tokens, j + 1, close));
        j = close;
      }
    }
    items.push(item, ...nested);
    i = end;
  }
  return items;
}

/** markdown-it's inline tokens → text, emphasis, strong and links (images left out, code as its text). */
function inlineOf(tokens: readonly Token[]): MarkdownInline[] {
  const root: MarkdownInline[] = [];
  // The open marks, each with where its children go and whether it is (inside) a link.
  const stack: { children: MarkdownInline[]; inLink: boolean }[] = [{ children: root, inLink: false }];
  const top = () => stack.at(-1)!;
  const text = (value: string) => {
    if (!value) return; // markdown-it leaves empty text tokens beside the marks it reads
    const last = top().children.at(-1);
    if (last?.type === "text") last.text += value;
    else top().children.push({ type: "text", text: value });
  };
  const open = (node: Extract<MarkdownInline, { children: MarkdownInline[] }> | null, link = false) => {
    if (node) top().children.push(node);
    stack.push({ children: node ? node.children : top().children, inLink: top().inLink || link });
  };
  for (const token of tokens) {
    switch (token.type) {
      case "text":
      case "code_inline":
        text(token.content);
        break;
      case "softbreak":
      case "hardbreak":
        text("\n");
        break;
      case "em_open":
        open({ type: "emphasis", children: [] });
        break;
      case "strong_open":
        open({ type: "strong", children: [] });
        break;
      case "link_open": {
        // A link inside a link's text, or to an address the rule refuses, keeps only its text.
        const target = top().inLink ? null : safeHref(String(token.attrGet("href") ?? ""));
        open(target && { type: "link", ...target, children: [] }, true);
        break;
      }
      case "em_close":
      case "strong_close":
      case "link_close":
        if (stack.length > 1) stack.pop();
        break;
      // "image" and anything else: left out.
    }
  }
  return root;
}
