import { SITE_ROUTES, type SiteRoute } from "#app/routes.ts";

/** The pages of the route list (those with a title), for titles, tests and the benchmark. */
export type Page = SiteRoute & { title: string };

export const PAGES: readonly Page[] = SITE_ROUTES.filter((r): r is Page => r.title !== undefined);

export function pageTitle(path: string): string {
  return PAGES.find((p) => p.path === path)?.title ?? "Lâmpada";
}

/** The document title: page title, then the brand. */
export function documentTitle(title: string): string {
  return title === "Lâmpada" ? "Lâmpada — Bíblia, estudos e comunidade" : `${title} — Lâmpada`;
}
