import { Award, BookOpen, Clock, GraduationCap, Users } from "lucide-react";
import type { ReactNode } from "react";
import { CATEGORY_LABELS, type Course, type CourseCategory } from "./courses.ts";

/** A category's drawn banner colours (the portal draws its own pictures; no third-party images). */
const BANNER: Record<CourseCategory, string> = {
  teologia: "from-blue-700 to-indigo-900",
  lideranca: "from-amber-600 to-orange-800",
  evangelismo: "from-emerald-600 to-teal-800",
  familia: "from-rose-600 to-pink-800",
  jovens: "from-violet-600 to-purple-900",
};

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
      className={`flex items-center justify-center rounded-lg bg-linear-to-br text-white ${BANNER[course.categoria]} ${className}`}
    >
      <Icon className="size-10 opacity-90" />
    </div>
  );
}

export function CourseFacts({ course }: { course: Course }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
      <li className="flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {course.duracao}
      </li>
      <li className="flex items-center gap-1">
        <BookOpen className="size-4" aria-hidden="true" />
        {course.aulas} aulas
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
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900 dark:bg-brand-900 dark:text-brand-100">
        {CATEGORY_LABELS[course.categoria]}
      </span>
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-900 dark:bg-gray-700 dark:text-gray-100">{course.nivel}</span>
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-900 dark:bg-green-900 dark:text-green-100">Gratuito</span>
    </div>
  );
}
