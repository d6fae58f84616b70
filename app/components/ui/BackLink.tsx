import { ChevronLeft } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";

/** A 'Voltar' link back up one level (plans, Sabbath School, devotional books). */
export function BackLink({ children = "Voltar", className = "", ...props }: ComponentProps<typeof Link>) {
  return (
    <Link className={`inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-300 ${className}`} {...props}>
      <ChevronLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
