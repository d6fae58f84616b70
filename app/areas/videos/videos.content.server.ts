import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";
import { isPrivacyEnhancedEmbed, VIDEO_CATEGORIES, VIDEO_TYPES, type VideoItem } from "./videos.ts";

/** content/videos/<id>.md: front matter only. */
const frontMatter = z.strictObject({
  ordem: z.number().int().min(1),
  titulo: text,
  descricao: text,
  categoria: z.enum(VIDEO_CATEGORIES, `use uma das categorias: ${VIDEO_CATEGORIES.join(", ")}`),
  tipo: z.enum(VIDEO_TYPES, `use um dos tipos: ${VIDEO_TYPES.join(", ")}`),
  duracao: text,
  videoUrl: z
    .string()
    .refine(isPrivacyEnhancedEmbed, "use o endereço do player (https://www.youtube-nocookie.com/embed/… ou https://player.vimeo.com/video/…)")
    .optional(),
  isLive: z.boolean().optional(),
});

/** The catalogue in its `ordem`. */
export function loadVideos(): VideoItem[] {
  return cached("videos:list", () =>
    loadCollection("videos", frontMatter, { allowEmptyBody: true })
      .toSorted((a, b) => a.data.ordem - b.data.ordem)
      .map(({ slug, data: { ordem: _ordem, videoUrl, isLive, ...item } }) => ({
        id: slug,
        ...item,
        videoUrl: videoUrl ?? null,
        isLive: isLive ?? false,
      })),
  );
}
