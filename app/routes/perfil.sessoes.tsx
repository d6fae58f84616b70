import { href, redirect } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { deleteAllSessions, signedOutHeaders } from "#app/areas/accounts/session.store.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import type { Route } from "./+types/perfil.sessoes";

/** 'Sair de todos os dispositivos': ends every session of the member, this one included. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const app = getApp(args.context);
  await deleteAllSessions(app.db, user.id);
  return redirect(withFlash(href("/login"), "saiu-de-todos"), {
    headers: await signedOutHeaders(args.request, app.config.PUBLIC_URL),
  });
}

export function loader() {
  return redirect(href("/perfil") + "?tab=settings");
}
