import type { ReactNode } from "react";
import { href } from "react-router";
import { ActingChurch, type ActingChurchView } from "./ActingChurch.tsx";
import { BackLink } from "./BackLink.tsx";
import { PageHeader } from "./PageHeader.tsx";

const WIDTHS = { "3xl": "max-w-3xl", "4xl": "max-w-4xl", "5xl": "max-w-5xl" } as const;

/**
 * An administration page: the same back link to /admin on every one, its heading, and the
 * church it acts for (with several churches in the deployment).
 */
export function AdminPage({
  width,
  title,
  subtitle,
  acting = null,
  children,
}: {
  width: keyof typeof WIDTHS;
  title: string;
  subtitle: ReactNode;
  acting?: ActingChurchView | null;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${WIDTHS[width]}`}>
      <BackLink to={href("/admin")} className="mb-4">
        Administração
      </BackLink>
      <PageHeader title={title} subtitle={subtitle} />
      <ActingChurch acting={acting} />
      {children}
    </div>
  );
}
