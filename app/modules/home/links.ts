import { PREPARING, SITE_ROUTES } from "../../routes.ts";

/** Whether a page of the route list is built (not the 'being prepared' page): home cards link only to those. */
export function isBuilt(path: string): boolean {
  const route = SITE_ROUTES.find((r) => r.path === path);
  return route !== undefined && route.file !== PREPARING;
}
