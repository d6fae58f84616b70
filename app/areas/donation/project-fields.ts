import { z } from "zod";
import { optionalPosted, posted, requiredLine, requiredProse } from "#app/areas/editorial/fields.ts";
import { parseAmountCents } from "./donation.ts";
import { pixKeyField, recipientField, needsRecipient } from "./pix-fields.ts";

/** A project's fields, the same for content/projects files and the church's own projects (/admin/projetos). */
export const PROJECT_LIMITS = { titulo: 120, descricao: 300, localizacao: 120, texto: 6000, chavePix: 100, recebedor: 100, meta: 20 } as const;

export const projectFields = {
  titulo: requiredLine(PROJECT_LIMITS.titulo, "O título", "Informe o título."),
  descricao: requiredLine(PROJECT_LIMITS.descricao, "A descrição", "Informe a descrição."),
  localizacao: requiredLine(PROJECT_LIMITS.localizacao, "O local", "Informe o local do projeto."),
  /** 'Saiba Mais': the project's text in Markdown (a file's body). */
  texto: requiredProse(PROJECT_LIMITS.texto, "O texto", "Escreva o texto do projeto."),
};

const GOAL_MESSAGE = "Informe a meta em reais, entre R$ 1,00 e R$ 10.000.000,00 (por exemplo 5000 ou 5.000,00).";
const GOAL_MAX_CENTS = 1_000_000_000;

/** The admin's form: the file's fields plus the project's own PIX key with its owner's name, and goal (all optional). */
export const projectForm = z
  .object({
    titulo: posted(projectFields.titulo),
    descricao: posted(projectFields.descricao),
    localizacao: posted(projectFields.localizacao),
    texto: posted(projectFields.texto),
    chavePix: optionalPosted(pixKeyField),
    recebedor: optionalPosted(recipientField),
    meta: optionalPosted(
      z
        .string()
        .max(PROJECT_LIMITS.meta, GOAL_MESSAGE)
        .transform((raw, ctx) => {
          const cents = parseAmountCents(raw);
          if (cents !== null && cents >= 100 && cents <= GOAL_MAX_CENTS) return cents;
          ctx.addIssue({ code: "custom", message: GOAL_MESSAGE });
          return z.NEVER;
        }),
    ),
    /** 'on' when the project's page shows the received total against its goal. */
    mostrarTotal: z
      .preprocess((v) => (v === undefined || v === "" ? null : v), z.enum(["on"], "Marque ou desmarque a opção.").nullable())
      .transform((v) => v === "on"),
  })
  .superRefine(needsRecipient);
export type ProjectInput = z.output<typeof projectForm>;
