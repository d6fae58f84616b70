import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { text } from "#app/platform/content/schemas.ts";

const biography = z.strictObject({
  titulo: text,
  subtitulo: text,
  linhaDoTempo: z.array(z.strictObject({ ano: z.number().int().min(1800).max(1915), evento: text })).min(5),
});

export type Biography = z.infer<typeof biography> & { body: string };

/** The author page's original biography and timeline (content/library/ellen-white/biografia.md). */
export function loadEllenWhiteBiography(): Biography {
  const entries = loadCollection("library/ellen-white", biography);
  const entry = entries.find((e) => e.slug === "biografia");
  if (!entry) throw new Error("content/library/ellen-white/biografia.md: (nome do arquivo) — falta o arquivo da biografia");
  return { ...entry.data, body: entry.body };
}
