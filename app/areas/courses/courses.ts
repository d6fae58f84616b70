import { matchesSearch } from "#app/platform/site/search-text.ts";

/** The catalogue's categories, with the chip labels shown to users. */
export const COURSE_CATEGORIES = ["teologia", "lideranca", "evangelismo", "familia", "jovens"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const ALL_COURSES = "todos";

export const CATEGORY_LABELS: Record<CourseCategory | typeof ALL_COURSES, string> = {
  todos: "Todos",
  teologia: "Teologia",
  lideranca: "Liderança",
  evangelismo: "Evangelismo",
  familia: "Família",
  jovens: "Jovens",
};

export const COURSE_LEVELS = ["Iniciante", "Intermediário", "Avançado", "Todos"] as const;

/** 12 courses, featured ids 1, 2 and 5, all free, no certificate for 4, 8 and 12. */
export const COURSE_COUNT = 12;
export const FEATURED_COURSE_IDS = [1, 2, 5] as const;
export const NO_CERTIFICATE_IDS = [4, 8, 12] as const;

export interface Course {
  id: number;
  titulo: string;
  descricao: string;
  categoria: CourseCategory;
  nivel: (typeof COURSE_LEVELS)[number];
  duracao: string;
  aulas: number;
  instrutor: string;
  destaque: boolean;
  gratuito: boolean;
  certificado: boolean;
  /** What the course covers, shown in its detail dialog. */
  topicos: string[];
}

export interface CourseFilter {
  query: string;
  category: CourseCategory | typeof ALL_COURSES;
}

/** Reads the filter from ?q=…&categoria=…; an unknown category means all. */
export function courseFilterFromParams(params: URLSearchParams): CourseFilter {
  const category = params.get("categoria") ?? "";
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    category: (COURSE_CATEGORIES as readonly string[]).includes(category) ? (category as CourseCategory) : ALL_COURSES,
  };
}

/** Case-insensitive substring on title, description or instructor, and the category chip. */
export function filterCourses(courses: readonly Course[], filter: CourseFilter): Course[] {
  return courses.filter(
    (c) => (filter.category === ALL_COURSES || c.categoria === filter.category) && matchesSearch(filter.query, c.titulo, c.descricao, c.instrutor),
  );
}

/** The featured section shows only for 'todos' with an empty search. */
export function showsFeatured(filter: CourseFilter): boolean {
  return filter.category === ALL_COURSES && filter.query.trim() === "";
}
