import { z } from "zod";
import { nameField } from "#app/areas/accounts/validation.ts";
import { cleanText, hasVisibleText } from "#app/platform/http/text-fields.ts";
import { ITEM_KEY_PATTERN } from "#app/areas/pathfinders/classes.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { normaliseCode, SPECIALTY_KEY_PATTERN } from "./clubs.ts";

/** The club forms' schemas: every action of /clube and its pages, with Portuguese messages. */

const given = (value: unknown) => (typeof value === "string" ? value : "");
const filled = (max: number, label: string) =>
  z.preprocess(given, cleanText(max, label).refine(hasVisibleText, `Preencha: ${label.replace(/^(O|A) /, "").toLowerCase()}.`));
const id = z.uuid("Escolha inválida.");

export const CLUB_TEXT_MAX = 80;

export const clubForms = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("criar"),
      nome: filled(CLUB_TEXT_MAX, "O nome do clube"),
      igreja: filled(CLUB_TEXT_MAX, "A igreja"),
      cidade: filled(CLUB_TEXT_MAX, "A cidade"),
      regiao: filled(CLUB_TEXT_MAX, "A região"),
    }),
    z.object({
      intent: z.literal("entrar"),
      codigo: z.preprocess(given, z.string().max(20, "Código inválido.")).transform((typed, ctx) => {
        const code = normaliseCode(typed);
        if (code) return code;
        ctx.addIssue({ code: "custom", message: "O código tem 6 letras e números." });
        return z.NEVER;
      }),
    }),
    z.object({ intent: z.literal("sair") }),
  ],
  { error: "Ação inválida." },
);

export const ROSTER_NAME_MAX = 80;

/** The people page's actions; the route asks the guard for each one's permission (PEOPLE_PERMISSIONS). */
export const peopleForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("aprovar-pedido"), pessoa: id }),
    z.object({ intent: z.literal("recusar-pedido"), pessoa: id }),
    z.object({ intent: z.literal("ligar-rol"), pessoa: id, rol: id }),
    z.object({ intent: z.literal("papel"), pessoa: id, papel: z.enum(["conselheiro", "secretario", "desbravador"], "Papel inválido.") }),
    z.object({ intent: z.literal("passar-direcao"), pessoa: id }),
    z.object({ intent: z.literal("remover"), pessoa: id }),
    z.object({ intent: z.literal("excluir-rol"), pessoa: id }),
    z.object({ intent: z.literal("renovar-codigo") }),
    z.object({ intent: z.literal("liga"), participar: z.enum(["0", "1"], "Valor inválido.") }),
    z.object({
      intent: z.literal("adicionar-rol"),
      nome: z.preprocess(given, nameField),
      ano: z.preprocess(given, z.string().regex(/^\d{4}$/, "Informe o ano com 4 dígitos.")).transform(Number),
    }),
    z.object({ intent: z.literal("unidade"), nome: filled(CLUB_TEXT_MAX, "O nome da unidade"), conselheiro: z.union([z.literal(""), id]) }),
    z.object({ intent: z.literal("colocar"), pessoa: id, unidade: z.union([z.literal(""), id]) }),
  ],
  { error: "Ação inválida." },
);

export const NOTE_MAX = 300;

/** A class item or a specialty ("esp-{id}"). */
const item = z.string().refine((v) => ITEM_KEY_PATTERN.test(v) || SPECIALTY_KEY_PATTERN.test(v), "Item inválido.");

/**
 * A person's page: mark an item (or a specialty) for a roster entry, or review one. Each may come
 * from the offline queue (a counsellor at a camp without signal), applied once by its id.
 */
export const personForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("marcar"), item, feito: z.enum(["0", "1"], "Valor inválido."), ...clientWriteIdField }),
    z.object({ intent: z.literal("aprovar"), item, ...clientWriteIdField }),
    z.object({ intent: z.literal("devolver"), item, nota: filled(NOTE_MAX, "A observação"), ...clientWriteIdField }),
    z.object({ intent: z.literal("desfazer"), item, ...clientWriteIdField }),
  ],
  { error: "Ação inválida." },
);
