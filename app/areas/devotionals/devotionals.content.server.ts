import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";
import type { Devotional } from "./devotionals.ts";

/** At least 30 recent devotionals (issue 12). */
export const MIN_DEVOTIONALS = 30;

const frontMatter = z.strictObject({
  titulo: text,
  data: z.iso.date("data no formato aaaa-mm-dd"),
  categoria: text,
  autor: text,
  versiculo: bibleReference,
  citacao: text.max(300, "citação longa demais (cite só um trecho curto)"),
  versao: z.enum(["ACF", "NVI"]),
  reflexao: text,
  aplicacao: text,
});

/** The recent devotionals (content/devotionals/*.md), newest first. */
export function loadDevotionals(): Devotional[] {
  return cached("devotionals/list", () => {
    const entries = loadCollection("devotionals", frontMatter);
    if (entries.length < MIN_DEVOTIONALS)
      throw contentError("content/devotionals", "(pasta)", `são precisos pelo menos ${MIN_DEVOTIONALS} devocionais`);
    return entries.map((e) => ({ id: e.slug, ...e.data, texto: e.body })).sort((a, b) => b.data.localeCompare(a.data) || a.id.localeCompare(b.id));
  });
}

export function findDevotional(id: string | undefined): Devotional | undefined {
  return id ? loadDevotionals().find((d) => d.id === id) : undefined;
}
