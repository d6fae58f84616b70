import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";

/** The five missionary projects: content/projects/<id>.md. */
export const PROJECT_COUNT = 5;

const frontMatter = z.strictObject({
  ordem: z.number().int().min(1).max(PROJECT_COUNT),
  titulo: text,
  descricao: text,
  localizacao: text,
  versiculo: z.strictObject({ texto: text, referencia: bibleReference }).optional(),
});

export interface Project {
  id: string;
  titulo: string;
  descricao: string;
  localizacao: string;
  versiculo: { texto: string; referencia: string } | null;
  /** 'Saiba Mais': the project's text in Markdown. */
  texto: string;
}

/** The projects in their `ordem`; the folder must hold exactly five, each with its own place. */
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
    .map(({ slug, data, body }) => ({
      id: slug,
      titulo: data.titulo,
      descricao: data.descricao,
      localizacao: data.localizacao,
      versiculo: data.versiculo ?? null,
      texto: body,
    }));
}

export function findProject(id: string | null | undefined): Project | undefined {
  return id ? loadProjects().find((p) => p.id === id) : undefined;
}
