import { SITE_ROUTES } from "#app/routes.ts";

/** Whether a page is in the route list: home cards link only to pages that exist. */
export function isBuilt(path: string): boolean {
  return SITE_ROUTES.some((r) => r.path === path);
}
