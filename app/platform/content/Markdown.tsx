import { createElement, type ComponentType, type ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from "./markdown.ts";

const LINK = "font-semibold text-brand-700 underline dark:text-brand-300";
const HEADING = ["text-2xl font-bold", "text-xl font-semibold", "text-lg font-semibold"];

/** How a link to one of the portal's pages is drawn (PageLink unless the page says otherwise). */
export type InternalLink = ComponentType<{ to: string; className: string; children: ReactNode }>;

/**
 * A prose file's body (the subset of Markdown in markdown.ts) as React elements: text is
 * always text, so HTML in a file is shown, never run. `#` becomes an h`headingLevel`
 * (default h2, below the page's h1), `##` and `###` the levels below it. `link` draws the links
 * to the portal's own pages (a Bible reference's popover, for one).
 */
export function Markdown({
  source,
  headingLevel = 2,
  className = "space-y-4 leading-relaxed",
  link = PageLink,
}: {
  source: string;
  headingLevel?: number;
  className?: string;
  link?: InternalLink;
}) {
  return <div className={className}>{parseMarkdown(source).map((block, i) => renderBlock(block, i, headingLevel, link))}</div>;
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
        <blockquote key={key} className="space-y-4 border-l-4 border-brand-300 pl-4 italic text-gray-700 dark:text-gray-300">
          {block.children.map((child, i) => renderBlock(child, i, headingLevel, link))}
        </blockquote>
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
