import { createElement, type ComponentType, type ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { MarkdownBlock, MarkdownInline } from "./markdown.ts";

const LINK = "font-semibold text-accent underline";
const HEADING = ["text-2xl font-bold", "text-xl font-semibold", "text-lg font-semibold"];

/** How a link to one of the portal's pages is drawn (PageLink unless the page says otherwise). */
export type InternalLink = ComponentType<{ to: string; className: string; children: ReactNode }>;

/**
 * A prose text as React elements: `blocks`, read on the server by markdown-it
 * (renderMarkdown in markdown.server.ts, decision 0052), so the browser never gets the parser. Text
 * is always text, so HTML in a file is shown, never run. `#` becomes an h`headingLevel`
 * (default h2, below the page's h1), `##` and `###` the levels below it. `link` draws the links
 * to the portal's own pages (a Bible reference's popover, for one).
 */
export function Markdown({
  headingLevel = 2,
  className = "space-y-4 leading-relaxed",
  link = PageLink,
  blocks,
}: {
  blocks: MarkdownBlock[];
  headingLevel?: number;
  className?: string;
  link?: InternalLink;
}) {
  return <div className={className}>{blocks.map((block, i) => renderBlock(block, i, headingLevel, link))}</div>;
}

function renderBlock(block: MarkdownBlock, key: number, headingLevel: number, link: InternalLink): ReactNode {
  switch (block.type) {
    case "paragraph":
      return <p key={key}>{renderInline(block.children, link)}</p>;
    case "heading": {
      const level = Math.min(Math.max(headingLevel, 1) + block.depth - 1, 6);
      return createElement(`h${level}`, { key, className: `mt-6 ${HEADING[block.depth - 1]}` }, renderInline(block.children, link));
    }
    case "list": {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item, link)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-6">
          {items}
        </ul>
      );
    }
    case "quote":
      return (
        <blockquote key={key} className="space-y-4 border-l-4 border-brand-300 pl-4 italic text-muted">
          {block.children.map((child, i) => renderBlock(child, i, headingLevel, link))}
        </blockquote>
      );
    case "verse":
      return (
        <figure key={key} className="rounded-xl border border-accent/40 bg-accent-soft p-4">
          <figcaption className="mb-2 text-sm font-bold tracking-wide text-accent uppercase">
            {renderInline(block.title, link)}
          </figcaption>
          <blockquote className="space-y-3 text-lg leading-relaxed text-fg">
            {block.children.map((child, i) => renderBlock(child, i, headingLevel, link))}
          </blockquote>
        </figure>
      );
    case "question":
      return (
        <p
          key={key}
          data-question=""
          className="rounded-lg border-l-4 border-warning bg-warning-soft px-4 py-3 font-medium text-fg"
        >
          <span className="sr-only">Pergunta: </span>
          {renderInline(block.children, link)}
        </p>
      );
  }
}

function renderInline(nodes: MarkdownInline[], Link: InternalLink): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "emphasis":
        return <em key={key}>{renderInline(node.children, Link)}</em>;
      case "strong":
        return <strong key={key}>{renderInline(node.children, Link)}</strong>;
      case "link":
        return node.external ? (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer" className={LINK}>
            {renderInline(node.children, Link)}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        ) : (
          <Link key={key} to={node.href} className={LINK}>
            {renderInline(node.children, Link)}
          </Link>
        );
    }
  });
}
