import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { AREAS, CLASS_NAMES, FIRST_CLASS_AGE, ITEMS_PER_AREA, LEVELS, type PathfinderClass } from "./classes.ts";

const area = z
  .object({
    area: z.enum(AREAS),
    itens: z.array(text).refine((items) => (ITEMS_PER_AREA as readonly number[]).includes(items.length), "cada área tem 3 ou 5 itens"),
  })
  .strict();

const schema = z
  .array(
    z
      .object({
        id: z.number().int(),
        titulo: z.enum(CLASS_NAMES),
        nivel: z.enum(LEVELS),
        idade: z.number().int(),
        cor: z.string().regex(/^#[0-9a-f]{6}$/, "cor em hexadecimal (#rrggbb)"),
        descricao: text,
        requisitos: z.array(text).min(1),
        areas: z.array(area).length(AREAS.length, `cada classe tem as ${AREAS.length} áreas`),
      })
      .strict(),
  )
  .length(CLASS_NAMES.length, `a lista precisa das ${CLASS_NAMES.length} classes`)
  .superRefine(uniqueBy((c: PathfinderClass) => c.id, "id"))
  .superRefine((classes, ctx) => {
    classes.forEach((c, i) => {
      // Classes come in order: id, title, level and age agree (Amigo, Classe I, 10 years…).
      if (c.id !== i + 1) ctx.addIssue({ code: "custom", path: [i, "id"], message: `esperado ${i + 1}` });
      if (c.titulo !== CLASS_NAMES[i]) ctx.addIssue({ code: "custom", path: [i, "titulo"], message: `esperado ${CLASS_NAMES[i]}` });
      if (c.nivel !== LEVELS[i]) ctx.addIssue({ code: "custom", path: [i, "nivel"], message: `esperado ${LEVELS[i]}` });
      if (c.idade !== FIRST_CLASS_AGE + i) ctx.addIssue({ code: "custom", path: [i, "idade"], message: `esperado ${FIRST_CLASS_AGE + i}` });
      c.areas.forEach((a, ai) => {
        if (a.area !== AREAS[ai]) ctx.addIssue({ code: "custom", path: [i, "areas", ai, "area"], message: `esperado ${AREAS[ai]}` });
      });
    });
  });

/** The six classes, Amigo to Guia. */
export function loadClasses(): PathfinderClass[] {
  return loadContent("pathfinders/classes.yaml", schema);
}
