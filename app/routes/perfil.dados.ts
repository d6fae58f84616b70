import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { exportUserData } from "#app/areas/profile/export.store.server.ts";
import type { Route } from "./+types/perfil.dados";

/** 'Baixar meus dados': everything stored about the member, as a JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  const now = new Date();
  const exported = user && (await exportUserData(getApp(context).db, user.id, now));
  if (!exported)
    return new Response("Faça login para baixar seus dados.", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lampada-meus-dados-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
