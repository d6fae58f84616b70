import { findProject, loadProjects } from "#app/areas/donation/projects.content.server.ts";
import { ProjectsPage } from "#app/areas/donation/ProjectsPage.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/projetos";

/** /projetos (spec 3 §2.14); ?projeto={id} opens a project's panel (works without JavaScript). */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const selected = loaderData?.projects.find((p) => p.id === loaderData.selected);
  return [{ title: documentTitle(selected ? `${selected.titulo} — Projetos` : pageTitle("/projetos")) }];
};

export function loader({ request }: Route.LoaderArgs) {
  return { projects: loadProjects(), selected: findProject(new URL(request.url).searchParams.get("projeto"))?.id ?? null };
}

export default function Projetos({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage projects={loaderData.projects} selected={loaderData.selected} />;
}
