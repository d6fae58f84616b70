import { redirect } from "react-router";
import { getApp } from "../context.ts";
import { currentUser } from "../modules/accounts/current-user.server.ts";
import { loadPhoto, savePhoto } from "../modules/profile/photo.server.ts";
import { checkPhoto } from "../modules/profile/photo.ts";
import { withNotice } from "../modules/site/notices.ts";
import type { Route } from "./+types/perfil.foto";

/** The logged-in member's photo, with the type recognised when it was stored. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const photo = user && (await loadPhoto(getApp(context).db, user.id));
  if (!photo) return new Response("Foto não encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(photo.bytes), {
    headers: { "Content-Type": photo.type, "Content-Length": String(photo.bytes.length), "Cache-Control": "private, max-age=86400" },
  });
}

/** Photo upload (multipart): checked by its bytes, at most 2 MB; anything else changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await currentUser(request, context);
  if (!user) return redirect("/perfil");
  const form = await request.formData().catch(() => null);
  const file = form?.get("foto");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const check = checkPhoto(bytes);
  if (!check.ok) return redirect(withNotice("/perfil?tab=info&editar=1", check.problem), { status: 303 });
  await savePhoto(getApp(context).db, user.id, check.type, bytes, new Date());
  return redirect(withNotice("/perfil?tab=info", "foto-atualizada"), { status: 303 });
}
