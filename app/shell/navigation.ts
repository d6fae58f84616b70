import { SITE_ROUTES } from "#app/routes.ts";

/** Navigation links, derived from the one route list (app/routes.ts). */
export interface NavLinkItem {
  to: string;
  label: string;
  /** Shown only to a logged-in member. */
  membersOnly?: boolean;
}

/** Top bar links, in the spec's order. */
export const TOP_BAR_LINKS: readonly NavLinkItem[] = SITE_ROUTES.flatMap((r) =>
  r.topBar ? [{ ...r.topBar, to: r.path, membersOnly: r.membersOnly }] : [],
)
  .sort((a, b) => a.order - b.order)
  .map(({ to, label, membersOnly }) => ({ to, label, membersOnly }));

/** Bottom navigation. */
export const BOTTOM_NAV_LINKS: readonly NavLinkItem[] = SITE_ROUTES.flatMap((r) => (r.bottomNav ? [{ to: r.path, label: r.bottomNav }] : []));
