import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";
import { projectFields } from "./project-fields.ts";
import type { Project } from "./projects.ts";

/** The five example projects: content/projects/<id>.md. */
export const PROJECT_COUNT = 5;

const frontMatter = z.strictObject({
  ordem: z.number().int().min(1).max(PROJECT_COUNT),
  titulo: projectFields.titulo,
  descricao: projectFields.descricao,
  localizacao: projectFields.localizacao,
  versiculo: z.strictObject({ texto: text, referencia: bibleReference }).optional(),
});

/** The examples in their `ordem`; the folder must hold exactly five, each with its own place. */
export function loadProjects(): Project[] {
  return cached("projects:list", readProjects);
}

function readProjects(): Project[] {
  const entries = loadCollection("projects", frontMatter);
  if (entries.length !== PROJECT_COUNT)
    throw contentError("content/projects", "(pasta)", `são necessários ${PROJECT_COUNT} projetos; há ${entries.length}`);
  const repeated = entries.find((e, i) => entries.findIndex((o) => o.data.ordem === e.data.ordem) !== i);
  if (repeated) throw contentError(`content/projects/${repeated.slug}.md`, "ordem", `ordem repetida: ${repeated.data.ordem}`);
  return entries
    .toSorted((a, b) => a.data.ordem - b.data.ordem)
    .map(({ slug, data, body }) => {
      const texto = projectFields.texto.safeParse(body);
      if (!texto.success) throw contentError(`content/projects/${slug}.md`, "(texto)", texto.error.issues[0]!.message);
      return {
        id: slug,
        titulo: data.titulo,
        descricao: data.descricao,
        localizacao: data.localizacao,
        versiculo: data.versiculo ?? null,
        texto: texto.data,
        pixKey: null,
        pixRecipient: null,
        goalCents: null,
        showTotal: false,
        example: true,
      };
    });
}
