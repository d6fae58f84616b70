import type { ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";

/** A church page before its first publication: what is missing, and where to look meanwhile. */
export function NothingPublished({ children, to, label }: { children: ReactNode; to: string; label: string }) {
  return (
    <p className="rounded-xl border border-dashed border-line-strong p-10 text-center text-lg text-muted">
      {children}{" "}
      <PageLink to={to} className="font-semibold text-accent underline">
        {label}
      </PageLink>
      .
    </p>
  );
}
