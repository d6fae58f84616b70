import type { AnchorHTMLAttributes, Ref } from "react";
import { useLocation, useNavigate } from "react-router";
import { isCurrentPage, isPlainClick } from "./page-link-rules.ts";

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The page's address on this site, from its root: `/hinario`, `/biblia/jo/3?versao=ACF`. */
  to: string;
  /** Replace the page shown in the history instead of adding one (filters). */
  replace?: boolean;
  /** Keep the scroll position (tabs and filters that change part of the page). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to one of the portal's pages by its address from the root (decision 0021): a plain
 * anchor that React Router follows without reloading the page. React Router's Link resolves
 * its address against the current route three times per render (NavLink once more), which on a
 * page of some sixty links was a tenth of a member's render; an address from the root needs
 * none of it, so `to` must start with `/` (`/conquistas?tab=ranking`, not `?tab=ranking`).
 */
export function PageLink({ to, onClick, target, replace = false, preventScrollReset = false, ...rest }: PageLinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        // A link to the page shown replaces it in the history, as React Router's Link does.
        const shown = window.location.pathname + window.location.search + window.location.hash === to;
        void navigate(to, { replace: replace || shown, preventScrollReset });
      }}
    />
  );
}

/** A PageLink in a navigation menu: `aria-current="page"` and its classes follow the page shown. */
export function NavPageLink({
  end = false,
  className,
  ...props
}: Omit<PageLinkProps, "className"> & { end?: boolean; className: (current: boolean) => string }) {
  const current = isCurrentPage(useLocation().pathname, props.to, end);
  return <PageLink {...props} className={className(current)} aria-current={current ? "page" : undefined} />;
}
