import { BOOKMARKS_KEY, HISTORY_KEY } from "#app/areas/bible/local-keys.ts";
import { parseBookmarks, parseHistory } from "#app/areas/bible/local-reading.ts";
import { readVisitorPathfinder } from "#app/areas/pathfinders/visitor-progress.ts";

/**
 * The visitor's reader lists travel with the login and sign-up forms to be merged into the
 * account, then are cleared: hidden fields filled from local storage as the form is
 * submitted (without JavaScript they stay empty: nothing local to merge).
 */
export const HISTORY_FIELD = "historico";
export const BOOKMARKS_FIELD = "marcadores";
/** The visitor's Pathfinder class progress and completed specialties (the server keeps only valid keys). */
export const PATHFINDER_FIELD = "desbravador";

/** Browser only, as the form is submitted: copies the stored lists into its hidden fields. */
export function fillVisitorLists(form: HTMLFormElement): void {
  const set = (name: string, value: unknown[]) => {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = JSON.stringify(value);
  };
  set(HISTORY_FIELD, parseHistory(localStorage.getItem(HISTORY_KEY)));
  set(BOOKMARKS_FIELD, parseBookmarks(localStorage.getItem(BOOKMARKS_KEY)));
  const progress = form.elements.namedItem(PATHFINDER_FIELD);
  if (progress instanceof HTMLInputElement) progress.value = readVisitorPathfinder();
}
