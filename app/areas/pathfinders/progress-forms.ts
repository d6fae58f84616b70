import { z } from "zod";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { ITEM_KEY_PATTERN } from "./classes.ts";
import { MAX_PROGRESS_ITEMS } from "./progress-limits.ts";

const key = z.string().regex(ITEM_KEY_PATTERN, "Item inválido.");

/** The progress page's two actions: tick one item, or merge the visitor's local progress. */
export const progressForms = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("marcar"),
      item: key,
      feito: z.enum(["0", "1"], "Valor inválido."),
      /** A child of the guardian's, using the page on the family's device (decision 0048). */
      crianca: z.uuid("Criança inválida.").optional(),
      ...clientWriteIdField,
    }),
    z.object({
      intent: z.literal("mesclar"),
      itens: z
        .string()
        .max(MAX_PROGRESS_ITEMS * 10, "Lista grande demais.")
        .transform((raw, ctx) => {
          try {
            const value: unknown = JSON.parse(raw);
            if (Array.isArray(value) && value.length <= MAX_PROGRESS_ITEMS && value.every((k) => typeof k === "string" && ITEM_KEY_PATTERN.test(k)))
              return value as string[];
          } catch {
            // reported below
          }
          ctx.addIssue({ code: "custom", message: "Lista de itens inválida." });
          return z.NEVER;
        }),
    }),
  ],
  { error: "Ação inválida." },
);
