import type { ReactNode } from "react";
import { href } from "react-router";
import { BackLink } from "./BackLink.tsx";
import { PageHeader } from "./PageHeader.tsx";

const WIDTHS = { "3xl": "max-w-3xl", "4xl": "max-w-4xl", "5xl": "max-w-5xl" } as const;

/** An administration page: the same back link to /admin on every one, then its heading. */
export function AdminPage({
  width,
  title,
  subtitle,
  children,
}: {
  width: keyof typeof WIDTHS;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${WIDTHS[width]}`}>
      <BackLink to={href("/admin")} className="mb-4">
        Administração
      </BackLink>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );
}
