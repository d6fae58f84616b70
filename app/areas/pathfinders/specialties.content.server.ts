import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { contentError, loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { ICON_NAMES } from "./icon-names.ts";
import { MIN_SPECIALTIES, POPULAR_COUNT, SPECIALTY_CATEGORIES, type PopularSpecialty, type Specialty } from "./specialties.ts";

const list = z.array(text).min(1).optional();

const requirement = z
  .object({
    numero: z.number().int().min(1),
    titulo: text,
    descricao: text,
    areas: list,
    projetos: list,
    passos: list,
    dicas: list,
    cuidados: list,
    regras: z
      .array(z.object({ regra: text, detalhes: text }).strict())
      .min(1)
      .optional(),
    termos: z
      .array(z.object({ termo: text, definicao: text }).strict())
      .min(1)
      .optional(),
    amarracoes: list,
    tipos: list,
    nos: list,
    receitas: list,
  })
  .strict();

const frontMatter = z
  .object({
    id: z.number().int().min(1),
    nome: text,
    categoria: z.enum(SPECIALTY_CATEGORIES),
    nivel: z.number().int().min(1).max(3),
    // Only ids of real videos may be added; none is shipped.
    videoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, "id de vídeo com 11 caracteres")
      .optional(),
    videoTitulo: text.optional(),
    requisitos: z
      .array(requirement)
      .min(1)
      .refine((rs) => rs.every((r, i) => r.numero === i + 1), "requisitos numerados 1, 2, 3…"),
    materiaisNecessarios: z.array(text).min(1),
    avaliacaoPratica: z
      .object({ titulo: text.optional(), descricao: text.optional(), criterios: list, simulacoes: list })
      .strict()
      .refine((a) => (a.titulo || a.descricao) && (a.criterios || a.simulacoes), "avaliação com título ou descrição, e critérios ou simulações"),
  })
  .strict();

/** Every full specialty, by id (files content/pathfinders/specialties/*.md). */
export function loadSpecialties(): Specialty[] {
  const entries = loadCollection("pathfinders/specialties", frontMatter);
  const specialties = entries.map(({ data, body }) => ({ ...data, resumo: body })).toSorted((a, b) => a.id - b.id);
  const ids = specialties.map((s) => s.id);
  const file = "content/pathfinders/specialties";
  if (new Set(ids).size !== ids.length) throw contentError(file, "id", "ids repetidos");
  if (specialties.length < MIN_SPECIALTIES || ids.some((id, i) => id !== i + 1))
    throw contentError(file, "id", `as especialidades precisam dos ids 1 a ${MIN_SPECIALTIES} sem lacunas`);
  return specialties;
}

export function findSpecialty(id: number | null): Specialty | undefined {
  return id === null ? undefined : loadSpecialties().find((s) => s.id === id);
}

const popularSchema = z
  .array(
    z.object({ id: z.number().int(), icone: z.enum(ICON_NAMES), cor: z.string().regex(/^#[0-9a-f]{6}$/, "cor em hexadecimal (#rrggbb)") }).strict(),
  )
  .length(POPULAR_COUNT, `a lista precisa de ${POPULAR_COUNT} especialidades populares`)
  .superRefine(uniqueBy((p: { id: number }) => p.id, "id"));

/** The hub's 12 popular cards: each points at a full specialty and shows its requirement titles. */
export function loadPopularSpecialties(): PopularSpecialty[] {
  const specialties = loadSpecialties();
  return loadContent("pathfinders/popular.yaml", popularSchema).map((p, index) => {
    const full = specialties.find((s) => s.id === p.id);
    if (!full) throw contentError("content/pathfinders/popular.yaml", `[${index}].id`, `especialidade ${p.id} não existe`);
    return { ...p, nome: full.nome, categoria: full.categoria, requisitos: full.requisitos.map((r) => r.titulo) };
  });
}
