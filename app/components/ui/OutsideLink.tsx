import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";

/** A link to another site, opened in a new tab and saying so: the icon, and the words for a screen reader. */
export function OutsideLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}
