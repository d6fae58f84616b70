import type { PixReceiver } from "./pix.ts";

/** Where the church's gifts go: its default key and that key's owner, and its city (from /admin/igreja). */
export interface ChurchPix {
  pixKey: string | null;
  pixRecipient: string | null;
  city: string | null;
  /** The church's name: the owner of a project key saved before owners were asked for. */
  name: string | null;
}

/**
 * Who receives a gift by PIX: the project's own key with its owner's name, else the church's
 * key with its owner's; always the church's city. Null when a key, its owner's name or the city
 * is missing: then no payment is taken and nothing offers to move money.
 */
export function churchReceiver(church: ChurchPix, project: { pixKey: string | null; pixRecipient: string | null } | null): PixReceiver | null {
  const own = project?.pixKey ? { key: project.pixKey, name: project.pixRecipient ?? church.name } : null;
  const chosen = own ?? { key: church.pixKey, name: church.pixRecipient };
  if (!chosen.key || !chosen.name || !church.city) return null;
  return { key: chosen.key, name: chosen.name, city: church.city };
}
