import { z } from "zod";
import { READER_VERSIONS } from "#app/areas/bible/versions.ts";
import { cleanText, hasVisibleText, longText } from "#app/platform/http/text-fields.ts";
import { ORDER_LIMITS } from "./service-orders.ts";

/** The forms of the service order pages (each names itself with `intent`). */
const title = cleanText(ORDER_LIMITS.title, "O título").refine(hasVisibleText, "Dê um título ao roteiro.");

export const newOrderForm = z.object({ intent: z.literal("criar", "Ação desconhecida."), titulo: title });

const START_TIME = "Escreva o horário como 19:30, ou deixe em branco para não ter contagem.";

/** An order's id as its link carries it. */
export const orderId = z.uuid();

const itemId = z.string("Item não encontrado.").regex(/^[\w-]{1,40}$/, "Item não encontrado.");

/** A free slide's fields, through the one text cleaner: sizes limited, control and bidirectional characters refused. */
const slideFields = {
  estilo: z.enum(["title", "text"], "Escolha slide de título ou de texto."),
  titulo_slide: cleanText(ORDER_LIMITS.slideTitle, "O título do slide"),
  texto_slide: longText(ORDER_LIMITS.slideText, "O texto do slide"),
};

export const orderForms = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("adicionar"),
      item: cleanText(ORDER_LIMITS.typed, "O item"),
      versao: z.enum(READER_VERSIONS, "Escolha a versão ACF ou NVI."),
    }),
    z.object({ intent: z.literal("adicionar-slide"), ...slideFields }),
    z.object({ intent: z.literal("editar-slide"), item: itemId, ...slideFields }),
    z.object({ intent: z.literal("remover"), item: itemId }),
    z.object({ intent: z.literal("subir"), item: itemId }),
    z.object({ intent: z.literal("descer"), item: itemId }),
    z.object({ intent: z.literal("renomear"), titulo: title }),
    z.object({
      intent: z.literal("horario"),
      inicio: z.string(START_TIME).regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, START_TIME),
    }),
    z.object({ intent: z.literal("compartilhar"), compartilhado: z.enum(["1", "0"], "Ação desconhecida.") }),
    z.object({ intent: z.literal("excluir") }),
  ],
  "Ação desconhecida.",
);
