import { href, redirect } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { loadPhoto, savePhoto } from "#app/areas/profile/photo.store.server.ts";
import { PHOTO_MAX_BYTES } from "#app/areas/profile/photo.ts";
import { storablePhoto } from "#app/areas/profile/photo-encode.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import type { Route } from "./+types/perfil.foto";

/** The logged-in member's photo, with the type recognised when it was stored. */
export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  const photo = user && (await loadPhoto(getApp(args.context).db, user.id));
  if (!photo) return new Response("Foto não encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(photo.bytes), {
    headers: { "Content-Type": photo.type, "Content-Length": String(photo.bytes.length), "Cache-Control": "private, max-age=86400" },
  });
}

/** The photo plus the multipart envelope. */
const PHOTO_FORM_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
const photoForm = z.object({ foto: z.instanceof(File, { message: "Escolha uma foto para enviar." }).optional() });

/**
 * Photo upload (multipart): checked by its bytes, at most 2 MB and 16 megapixels (read from the
 * header before decoding), stored re-encoded without metadata; anything else changes nothing.
 * Uploads have their own limit (10 in 10 minutes) besides the member's write rate, counted
 * before the body is read.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const refused = await refuseTooManyPosts(args.context, LIMITS.photoUploadsPerMember, user.id);
  if (refused) return refused;
  const form = await parseForm(args.request, photoForm, { maxBytes: PHOTO_FORM_BYTES });
  const file = form.ok ? form.data.foto : undefined;
  const photo = await storablePhoto(file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array());
  if (!photo.ok) return redirect(withFlash(href("/perfil") + "?tab=info&editar=1", photo.problem), { status: 303 });
  await savePhoto(getApp(args.context).db, user.id, photo.type, photo.bytes, new Date());
  return redirect(withFlash(href("/perfil") + "?tab=info", "foto-atualizada"), { status: 303 });
}
