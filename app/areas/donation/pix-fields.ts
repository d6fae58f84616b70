import { z } from "zod";
import { requiredLine } from "#app/areas/editorial/fields.ts";
import { normalisePixKey, PIX_NAME_MAX, pixText } from "./pix.ts";

/** The fields of a PIX key and its owner's name, the same at /admin/igreja and /admin/projetos. */
export const PIX_KEY_FIELD_MAX = 100;
export const RECIPIENT_MAX = 100;

export const PIX_FIELD_MESSAGES = {
  key: "Chave Pix inválida: use CPF, CNPJ, e-mail, telefone com DDD ou a chave aleatória.",
  recipientMissing: "Informe o nome do titular da chave Pix, como o banco mostra a quem paga.",
  recipientLetters: "Use letras no nome do titular da chave Pix.",
} as const;

/** A PIX key as typed, stored as normalisePixKey gives it. */
export const pixKeyField = z
  .string()
  .max(PIX_KEY_FIELD_MAX, PIX_FIELD_MESSAGES.key)
  .transform((raw, ctx) => {
    const key = normalisePixKey(raw);
    if (key) return key;
    ctx.addIssue({ code: "custom", message: PIX_FIELD_MESSAGES.key });
    return z.NEVER;
  });

/** The key owner's name (a person's for a CPF, the church's for its CNPJ), kept as typed. */
export const recipientField = requiredLine(RECIPIENT_MAX, "O nome do titular", PIX_FIELD_MESSAGES.recipientMissing).refine(
  (v) => /[A-Za-z]/.test(pixText(v, PIX_NAME_MAX)),
  PIX_FIELD_MESSAGES.recipientLetters,
);

/** A key needs its owner's name: the payer's bank shows that name, and the code must say the same. */
export function needsRecipient(value: { chavePix: string | null; recebedor: string | null }, ctx: z.RefinementCtx): void {
  if (value.chavePix !== null && value.recebedor === null)
    ctx.addIssue({ code: "custom", path: ["recebedor"], message: PIX_FIELD_MESSAGES.recipientMissing });
}
