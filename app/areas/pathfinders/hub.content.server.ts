import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError, loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { ICON_NAMES } from "./icon-names.ts";
import { LINK_COUNT, STUDY_LESSONS, type PathfinderStudy, type UsefulLink } from "./hub.ts";

const studySchema = z
  .object({
    id: z.number().int().min(1),
    titulo: z.enum(Object.keys(STUDY_LESSONS) as [string, ...string[]]),
    licoes: z.number().int().min(1),
    topicos: z.array(text).min(1),
  })
  .strict()
  .refine((s) => s.licoes === STUDY_LESSONS[s.titulo], { message: "número de lições diferente do programa", path: ["licoes"] })
  .refine((s) => s.topicos.length === s.licoes, { message: "um tópico por lição", path: ["topicos"] });

/** The six Pathfinder Bible studies (content/pathfinders/studies/*.md), by id. */
export function loadStudies(): PathfinderStudy[] {
  const entries = loadCollection("pathfinders/studies", studySchema);
  return cached("pathfinders:studies", () => {
    const studies = entries.map(({ data, body }) => ({ ...data, descricao: body })).toSorted((a, b) => a.id - b.id);
    const expected = Object.keys(STUDY_LESSONS).length;
    if (studies.length !== expected) throw contentError("content/pathfinders/studies", "(pasta)", `são ${expected} estudos`);
    if (new Set(studies.map((s) => s.titulo)).size !== expected) throw contentError("content/pathfinders/studies", "titulo", "estudo repetido");
    return studies;
  });
}

const linkSchema = z
  .array(
    z
      .object({
        id: z.number().int().min(1),
        titulo: text,
        url: z.url({ protocol: /^https$/, error: "endereço https completo" }),
        descricao: text,
        icone: z.enum(ICON_NAMES),
      })
      .strict(),
  )
  .length(LINK_COUNT, `a lista precisa de ${LINK_COUNT} links`)
  .superRefine(uniqueBy((l: UsefulLink) => l.id, "id"))
  .superRefine(uniqueBy((l: UsefulLink) => l.url, "url"));

/** The six useful links (official sites only). */
export function loadLinks(): UsefulLink[] {
  return loadContent("pathfinders/links.yaml", linkSchema);
}
