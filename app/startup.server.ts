import { CONTENT_LOADERS } from "./modules/content/checks.ts";

/**
 * What the app checks once before the server takes requests: every built-in content file
 * is read and validated, so a wrong file stops the start naming its path and field. The
 * server calls this entry and knows nothing of the areas behind it.
 */
export function prepareApp(): void {
  for (const { load } of CONTENT_LOADERS) load();
}
