import { randomUUID } from "node:crypto";
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

/** A refused club action: its Portuguese message and status; nothing was changed. */
export function refusal(message: string, status: 400 | 403 | 404 | 409) {
  return data<{ ok: boolean; message: string }>({ ok: false, message }, { status });
}

/** A form that did not pass its schema: the first field's message, 400. */
export function invalidClubForm(errors: Partial<Record<string, string>>) {
  return refusal(Object.values(errors)[0] ?? "Ação inválida.", 400);
}

/**
 * A club action's answer beside the form that sent it: which form (`intent`) and whom it was
 * about (`subject`); on success a new stamp clears that form, on refusal its status (nothing changed).
 */
export function answerForm(
  result: { ok: true } | { ok: false; message: string },
  done: string,
  where: { intent: string; subject?: string },
  status: 400 | 403 | 404 | 409 = 409,
) {
  return result.ok
    ? data({ ok: true, message: done, ...where, stamp: randomUUID() })
    : data({ ok: false, message: result.message, ...where, stamp: undefined as string | undefined }, { status });
}
