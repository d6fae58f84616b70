import { z } from "zod";
import { nameField } from "#app/areas/accounts/validation.ts";
import { cleanText, hasVisibleText, optionalText } from "#app/platform/http/text-fields.ts";
import { ITEM_KEY_PATTERN } from "#app/areas/pathfinders/classes.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { normaliseCode, ROLES, SPECIALTY_KEY_PATTERN } from "./clubs.ts";

/** The roles the director gives (the directorship itself is passed on). */
export const ASSIGNABLE_ROLES = ROLES.filter((r) => r !== "diretor") as Array<Exclude<(typeof ROLES)[number], "diretor">>;

/** The club forms' schemas: every action of /clube and its pages, with Portuguese messages. */

const given = (value: unknown) => (typeof value === "string" ? value : "");
const filled = (max: number, label: string) =>
  z.preprocess(given, cleanText(max, label).refine(hasVisibleText, `Preencha: ${label.replace(/^(O|A) /, "").toLowerCase()}.`));
const id = z.uuid("Escolha inválida.");

export const CLUB_TEXT_MAX = 80;

/** An invite code as typed: read generously (case, spaces, dashes), refused when it cannot be one. */
const codeField = z.preprocess(given, z.string().max(20, "Código inválido.")).transform((typed, ctx) => {
  const code = normaliseCode(typed);
  if (code) return code;
  ctx.addIssue({ code: "custom", message: "O código tem 6 letras e números." });
  return z.NEVER;
});

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
      codigo: codeField,
    }),
    z.object({ intent: z.literal("sair") }),
  ],
  { error: "Ação inválida." },
);

export const ROSTER_NAME_MAX = 80;

const yearField = z.preprocess(given, z.string().regex(/^\d{4}$/, "Informe o ano com 4 dígitos.")).transform(Number);
export const CLASS_REASON_MAX = 200;

/** The people page's actions; the route asks the guard for each one's permission (PEOPLE_PERMISSIONS). */
export const peopleForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("aprovar-pedido"), pessoa: id }),
    z.object({ intent: z.literal("recusar-pedido"), pessoa: id }),
    z.object({ intent: z.literal("ligar-rol"), pessoa: id, rol: id }),
    z.object({ intent: z.literal("papel"), pessoa: id, papel: z.enum(ASSIGNABLE_ROLES, "Papel inválido.") }),
    z.object({ intent: z.literal("passar-direcao"), pessoa: id }),
    z.object({ intent: z.literal("remover"), pessoa: id }),
    z.object({ intent: z.literal("excluir-rol"), pessoa: id }),
    z.object({ intent: z.literal("renovar-codigo") }),
    z.object({ intent: z.literal("liga"), participar: z.enum(["0", "1"], "Valor inválido.") }),
    z.object({
      intent: z.literal("adicionar-rol"),
      nome: z.preprocess(given, nameField),
      ano: yearField,
    }),
    z.object({ intent: z.literal("unidade"), nome: filled(CLUB_TEXT_MAX, "O nome da unidade"), conselheiro: z.union([z.literal(""), id]) }),
    z.object({ intent: z.literal("colocar"), pessoa: id, unidade: z.union([z.literal(""), id]) }),
    z.object({ intent: z.literal("renomear-unidade"), unidade: id, nome: filled(CLUB_TEXT_MAX, "O nome da unidade") }),
    z.object({ intent: z.literal("conselheiro-unidade"), unidade: id, conselheiro: z.union([z.literal(""), id]) }),
    z.object({ intent: z.literal("excluir-unidade"), unidade: id }),
    z.object({
      intent: z.literal("classe"),
      pessoa: id,
      classe: z.preprocess(given, z.enum(["", "1", "2", "3", "4", "5", "6"], "Classe inválida.")),
      motivo: z.preprocess(given, optionalText(CLASS_REASON_MAX, "O motivo")),
    }),
  ],
  { error: "Ação inválida." },
);

export const NOTE_MAX = 300;

/** A class item or a specialty ("esp-{id}"). */
const item = z.string().refine((v) => ITEM_KEY_PATTERN.test(v) || SPECIALTY_KEY_PATTERN.test(v), "Item inválido.");

/** Several values of one field (a list of checkboxes): one value arrives as a string, none as nothing. */
const several = <T extends z.ZodType>(one: T, empty: string) =>
  z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(one).min(1, empty).max(BULK_MAX, `Selecione no máximo ${BULK_MAX} itens de uma vez.`),
  );

/** The most items approved together in one request (a whole class is under 60). */
const BULK_MAX = 100;

/** One waiting item on the dashboard's list: "{person id}|{item key}". */
const personItem = z.string().transform((v, ctx) => {
  const [personId = "", key = ""] = v.split("|");
  if (!id.safeParse(personId).success || !item.safeParse(key).success) {
    ctx.addIssue({ code: "custom", message: "Item inválido." });
    return z.NEVER;
  }
  return { personId, key };
});

/** The dashboard's 'Aguardando você': approve one item of one person, or the ones selected (of one person or several). */
export const dashboardForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("aprovar"), pessoa: id, item }),
    z.object({ intent: z.literal("aprovar-selecionados"), selecionados: several(personItem, "Selecione pelo menos um item para aprovar.") }),
  ],
  { error: "Ação inválida." },
);

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
    // Done in front of the leader: marked and approved at once, one item or the ones selected.
    z.object({ intent: z.literal("marcar-aprovar"), item, ...clientWriteIdField }),
    z.object({
      intent: z.literal("marcar-aprovar-selecionados"),
      itens: several(item, "Selecione pelo menos um item para marcar e aprovar."),
      ...clientWriteIdField,
    }),
  ],
  { error: "Ação inválida." },
);

/** A child's name and birth year, and the guardian's consent (the box must be ticked). */
export const childForms = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("adicionar"),
      nome: z.preprocess(given, nameField),
      ano: yearField,
      consentimento: z.literal("sim", "Marque a autorização para guardar os dados da criança."),
    }),
    z.object({
      intent: z.literal("entrar"),
      crianca: id,
      codigo: codeField,
    }),
    z.object({ intent: z.literal("sair"), crianca: id }),
    z.object({ intent: z.literal("retirar"), crianca: id }),
  ],
  { error: "Ação inválida." },
);
