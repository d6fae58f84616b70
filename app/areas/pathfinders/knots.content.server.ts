import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { SLUG_PATTERN } from "#app/platform/site/slug.ts";
import {
  CHALLENGE_LEVELS,
  CHALLENGE_POINTS,
  DIFFICULTIES,
  KNOT_CATEGORIES,
  KNOT_COUNT,
  LASHING_NAMES,
  TIP_GROUPS,
  type KnotsGuide,
} from "./knots.ts";

const slug = z.string().regex(SLUG_PATTERN, "id em minúsculas, com hífens");
const list = z.array(text).min(1);

const challenges = (count: number) =>
  z
    .array(
      z
        .object({
          titulo: text,
          descricao: text,
          pontos: z.number().int().min(CHALLENGE_POINTS.min).max(CHALLENGE_POINTS.max),
          dica: text,
        })
        .strict(),
    )
    .length(count, `este nível tem ${count} desafios`);

const schema = z
  .object({
    nos: z
      .array(
        z
          .object({
            id: slug,
            nome: text,
            categoria: z.enum(KNOT_CATEGORIES),
            dificuldade: z.enum(DIFFICULTIES),
            usos: list,
            passos: list,
            historia: text.optional(),
            dicas: list.optional(),
            cuidados: list.optional(),
          })
          .strict(),
      )
      .length(KNOT_COUNT, `a lista precisa de ${KNOT_COUNT} nós`)
      .superRefine(uniqueBy((k: { id: string }) => k.id, "id")),
    amarracoes: z
      .array(z.object({ id: slug, nome: z.enum(LASHING_NAMES), usos: list, passos: list, dicas: list }).strict())
      .length(LASHING_NAMES.length)
      .superRefine(uniqueBy((l: { nome: string }) => l.nome, "nome")),
    dicas: z
      .array(z.object({ titulo: z.enum(TIP_GROUPS), dicas: list }).strict())
      .length(TIP_GROUPS.length)
      .superRefine(uniqueBy((g: { titulo: string }) => g.titulo, "grupo")),
    desafios: z
      .object({
        Iniciante: challenges(CHALLENGE_LEVELS.Iniciante),
        Intermediário: challenges(CHALLENGE_LEVELS.Intermediário),
        Avançado: challenges(CHALLENGE_LEVELS.Avançado),
      })
      .strict(),
  })
  .strict();

/** The knots and lashings guide: 10 knots, 3 lashings, 4 tip groups, 19 challenges. */
export function loadKnotsGuide(): KnotsGuide {
  return loadContent("pathfinders/knots.yaml", schema);
}
