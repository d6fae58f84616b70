import { lazy, Suspense, type ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { InternalLink } from "#app/platform/content/Markdown.tsx";
import { parseReference, referenceHref, type Reference } from "./references.ts";

// Its own chunk: only pages with references download the popover (and Radix's Popover).
const PassagePopover = lazy(() => import("./PassagePopover.tsx"));

/**
 * A Bible reference in a text: a link to the chapter at its verse, which, once the page's
 * scripts run, opens a popover with the passage's text instead (PassagePopover).
 */
export function PassageLink({ reference, className, children }: { reference: Reference; className: string; children: ReactNode }) {
  const plain = (
    <PageLink to={referenceHref(reference)} className={className}>
      {children}
    </PageLink>
  );
  return (
    <Suspense fallback={plain}>
      <PassagePopover reference={reference} className={className}>
        {children}
      </PassagePopover>
    </Suspense>
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
