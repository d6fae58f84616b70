import type { ComponentProps } from "react";
import { PageLink, type PageLinkProps } from "./PageLink.tsx";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-400",
  secondary: "border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-300 dark:hover:bg-gray-800",
  ghost: "text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

/** Shared look of buttons and button-like links. */
export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

export function Button({ variant = "primary", className = "", type = "button", ...props }: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({ variant = "primary", className = "", ...props }: PageLinkProps & { variant?: Variant }) {
  return <PageLink className={buttonClass(variant, className)} {...props} />;
}
