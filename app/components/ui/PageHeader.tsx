import type { ReactNode } from "react";

/** The page's one h1, with an optional line below it. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-50">{title}</h1>
      {subtitle && <p className="mt-2 text-gray-700 dark:text-gray-300">{subtitle}</p>}
      {children}
    </header>
  );
}
