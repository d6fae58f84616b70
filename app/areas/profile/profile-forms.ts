import { z } from "zod";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { noteSchema, profileSchema, settingsSchema } from "./profile.ts";

/**
 * The forms of the profile, one schema per route (each form names itself with `intent`).
 * /perfil: the profile itself and its settings; /perfil/notas: the member's notes.
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
    ],
    "Ação desconhecida.",
  );
}

const noteId = z.uuid("Nota não encontrada.");

export const noteForms = z.discriminatedUnion(
  "intent",
  [
    // Each may carry the id of a write queued offline (decision 0017).
    noteSchema.extend({ intent: z.literal("nota-criar"), ...clientWriteIdField }),
    noteSchema.extend({ intent: z.literal("nota-editar"), id: noteId, ...clientWriteIdField }),
    z.object({ intent: z.literal("nota-excluir"), id: noteId, ...clientWriteIdField }),
  ],
  "Ação desconhecida.",
);
