import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import type { DailyVerse } from "./daily-verse.ts";

const schema = z
  .array(z.object({ referencia: bibleReference, versao: z.enum(["ACF", "NVI"]), tema: text, texto: text }))
  .length(366, "a lista precisa de 366 versículos, um por dia do ano")
  .superRefine(uniqueBy((v: DailyVerse) => v.referencia, "referência"))
  .superRefine(uniqueBy((v: DailyVerse) => v.texto, "texto"));

export function loadDailyVerses(): DailyVerse[] {
  return loadContent("verse-of-day/verses.yaml", schema);
}
