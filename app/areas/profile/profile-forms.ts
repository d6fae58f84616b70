import { z } from "zod";
import { HIGHLIGHT_COLORS, MARK_MESSAGES, NO_COLOR, NOTE_MAX } from "#app/areas/bible/marks.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { longText } from "#app/platform/http/text-fields.ts";
import { HOME_CHURCH_INTENT, HOME_CHURCH_REQUIRED } from "#app/areas/churches/home-church.ts";
import { noteSchema, profileSchema, settingsSchema } from "./profile.ts";

/**
 * The forms of the profile, one schema per route (each form names itself with `intent`).
 * /perfil: the profile itself, its settings and the home church; /perfil/notas: the member's notes.
 */
export function profileForms(today: string) {
  return z.discriminatedUnion(
    "intent",
    [
      profileSchema(today).extend({ intent: z.literal("perfil") }),
      z.object({ intent: z.literal("versao") }),
      z.object({ intent: z.literal("notificacoes") }),
      z.object({ intent: z.literal("devocional") }),
      settingsSchema.extend({ intent: z.literal("config") }),
      z.object({ intent: z.literal("descanso-sabado"), sabado: z.enum(["0", "1"], "Escolha se o sábado é dia de descanso.") }),
      // 'Minha igreja' (issue 50): the chosen church's slug, found or refused by the route.
      z.object({
        intent: z.literal(HOME_CHURCH_INTENT),
        igreja: z.string(HOME_CHURCH_REQUIRED).min(1, HOME_CHURCH_REQUIRED).max(100, HOME_CHURCH_REQUIRED),
      }),
    ],
    "Ação desconhecida.",
  );
}

const noteId = z.uuid("Nota não encontrada.");

const MARK_NOT_FOUND = "Marcação não encontrada.";
const verseField = {
  livro: z.string(MARK_NOT_FOUND).regex(/^[a-z0-9]{2,4}$/, MARK_NOT_FOUND),
  capitulo: z.coerce.number(MARK_NOT_FOUND).int(MARK_NOT_FOUND).min(1, MARK_NOT_FOUND).max(150, MARK_NOT_FOUND),
  versiculo: z.coerce.number(MARK_NOT_FOUND).int(MARK_NOT_FOUND).min(1, MARK_NOT_FOUND).max(200, MARK_NOT_FOUND),
};

export const noteForms = z.discriminatedUnion(
  "intent",
  [
    // Each may carry the id of a write queued offline (decision 0017).
    noteSchema.extend({ intent: z.literal("nota-criar"), ...clientWriteIdField }),
    noteSchema.extend({ intent: z.literal("nota-editar"), id: noteId, ...clientWriteIdField }),
    z.object({ intent: z.literal("nota-excluir"), id: noteId, ...clientWriteIdField }),
    // A verse's note or highlight, changed (or, empty, removed) from the lists of the tab.
    z.object({ intent: z.literal("marca-nota"), ...verseField, nota: longText(NOTE_MAX, "A nota"), ...clientWriteIdField }),
    z.object({
      intent: z.literal("marca-cor"),
      ...verseField,
      cor: z.enum([...HIGHLIGHT_COLORS, NO_COLOR], MARK_MESSAGES.color),
      ...clientWriteIdField,
    }),
  ],
  "Ação desconhecida.",
);
