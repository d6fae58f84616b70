import { Award, BadgeCheck, ListChecks, Users, Waypoints } from "lucide-react";
import { href } from "react-router";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { Hub } from "#app/areas/pathfinders/Hub.tsx";
import { hubData } from "#app/areas/pathfinders/hub-data.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/desbravadores";

/** /desbravadores: the Pathfinders hub. */
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/desbravadores")) },
  { name: "description", content: "Classes, especialidades, estudos bíblicos e links úteis para o Clube de Desbravadores." },
];

export function loader() {
  return hubData();
}

export default function PathfindersHub({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageHeader title="Desbravadores" subtitle="Classes, especialidades e estudos para o seu clube.">
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={href("/progresso-desbravador")}>
            <ListChecks className="size-4" aria-hidden="true" />
            Acompanhar Meu Progresso
          </ButtonLink>
          <ButtonLink variant="secondary" to={href("/clube")}>
            <Users className="size-4" aria-hidden="true" />
            Meu Clube
          </ButtonLink>
          <ButtonLink variant="secondary" to={href("/desbravadores/nos")}>
            <Waypoints className="size-4" aria-hidden="true" />
            Nós e Amarrações
          </ButtonLink>
          <ButtonLink variant="secondary" to={href("/nos-desbravadores")}>
            <BadgeCheck className="size-4" aria-hidden="true" />
            Sobre os Desbravadores
          </ButtonLink>
          <ButtonLink variant="secondary" to={href("/certificado")}>
            <Award className="size-4" aria-hidden="true" />
            Certificado de Curso
          </ButtonLink>
        </div>
      </PageHeader>
      <Hub data={loaderData} />
    </section>
  );
}
