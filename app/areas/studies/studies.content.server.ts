import { z } from "zod";
import { findReferences } from "#app/areas/bible/references.ts";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, ContentError, loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import {
  CHARACTER_CATEGORIES,
  countWords,
  MIN_CHARACTER_STUDIES,
  MIN_COURSES_PER_CATEGORY,
  MIN_LESSON_WORDS,
  MIN_LESSONS_PER_COURSE,
  MIN_QUARTERLY_STUDIES,
  courseTab,
  STUDY_CATEGORIES,
  STUDY_CATEGORY_IDS,
  STUDY_THEMES,
  STUDY_TYPES,
  type CharacterStudy,
  type StudyCourse,
} from "./studies.ts";
import { count } from "#app/platform/site/count.ts";

const courseFile = z.strictObject({
  titulo: text,
  categoria: z.enum(STUDY_CATEGORY_IDS),
  tipo: z.enum(STUDY_TYPES),
  tema: z.enum(STUDY_THEMES),
  trimestre: text.optional(),
  destaque: z.boolean().optional(),
});

const lessonFile = z.strictObject({
  curso: text,
  numero: z.number().int().positive(),
  titulo: text,
  texto: bibleReference,
  reflexao: text,
  aplicacao: text,
});

/** Every reference written in a text names a real book and chapter. */
function badReferences(body: string): string[] {
  return findReferences(body)
    .filter((f) => f.reference === null)
    .map((f) => f.text);
}

/**
 * The study courses: content/studies/courses/<id>.md (the body is the description) and
 * content/studies/lessons/<id>-<n>.md (the body is the lesson's text, 200 words or more).
 */
export function loadStudyCourses(): StudyCourse[] {
  return cached("studies:courses", () => {
    const courses = loadCollection("studies/courses", courseFile);
    const lessons = loadCollection("studies/lessons", lessonFile);
    const errors: string[] = [];
    const file = (dir: string, slug: string) => `content/studies/${dir}/${slug}.md`;
    for (const lesson of lessons) {
      if (!courses.some((c) => c.slug === lesson.data.curso))
        errors.push(`${file("lessons", lesson.slug)}: curso — curso inexistente: ${lesson.data.curso}`);
      if (lesson.slug !== `${lesson.data.curso}-${lesson.data.numero}`)
        errors.push(
          `${file("lessons", lesson.slug)}: (nome do arquivo) — a lição ${lesson.data.numero} do curso ${lesson.data.curso} se chama ${lesson.data.curso}-${lesson.data.numero}.md`,
        );
      const words = countWords(lesson.body);
      if (words < MIN_LESSON_WORDS)
        errors.push(`${file("lessons", lesson.slug)}: (corpo) — ${words} palavras; uma lição precisa de ${MIN_LESSON_WORDS} ou mais`);
      for (const bad of badReferences(`${lesson.body} ${lesson.data.reflexao} ${lesson.data.aplicacao}`))
        errors.push(`${file("lessons", lesson.slug)}: (corpo) — referência bíblica inválida: "${bad}"`);
    }
    const result = courses.map(({ slug, data, body }): StudyCourse => {
      const own = lessons
        .filter((l) => l.data.curso === slug)
        .map((l) => ({
          numero: l.data.numero,
          titulo: l.data.titulo,
          texto: l.data.texto,
          conteudo: l.body,
          reflexao: l.data.reflexao,
          aplicacao: l.data.aplicacao,
        }))
        .sort((a, b) => a.numero - b.numero);
      if (own.length < MIN_LESSONS_PER_COURSE)
        errors.push(
          `${file("courses", slug)}: licoes — ${count(own.length, "lição", "lições")}; um curso precisa de ${MIN_LESSONS_PER_COURSE} ou mais`,
        );
      own.forEach((l, i) => {
        if (l.numero !== i + 1) errors.push(`${file("courses", slug)}: licoes — falta a lição ${i + 1} (1..N, sem lacunas)`);
      });
      return { id: slug, ...data, destaque: data.destaque ?? false, descricao: body, licoes: own };
    });
    for (const category of STUDY_CATEGORIES) {
      const courses = result.filter((c) => c.categoria === category.id).length;
      if (courses < MIN_COURSES_PER_CATEGORY)
        errors.push(
          `content/studies/courses: categoria — ${category.id} tem ${count(courses, "curso", "cursos")}; precisa de ${MIN_COURSES_PER_CATEGORY} ou mais`,
        );
    }
    const quarterly = result.filter((c) => c.tipo === "Estudo Trimestral").length;
    if (quarterly < MIN_QUARTERLY_STUDIES)
      errors.push(
        `content/studies/courses: tipo — ${count(quarterly, "estudo trimestral", "estudos trimestrais")}; precisa de ${MIN_QUARTERLY_STUDIES} ou mais`,
      );
    if (errors.length > 0) throw new ContentError(errors.join("\n"));
    return result;
  });
}

export function findStudyCourse(categoria: string | undefined, id: string | undefined): StudyCourse | undefined {
  return loadStudyCourses().find((c) => c.categoria === categoria && c.id === id);
}

const characterLesson = z.strictObject({
  numero: z.number().int().positive(),
  titulo: text,
  texto: bibleReference,
  conteudo: text,
  reflexao: text,
  aplicacao: text,
});

const characters = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "id em minúsculas, com hífens"),
      nome: text,
      titulo: text,
      periodo: text,
      categoria: z.enum(CHARACTER_CATEGORIES),
      descricao: text,
      versiculo: bibleReference,
      licoes: z.array(characterLesson).min(2),
    }),
  )
  .min(MIN_CHARACTER_STUDIES, `são precisos ${MIN_CHARACTER_STUDIES} estudos de personagens ou mais`)
  .superRefine(uniqueBy((c: CharacterStudy) => c.id, "id"))
  .superRefine((list, ctx) => {
    for (const category of CHARACTER_CATEGORIES)
      if (!list.some((c) => c.categoria === category))
        ctx.addIssue({ code: "custom", path: [], message: `falta um estudo da categoria ${category}` });
    list.forEach((c, index) => {
      c.licoes.forEach((l, i) => {
        const bad = badReferences(`${l.conteudo} ${l.reflexao} ${l.aplicacao}`);
        if (bad.length) ctx.addIssue({ code: "custom", path: [index, "licoes", i, "conteudo"], message: `referência bíblica inválida: "${bad[0]}"` });
      });
    });
  });

/** Bible-character studies (content/studies/characters.yaml). */
export function loadCharacterStudies(): CharacterStudy[] {
  return loadContent("studies/characters.yaml", characters);
}

/** Every study of the public tabs: the courses (by type and theme) and the character studies. */
export function studyCards(): import("./StudyTabs.tsx").StudyCard[] {
  const courses = loadStudyCourses().flatMap((c) => {
    const tab = courseTab(c);
    return tab
      ? [
          {
            id: c.id,
            tab,
            titulo: c.titulo,
            etiqueta: c.trimestre ? `${c.tipo} · ${c.trimestre}` : `${c.tipo} · ${c.tema}`,
            descricao: c.descricao,
            licoes: c.licoes.map((l) => l.titulo),
            curso: { categoria: c.categoria, id: c.id },
          },
        ]
      : [];
  });
  const people = loadCharacterStudies().map((p) => ({
    id: p.id,
    tab: "personagens" as const,
    titulo: p.titulo,
    etiqueta: `${p.categoria} · ${p.nome}`,
    descricao: p.descricao,
    licoes: p.licoes.map((l) => l.titulo),
    personagem: p,
  }));
  return [...courses, ...people];
}
