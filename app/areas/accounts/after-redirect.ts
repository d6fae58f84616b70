import { BOOKMARKS_KEY, HISTORY_KEY, MARKS_KEY } from "#app/areas/bible/local-keys.ts";
import { PROGRESS_STORAGE_KEY, SPECIALTIES_STORAGE_KEY } from "#app/areas/pathfinders/local-keys.ts";
import { ACHIEVEMENTS_PARAM, LEVEL_PARAM, FLASH_PARAM } from "#app/platform/site/flash.ts";

/** Query flag on the page after a login or sign-up that merged the visitor's lists: the browser then clears them. */
export const MERGED_PARAM = "leitura";
export const MERGED_VALUE = "mesclada";

/** Browser only: forgets the visitor's reader lists once the account holds them. */
function clearVisitorLists(): void {
  localStorage.removeItem(HISTORY_KEY);
  localStorage.removeItem(BOOKMARKS_KEY);
  localStorage.removeItem(MARKS_KEY);
  localStorage.removeItem(PROGRESS_STORAGE_KEY);
  localStorage.removeItem(SPECIALTIES_STORAGE_KEY);
}

/**
 * Browser only, on every page: after a redirect that carried a notice, drops it from the
 * address (so reloading does not repeat it) and, after a login or sign-up that merged the visitor's
 * lists, clears them locally. Kept free of dependencies: it is in every page's bundle.
 */
export function forgetRedirectNotice(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(MERGED_PARAM) === MERGED_VALUE) clearVisitorLists();
  const carried = [FLASH_PARAM, MERGED_PARAM, ACHIEVEMENTS_PARAM, LEVEL_PARAM].filter((p) => url.searchParams.has(p));
  if (!carried.length) return;
  for (const param of carried) url.searchParams.delete(param);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
