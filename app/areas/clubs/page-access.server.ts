import { data, type RouterContextProvider } from "react-router";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import type { Permission } from "./clubs.ts";
import { requireClubRole } from "./guards.server.ts";

/** Member pages are never cached. */
export const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * A club page's loader: a visitor gets the page (200) asking them to log in; a member goes
 * through the one guard, which refuses (403) anyone without the role.
 */
export async function clubPage<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  permission: Permission | "member",
  load: (guarded: Awaited<ReturnType<typeof requireClubRole>>) => Promise<T>,
) {
  if (!(await optionalMember(args))) return data({ visitor: true as const }, { headers: PRIVATE });
  return data({ visitor: false as const, ...(await load(await requireClubRole(args, permission))) }, { headers: PRIVATE });
}
