import type { Config } from "#app/platform/config/config.ts";
import type { PixReceiver } from "./pix.ts";

/**
 * Who receives a gift by PIX: the project's own key, else the church's (CHURCH_PIX_KEY), with
 * the church's name and city; null when there is no key or no name and city, and then no
 * payment is taken.
 */
export function churchReceiver(
  config: Pick<Config, "CHURCH_PIX_KEY" | "CHURCH_NAME" | "CHURCH_CITY">,
  projectKey: string | null,
): PixReceiver | null {
  const key = projectKey ?? config.CHURCH_PIX_KEY;
  if (!key || !config.CHURCH_NAME || !config.CHURCH_CITY) return null;
  return { key, name: config.CHURCH_NAME, city: config.CHURCH_CITY };
}
