import { Star } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { CatalogueSearch } from "#app/components/ui/CatalogueSearch.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { chipClass } from "#app/components/ui/chip.ts";
import { CourseBadges, CourseBanner, CourseFacts } from "./CourseCard.tsx";
import { STAR_ICON } from "#app/components/ui/mark-colours.ts";
import {
  ALL_COURSES,
  CATEGORY_LABELS,
  COURSE_CATEGORIES,
  courseFilterFromParams,
  filterCourses,
  showsFeatured,
  type Course,
  type CourseFilter,
} from "./courses.ts";
import { count } from "#app/platform/site/count.ts";

const loadCourseDialog = () => import("./CourseDialog.tsx");
const CourseDialog = lazy(loadCourseDialog);

function filterHref(filter: CourseFilter): string {
  const params = new URLSearchParams();
  if (filter.query) params.set("q", filter.query);
  if (filter.category !== ALL_COURSES) params.set("categoria", filter.category);
  return params.size ? `/cursos?${params}` : "/cursos";
}

/**
 * The catalogue: search and chips are a GET form and links (they work before JavaScript);
 * after hydration the list filters while typing and a card opens the detail dialog.
 */
export function CourseCatalogue({ courses }: { courses: Course[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = courseFilterFromParams(searchParams);
  const [query, setQuery] = useState(filter.query);
  const [open, setOpen] = useState<Course | null>(null);
  const current = { query, category: filter.category };
  const shown = filterCourses(courses, current);

  function changeQuery(value: string) {
    setQuery(value);
    setSearchParams(new URL(filterHref({ query: value, category: filter.category }), "http://x").searchParams, {
      replace: true,
      preventScrollReset: true,
    });
  }

  const card = (course: Course, headingLevel: "h2" | "h3") => {
    const Heading = headingLevel;
    return (
      <article className="flex h-full flex-col gap-3 rounded-xl border border-line bg-raised p-4 shadow-sm">
        <CourseBanner course={course} />
        <CourseBadges course={course} />
        <Heading className="text-lg font-bold">{course.titulo}</Heading>
        <p className="text-sm text-muted">{course.descricao}</p>
        <p className="text-sm">{course.instrutor}</p>
        <CourseFacts course={course} />
        <Button
          className="mt-auto"
          variant="secondary"
          onClick={() => setOpen(course)}
          onPointerEnter={() => void loadCourseDialog().catch(() => {})}
        >
          Ver detalhes<span className="sr-only"> de {course.titulo}</span>
        </Button>
      </article>
    );
  };

  return (
    <>
      <CatalogueSearch
        id="busca-curso"
        label="Buscar curso"
        placeholder="Buscar cursos..."
        query={query}
        onQuery={changeQuery}
        category={filter.category === ALL_COURSES ? null : filter.category}
        maxLength={100}
      />

      <nav aria-label="Categorias" className="mb-6 flex flex-wrap gap-2">
        {([ALL_COURSES, ...COURSE_CATEGORIES] as const).map((category) => (
          <PageLink
            key={category}
            to={filterHref({ query, category })}
            replace
            preventScrollReset
            aria-current={category === filter.category ? "page" : undefined}
            className={chipClass(category === filter.category)}
          >
            {CATEGORY_LABELS[category]}
          </PageLink>
        ))}
      </nav>

      {showsFeatured(current) && (
        <section aria-labelledby="cursos-destaque" className="mb-8">
          <h2 id="cursos-destaque" className="mb-3 flex items-center gap-2 text-xl font-bold">
            <Star className={`size-5 ${STAR_ICON}`} aria-hidden="true" />
            Cursos em Destaque
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="destaques">
            {courses
              .filter((c) => c.destaque)
              .map((c) => (
                <li key={c.id}>{card(c, "h3")}</li>
              ))}
          </ul>
        </section>
      )}

      <h2 className="sr-only">Todos os cursos</h2>
      <p className="sr-only" role="status">
        {count(shown.length, "curso", "cursos")}
      </p>
      {shown.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg font-semibold">Nenhum curso encontrado</p>
          <p className="text-muted">Tente buscar por outro termo ou selecione outra categoria</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="cursos">
          {shown.map((c) => (
            <li key={c.id}>{card(c, "h3")}</li>
          ))}
        </ul>
      )}

      {open && (
        <Suspense fallback={null}>
          <CourseDialog course={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
