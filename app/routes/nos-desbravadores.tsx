import { href } from "react-router";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { loadAboutSections } from "#app/areas/pathfinders/about.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/nos-desbravadores";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

/** /nos-desbravadores: the movement — ideals, history, emblem, how to join. */
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/nos-desbravadores")) },
  { name: "description", content: "O Voto e a Lei do Desbravador, a história do clube, o emblema e como participar." },
];

export function loader() {
  return { sections: loadAboutSections().map((s) => ({ ...s, blocks: renderMarkdown(s.body) })) };
}

export default function AboutPathfinders({ loaderData: { sections } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title="Nós, Desbravadores" subtitle="Um clube para adolescentes que amam a Deus, a natureza e o próximo." />
      <div className="grid gap-8">
        {sections.map((s) => (
          <section key={s.slug} aria-labelledby={`secao-${s.slug}`}>
            <h2 id={`secao-${s.slug}`} className="mb-3 text-2xl font-bold">
              {s.titulo}
            </h2>
            <Markdown blocks={s.blocks} headingLevel={3} />
          </section>
        ))}
      </div>
      <div className="mt-8">
        <ButtonLink to={href("/desbravadores")}>Conhecer classes e especialidades</ButtonLink>
      </div>
    </article>
  );
}
