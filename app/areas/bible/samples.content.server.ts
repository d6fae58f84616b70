import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { findBook } from "./books.ts";
import type { Verse } from "./text.store.server.ts";

/** ARC passages shipped with the portal: the reader's last resort. */
export interface SampleChapter {
  livro: string;
  capitulo: number;
  /** false when only some verses of the chapter are kept */
  completo: boolean;
  versiculos: Array<{ numero: number; texto: string }>;
}

const schema = z
  .array(
    z
      .object({
        livro: z.string(),
        capitulo: z.number().int().min(1),
        completo: z.boolean(),
        versiculos: z
          .array(z.object({ numero: z.number().int().min(1), texto: text }))
          .min(1)
          .superRefine(uniqueBy((v: { numero: number }) => v.numero, "versículo")),
      })
      .superRefine((chapter, ctx) => {
        const book = findBook(chapter.livro);
        if (!book || chapter.capitulo > book.capitulos)
          ctx.addIssue({ code: "custom", message: `capítulo inexistente: ${chapter.livro} ${chapter.capitulo}` });
      }),
  )
  .superRefine(uniqueBy((c: SampleChapter) => `${c.livro}-${c.capitulo}`, "capítulo"));

export function loadSampleChapters(): SampleChapter[] {
  return loadContent("bible/amostras-arc.yaml", schema);
}

/** The shipped ARC verses of a chapter, if any. */
export function sampleChapter(bookId: string, chapter: number): { verses: Verse[]; complete: boolean } | null {
  const found = loadSampleChapters().find((c) => c.livro === bookId && c.capitulo === chapter);
  return found ? { verses: found.versiculos.map((v) => ({ number: v.numero, text: v.texto })), complete: found.completo } : null;
}
