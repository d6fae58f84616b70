import { ArrowLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { loadKnotsGuide } from "#app/areas/pathfinders/knots.content.server.ts";
import { KnotsGuideView } from "#app/areas/pathfinders/KnotsGuideView.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/desbravadores.knots";

/** /desbravadores/nos: the knots and lashings guide; ?no=<id> shows one knot. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData?.knot ? `${loaderData.knot.nome} — Nós e Amarrações` : pageTitle("/desbravadores/nos")) },
];

export function loader({ request }: Route.LoaderArgs) {
  const guide = loadKnotsGuide();
  const asked = new URL(request.url).searchParams.get("no");
  return { guide, knot: guide.nos.find((k) => k.id === asked) ?? null };
}

export default function KnotsPage({ loaderData: { guide, knot } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl">
      <PageLink to={href("/desbravadores")} className="mb-4 inline-flex items-center gap-1 font-medium text-accent underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para Desbravadores
      </PageLink>
      <PageHeader title="Nós e Amarrações" subtitle="Aprenda, pratique e desafie-se com os nós mais usados no clube." />
      <KnotsGuideView key={knot?.id ?? "lista"} guide={guide} knot={knot} />
    </section>
  );
}
