import { href } from "react-router";
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

/** The top bar's first links on a wide screen, the daily ones; the others open from 'Mais', so the bar keeps one line. */
const PRIMARY_PATHS = new Set(["/", "/biblia", "/devocional", "/escola-sabatina", "/hinario", "/estudos", "/desbravadores"]);

export const TOP_BAR_PRIMARY = TOP_BAR_LINKS.filter((l) => PRIMARY_PATHS.has(l.to));
export const TOP_BAR_MORE = TOP_BAR_LINKS.filter((l) => !PRIMARY_PATHS.has(l.to));

/**
 * The admins' hub, in 'Mais' and the phone menu of an account holding the admin role only
 * (decision 0047); not in app/routes.ts's navigation, which visitors' pages share.
 */
export const ADMIN_LINK: NavLinkItem = { to: href("/admin"), label: "Administração" };

/** Bottom navigation. */
export const BOTTOM_NAV_LINKS: readonly NavLinkItem[] = SITE_ROUTES.flatMap((r) => (r.bottomNav ? [{ to: r.path, label: r.bottomNav }] : []));
