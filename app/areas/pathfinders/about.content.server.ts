import { z } from "zod";
import { findReferences } from "#app/areas/bible/references.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { contentError } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";

const schema = z.strictObject({ ordem: z.number().int().min(1), titulo: text });

export interface AboutSection {
  slug: string;
  titulo: string;
  body: string;
}

/** The sections of /nos-desbravadores (content/pathfinders/about/*.md), in order; every Bible reference must name a real chapter. */
export function loadAboutSections(): AboutSection[] {
  const entries = loadCollection("pathfinders/about", schema);
  for (const entry of entries) {
    const wrong = findReferences(entry.body).find((r) => r.reference === null);
    if (wrong) throw contentError(`content/pathfinders/about/${entry.slug}.md`, "(corpo)", `referência bíblica inválida: "${wrong.text}"`);
  }
  return entries.toSorted((a, b) => a.data.ordem - b.data.ordem).map((e) => ({ slug: e.slug, titulo: e.data.titulo, body: e.body }));
}
