import { href } from "react-router";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";
import { CourseBadges, CourseBanner, CourseFacts } from "./CourseCard.tsx";
import type { Course } from "./courses.ts";

/** A course's details (loaded on first use): closes by its button, the backdrop or Esc; 90 vh at most. */
export default function CourseDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={course.titulo} description={course.descricao}>
      <div className="grid gap-4">
        <CourseBanner course={course} />
        <CourseBadges course={course} />
        <CourseFacts course={course} />
        <p className="text-sm">
          <span className="font-semibold">Instrutor:</span> {course.instrutor}
        </p>
        <div>
          <h3 className="mb-2 font-semibold">O que você vai estudar</h3>
          <ul className="list-disc space-y-1 pl-5">
            {course.topicos.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
        <ButtonLink to={href("/estudos/:categoria", { categoria: "biblicos" })}>Começar Agora</ButtonLink>
      </div>
    </Dialog>
  );
}
