import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { checkFields, formDone, formError, invalidForm, readFields } from "#app/platform/http/forms.server.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";
import type { ChurchRef } from "#db/transaction.ts";
import type { Duty } from "#app/areas/accounts/church-roles.ts";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";
import { deleteItem, setPublished, type ChurchKind } from "./church-content.store.server.ts";

/** The record an admin page edits: the one its address names with ?editar={id}, if any. */
export function editedRecord<T extends { id: string }>(records: readonly T[], request: Request): T | null {
  const id = new URL(request.url).searchParams.get("editar");
  return records.find((r) => r.id === id) ?? null;
}

/** Admin forms carry Markdown texts of up to 6000 characters: room for them percent-encoded. */
const ADMIN_FORM_BYTES = 128 * 1024;

export const ADMIN_MESSAGES = {
  gone: "Este item não existe mais. Recarregue a página.",
  badIntent: "Ação desconhecida. Use os botões da página.",
} as const;

const intentForm = z.object({
  intent: z.enum(["salvar", "previa", "ocultar", "publicar", "excluir"], ADMIN_MESSAGES.badIntent),
  id: z
    .string(ADMIN_MESSAGES.gone)
    .max(100, ADMIN_MESSAGES.gone)
    .optional()
    .transform((v) => v || null),
});

interface AdminFormSpec<S extends z.ZodType> {
  kind: ChurchKind;
  /** The page's own address, where every action leads back. */
  path: string;
  form: S;
  /** The form's Markdown fields, which 'Pré-visualizar' answers read into the tree <Markdown blocks> draws. */
  markdown?: readonly string[];
  save: (db: Kysely<Database>, church: ChurchRef, id: string | null, input: z.output<S>, now: Date) => Promise<string | null>;
}

/** Who writes each kind: the treasury the projects (they take gifts), communication the news and videos. */
const DUTIES: Record<ChurchKind, Duty> = { news: "communication", projects: "treasury", videos: "communication" };

/**
 * Every admin content action: the admin guard first (a visitor goes to /login, a member without
 * the kind's duty gets 403, before the body is read), the form read once and checked, then one
 * write, for the church the guard says the admin acts for. 'salvar' creates or updates,
 * 'previa' only checks and answers the Markdown fields read on the server (the preview), 'ocultar'/'publicar'/'excluir' act on one item.
 * Wrong input is a 400 with Portuguese messages; an item that is gone, a 404; nothing is written.
 */
export async function adminContentAction<S extends z.ZodType>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  spec: AdminFormSpec<S>,
) {
  const { church } = await requireAdmin(args, DUTIES[spec.kind]);
  const db = getApp(args.context).db;
  const fields = await readFields(args.request, { maxBytes: ADMIN_FORM_BYTES });
  const action = checkFields(fields, intentForm);
  if (!action.ok) return invalidForm(action);
  const { intent, id } = action.data;
  const now = new Date();
  if (intent === "salvar" || intent === "previa") {
    const form = checkFields(fields, spec.form);
    if (!form.ok) return invalidForm(form);
    if (intent === "previa") {
      const previews = Object.fromEntries((spec.markdown ?? []).map((name) => [name, renderMarkdown(form.values[name] ?? "")]));
      return formDone({ preview: true, values: form.values, previews });
    }
    const saved = await spec.save(db, church, id, form.data, now);
    if (!saved) return formError(ADMIN_MESSAGES.gone, 404, form.values);
    return redirect(withFlash(spec.path, "item-salvo"));
  }
  const done =
    id !== null &&
    (intent === "excluir" ? await deleteItem(db, church, spec.kind, id) : await setPublished(db, church, spec.kind, id, intent === "publicar", now));
  if (!done) return formError(ADMIN_MESSAGES.gone, 404);
  return redirect(withFlash(spec.path, intent === "excluir" ? "item-excluido" : intent === "publicar" ? "item-publicado" : "item-oculto"));
}
