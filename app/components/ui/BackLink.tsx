import { ChevronLeft } from "lucide-react";
import { PageLink, type PageLinkProps } from "./PageLink.tsx";

/** A 'Voltar' link back up one level (plans, Sabbath School, devotional books). */
export function BackLink({ children = "Voltar", className = "", ...props }: PageLinkProps) {
  return (
    <PageLink className={`inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-300 ${className}`} {...props}>
      <ChevronLeft className="size-4" aria-hidden="true" />
      {children}
    </PageLink>
  );
}
