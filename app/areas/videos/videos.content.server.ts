import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";
import { videoFields } from "./video-fields.ts";
import { oneOf } from "#app/areas/editorial/fields.ts";
import { VIDEO_TYPES, videoItem, type VideoItem } from "./videos.ts";

/** content/videos/<id>.md: front matter only; the address only when the real one is known. */
const frontMatter = z.strictObject({
  ordem: z.number().int().min(1),
  titulo: videoFields.titulo,
  descricao: videoFields.descricao,
  categoria: videoFields.categoria,
  tipo: oneOf(VIDEO_TYPES, "o tipo"),
  duracao: text,
  endereco: videoFields.endereco.optional(),
  isLive: z.boolean().optional(),
});

/** Feliz7 Play's productions (/feliz7play) in their `ordem`. */
export function loadVideos(): VideoItem[] {
  return cached("videos:list", () =>
    loadCollection("videos", frontMatter, { allowEmptyBody: true })
      .toSorted((a, b) => a.data.ordem - b.data.ordem)
      .map(({ slug, data }) =>
        videoItem(
          { id: slug, titulo: data.titulo, descricao: data.descricao, categoria: data.categoria, endereco: data.endereco ?? null },
          { tipo: data.tipo, duracao: data.duracao, isLive: data.isLive ?? false },
        ),
      ),
  );
}
