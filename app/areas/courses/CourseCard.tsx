import { Award, BookOpen, Clock, GraduationCap, Users } from "lucide-react";
import type { ReactNode } from "react";
import { CATEGORY_LABELS, type Course, type CourseCategory } from "./courses.ts";
import { COURSE_BANNERS } from "#app/components/ui/cover-colours.ts";
import { count } from "#app/platform/site/count.ts";

/** A category's drawn banner colours (the portal draws its own pictures; no third-party images). */
const BANNER: Record<CourseCategory, string> = COURSE_BANNERS;

const ICON: Record<CourseCategory, typeof BookOpen> = {
  teologia: BookOpen,
  lideranca: Users,
  evangelismo: GraduationCap,
  familia: Users,
  jovens: GraduationCap,
};

export function CourseBanner({ course, className = "h-28" }: { course: Course; className?: string }) {
  const Icon = ICON[course.categoria];
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center rounded-lg bg-linear-to-br text-on-accent ${BANNER[course.categoria]} ${className}`}
    >
      <Icon className="size-10 opacity-90" />
    </div>
  );
}

export function CourseFacts({ course }: { course: Course }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      <li className="flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {course.duracao}
      </li>
      <li className="flex items-center gap-1">
        <BookOpen className="size-4" aria-hidden="true" />
        {count(course.aulas, "aula", "aulas")}
      </li>
      {course.certificado && (
        <li className="flex items-center gap-1">
          <Award className="size-4" aria-hidden="true" />
          Certificado
        </li>
      )}
    </ul>
  );
}

export function CourseBadges({ course }: { course: Course }): ReactNode {
  return (
    <div className="flex flex-wrap gap-2 text-xs font-semibold">
      <span className="rounded-full bg-accent-tint px-2 py-0.5 text-fg">{CATEGORY_LABELS[course.categoria]}</span>
      <span className="rounded-full bg-subtle px-2 py-0.5 text-fg">{course.nivel}</span>
      <span className="rounded-full bg-success-soft px-2 py-0.5 text-success">Gratuito</span>
    </div>
  );
}
