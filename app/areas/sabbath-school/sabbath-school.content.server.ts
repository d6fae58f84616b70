import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError, loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { LESSON_DAYS, linkReferences, wordCount, wordsAllowed, type LessonDayId, type Quarter } from "./sabbath-school.ts";

/** Two categories (Adultos, Jovens), each with at least two lessons. */
const MIN_LESSONS = 2;

const quartersSchema = z
  .array(
    z.strictObject({
      categoria: z.enum(["adultos", "jovens"]),
      nome: z.enum(["Adultos", "Jovens"]),
      trimestre: z.string().regex(/^[1-4]º Trimestre \d{4}$/, "trimestre no formato '4º Trimestre 2025'"),
      tema: text,
      licoes: z
        .array(
          z.strictObject({
            numero: z.number().int().min(1),
            titulo: text,
            versiculo: bibleReference,
            citacao: text,
            data: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, "data no formato dd/mm/aaaa"),
          }),
        )
        .min(MIN_LESSONS, `cada categoria precisa de pelo menos ${MIN_LESSONS} lições`)
        .superRefine(uniqueBy((l: { numero: number }) => l.numero, "número")),
    }),
  )
  .length(2, "são duas categorias: adultos e jovens")
  .superRefine(uniqueBy((q: { categoria: string }) => q.categoria, "categoria"));

const dayFile = z.strictObject({ titulo: text });

/** The file name of a lesson's day: licao-<numero>-<dia>. */
const DAY_SLUG = /^licao-(\d+)-(sabado|domingo|segunda|terca|quarta|quinta|sexta)$/;

/** Both quarters with every lesson's six days (content/sabbath-school). */
export function loadQuarters(): Quarter[] {
  const quarters = loadContent("sabbath-school/quarters.yaml", quartersSchema);
  return cached("sabbath-school/quarters.built", () =>
    quarters.map((quarter) => {
      const folder = `content/sabbath-school/${quarter.categoria}`;
      const files = loadCollection(`sabbath-school/${quarter.categoria}`, dayFile);
      for (const file of files) {
        const match = DAY_SLUG.exec(file.slug);
        if (!match || !quarter.licoes.some((l) => l.numero === Number(match[1])))
          throw contentError(
            `${folder}/${file.slug}.md`,
            "(nome do arquivo)",
            "use licao-<número de uma lição>-<sabado|domingo|segunda|terca|quarta|quinta|sexta>",
          );
        const words = wordCount(file.body);
        const allowed = wordsAllowed(match[2] as LessonDayId);
        if (words < allowed.min || words > allowed.max)
          throw contentError(`${folder}/${file.slug}.md`, "(corpo)", `o estudo do dia tem ${words} palavras (de ${allowed.min} a ${allowed.max})`);
      }
      return {
        ...quarter,
        licoes: quarter.licoes.map((lesson) => ({
          ...lesson,
          dias: LESSON_DAYS.map(({ id }) => {
            const file = files.find((f) => f.slug === `licao-${lesson.numero}-${id}`);
            if (!file) throw contentError(`${folder}/licao-${lesson.numero}-${id}.md`, "(arquivo)", "falta o estudo deste dia");
            return { dia: id, titulo: file.data.titulo, conteudo: linkReferences(file.body) };
          }),
        })),
      };
    }),
  );
}
