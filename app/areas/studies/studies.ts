/** Studies and study courses. */
import { href } from "react-router";

/** The categories of the studies home, in the spec's order, with their routes' slugs. */
export const STUDY_CATEGORIES = [
  { id: "biblicos", nome: "Estudos Bíblicos", descricao: "Estudos trimestrais por temas e livros da Bíblia, lição por lição." },
  { id: "financas", nome: "Finanças", descricao: "Mordomia, trabalho, dívidas e generosidade à luz da Palavra." },
  { id: "relacionamentos", nome: "Relacionamentos", descricao: "Amizade, perdão e convivência segundo o exemplo de Jesus." },
  { id: "familia", nome: "Família", descricao: "Casamento, filhos e o culto no lar." },
  { id: "vida-crista", nome: "Vida Cristã", descricao: "Oração, estudo da Bíblia, fé e crescimento espiritual." },
] as const;
export type StudyCategoryId = (typeof STUDY_CATEGORIES)[number]["id"];
export const STUDY_CATEGORY_IDS = STUDY_CATEGORIES.map((c) => c.id) as [StudyCategoryId, ...StudyCategoryId[]];

/** 'Estudo Trimestral' is the type the spec calls 'Escola Sabatina', renamed so that name means only the weekly lesson (decision 0026). */
export const STUDY_TYPES = [
  "Estudo Trimestral",
  "Estudo Bíblico",
  "Estudo Temático",
  "Estudo Profético",
  "Estudo Doutrinário",
  "Estudo Prático",
] as const;

/** The theme that places a study in a tab of the public variant. */
export const STUDY_THEMES = ["Profecia", "Vida de Cristo", "Doutrina", "Vida Cristã", "Novo Testamento", "Antigo Testamento"] as const;
export const CHARACTER_CATEGORIES = ["Patriarcas", "Mulheres da Bíblia", "Líderes", "Profetas", "Reis"] as const;

export const MIN_COURSES_PER_CATEGORY = 2;
export const MIN_LESSONS_PER_COURSE = 6;
export const MIN_LESSON_WORDS = 200;
export const MIN_CHARACTER_STUDIES = 10;
export const MIN_QUARTERLY_STUDIES = 3;
/** How long a lesson takes to study, for the hours of the progress card. */
export const LESSON_MINUTES = 30;

export interface Lesson {
  numero: number;
  titulo: string;
  /** The Bible reference the lesson studies. */
  texto: string;
  conteudo: string;
  reflexao: string;
  aplicacao: string;
}

export interface StudyCourse {
  id: string;
  titulo: string;
  categoria: StudyCategoryId;
  tipo: (typeof STUDY_TYPES)[number];
  tema: (typeof STUDY_THEMES)[number];
  trimestre?: string;
  destaque: boolean;
  descricao: string;
  licoes: Lesson[];
}

/** A character study's lesson has the same fields as a course lesson. */
type CharacterLesson = Lesson;

export interface CharacterStudy {
  id: string;
  nome: string;
  titulo: string;
  periodo: string;
  categoria: (typeof CHARACTER_CATEGORIES)[number];
  descricao: string;
  versiculo: string;
  licoes: CharacterLesson[];
}

/** The four tabs of the public variant and what each holds. */
export const TABS = [
  { id: "trimestrais", label: "Trimestrais" },
  { id: "tematicos", label: "Temáticos" },
  { id: "personagens", label: "Personagens" },
  { id: "livros", label: "Livros" },
] as const;
export type TabId = (typeof TABS)[number]["id"];

const THEMATIC = new Set<string>(["Profecia", "Vida de Cristo", "Doutrina", "Vida Cristã"]);
const BOOKS = new Set<string>(["Novo Testamento", "Antigo Testamento"]);

/** The tab a course belongs to; character studies are always 'personagens'. */
export function courseTab(course: Pick<StudyCourse, "tipo" | "tema">): TabId | null {
  if (course.tipo === "Estudo Trimestral") return "trimestrais";
  if (BOOKS.has(course.tema)) return "livros";
  if (THEMATIC.has(course.tema)) return "tematicos";
  return null;
}

/** A tab of the public variant, or one study open in it (a character study's own address). */
export const tabHref = (tab: TabId, study?: string) => `${href("/estudos")}?aba=${tab}${study ? `&estudo=${study}` : ""}#estudos-publicos`;

export function tabFromParam(value: string | null): TabId {
  return TABS.find((t) => t.id === value)?.id ?? "trimestrais";
}

/**
 * The studies home but the member's progress: each category with how
 * many courses it holds, the featured courses' cards, and the public tab and study the URL
 * opens (?aba=, ?estudo=).
 */
export function studiesHome<S extends { id: string }>(
  courses: readonly Pick<StudyCourse, "id" | "titulo" | "tipo" | "descricao" | "categoria" | "destaque" | "licoes">[],
  studies: S[],
  params: URLSearchParams,
) {
  return {
    categories: STUDY_CATEGORIES.map((c) => ({ ...c, cursos: courses.filter((course) => course.categoria === c.id).length })),
    featured: courses
      .filter((c) => c.destaque)
      .map((c) => ({ id: c.id, titulo: c.titulo, tipo: c.tipo, descricao: c.descricao, aulas: c.licoes.length })),
    studies,
    tab: tabFromParam(params.get("aba")),
    selected: studies.find((s) => s.id === params.get("estudo")) ?? null,
  };
}

/** A card previews the first 3 lessons; '+ N mais...' counts the rest. */
const PREVIEW_LESSONS = 3;
export function previewOf<T>(items: readonly T[]): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, PREVIEW_LESSONS), more: Math.max(0, items.length - PREVIEW_LESSONS) };
}

/** The progress card's figures, from the lessons a member completed. */
export interface CourseProgress {
  cursosEmAndamento: number;
  cursosConcluidos: number;
  licoesCompletadas: number;
  horasEstudadas: number;
}

export function courseProgress(
  courses: readonly Pick<StudyCourse, "id" | "licoes">[],
  completed: Readonly<Record<string, readonly number[]>>,
): CourseProgress {
  let inProgress = 0;
  let finished = 0;
  let lessons = 0;
  for (const course of courses) {
    const numbers = new Set(course.licoes.map((l) => l.numero));
    const done = (completed[course.id] ?? []).filter((n) => numbers.has(n)).length;
    lessons += done;
    if (done === numbers.size && done > 0) finished++;
    else if (done > 0) inProgress++;
  }
  return {
    cursosEmAndamento: inProgress,
    cursosConcluidos: finished,
    licoesCompletadas: lessons,
    horasEstudadas: Math.round((lessons * LESSON_MINUTES) / 60),
  };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}
