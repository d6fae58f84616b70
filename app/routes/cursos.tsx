import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { loadCourseCatalogue } from "#app/areas/courses/courses.content.server.ts";
import { CourseCatalogue } from "#app/areas/courses/CourseCatalogue.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/cursos";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/cursos")) }];

export function loader() {
  return { courses: loadCourseCatalogue() };
}

/** The catalogue is the same for every query: searching and filtering need no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate;
}

export default function Cursos({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageHeader title="Cursos" subtitle={`${loaderData.courses.length} cursos gratuitos para crescer na fé e servir melhor.`} />
      <CourseCatalogue courses={loaderData.courses} />
    </section>
  );
}
