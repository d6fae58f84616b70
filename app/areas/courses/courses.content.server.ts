import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { COURSE_CATEGORIES, COURSE_COUNT, COURSE_LEVELS, FEATURED_COURSE_IDS, NO_CERTIFICATE_IDS, type Course } from "./courses.ts";

const course = z
  .object({
    id: z.number().int().positive(),
    titulo: text,
    descricao: text,
    categoria: z.enum(COURSE_CATEGORIES),
    nivel: z.enum(COURSE_LEVELS),
    duracao: text,
    aulas: z.number().int().positive(),
    instrutor: text,
    destaque: z.boolean(),
    gratuito: z.literal(true, "todos os cursos são gratuitos"),
    certificado: z.boolean(),
    topicos: z.array(text).min(1),
  })
  .strict();

const schema = z
  .array(course)
  .length(COURSE_COUNT, `o catálogo precisa de ${COURSE_COUNT} cursos`)
  .superRefine(uniqueBy((c: Course) => c.id, "id"))
  .superRefine(uniqueBy((c: Course) => c.titulo, "título"))
  .superRefine((courses, ctx) => {
    courses.forEach((c, index) => {
      if (c.id !== index + 1) ctx.addIssue({ code: "custom", path: [index, "id"], message: `esperado o id ${index + 1} (1..12, em ordem)` });
      if (c.destaque !== (FEATURED_COURSE_IDS as readonly number[]).includes(c.id))
        ctx.addIssue({ code: "custom", path: [index, "destaque"], message: `só os cursos ${FEATURED_COURSE_IDS.join(", ")} são destaque` });
      if (c.certificado === (NO_CERTIFICATE_IDS as readonly number[]).includes(c.id))
        ctx.addIssue({ code: "custom", path: [index, "certificado"], message: `só os cursos ${NO_CERTIFICATE_IDS.join(", ")} não têm certificado` });
    });
  });

export function loadCourseCatalogue(): Course[] {
  return loadContent("courses/catalogue.yaml", schema);
}
