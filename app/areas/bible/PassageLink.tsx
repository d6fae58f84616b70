import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { isPlainClick } from "#app/components/ui/page-link-rules.ts";
import type { InternalLink } from "#app/platform/content/Markdown.tsx";
import { parseReference, referenceHref, type Reference } from "./references.ts";

// Its own chunk: asked for when a reader points at or focuses a reference, drawn when one opens.
const loadPopover = () => import("./PassagePopover.tsx");
const PassagePopover = lazy(loadPopover);

/**
 * A Bible reference in a text: a link to the chapter at its verse. Once the page's scripts run,
 * a plain click (or Enter) opens a popover with the passage's text instead (PassagePopover); a
 * click with a modifier still opens the chapter.
 */
export function PassageLink({ reference, className, children }: { reference: Reference; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={anchor}
        href={referenceHref(reference)}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={(event) => {
          if (!isPlainClick(event, undefined)) return;
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <PassagePopover reference={reference} anchor={anchor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** For Markdown: a link whose text is a Bible reference to its own chapter opens the popover; any other is a PageLink. */
export const MarkdownPassageLink: InternalLink = ({ to, className, children }) => {
  const text =
    typeof children === "string" ? children : Array.isArray(children) && children.every((c) => typeof c === "string") ? children.join("") : null;
  const reference = text === null ? null : parseReference(text);
  return reference && referenceHref(reference) === to ? (
    <PassageLink reference={reference} className={className}>
      {children}
    </PassageLink>
  ) : (
    <PageLink to={to} className={className}>
      {children}
    </PageLink>
  );
};
