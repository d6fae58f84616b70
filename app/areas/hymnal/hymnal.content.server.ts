import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { HYMN_CATEGORIES, type Hymn } from "./hymns.ts";

/** At least 90 hymns. */
const MIN_HYMNS = 90;

const hymn = z
  .object({
    numero: z.number().int().positive(),
    titulo: text,
    categoria: z.enum(HYMN_CATEGORIES),
    letra: text.optional(),
    letraFonte: text.optional(),
    referencia: bibleReference.optional(),
    url: z
      .url({ protocol: /^https$/, hostname: /^(www\.)?(youtube\.com|youtu\.be)$/, error: "url de vídeo inválida (use um link https do YouTube)" })
      .optional(),
  })
  .strict()
  .refine((h) => (h.letra === undefined) === (h.letraFonte === undefined), {
    message: "uma letra precisa de letraFonte (autor/tradutor e por que está em domínio público), e letraFonte só com letra",
    path: ["letraFonte"],
  });

const schema = z
  .array(hymn)
  .min(MIN_HYMNS, `o hinário precisa de pelo menos ${MIN_HYMNS} hinos`)
  .superRefine(uniqueBy((h: Hymn) => h.numero, "número"))
  .superRefine((hymns, ctx) => {
    hymns.forEach((h, index) => {
      if (h.numero !== index + 1)
        ctx.addIssue({ code: "custom", path: [index, "numero"], message: `esperado o número ${index + 1} (1..N, em ordem e sem lacunas)` });
    });
  });

export function loadHymns(): Hymn[] {
  return loadContent("hymnal/hymns.yaml", schema);
}
