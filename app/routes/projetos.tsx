import { Footprints, Globe2, HandHeart, HeartHandshake, MapPin, X } from "lucide-react";
import { Fragment } from "react";
import { href } from "react-router";
import { ButtonLink, buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { loadProjects } from "#app/areas/donation/projects.content.server.ts";
import type { Project } from "#app/areas/donation/projects.ts";
import type { MarkdownBlock } from "#app/platform/content/markdown.ts";
import { formatAmount, goalProgress } from "#app/areas/donation/donation.ts";
import { receivedByProject } from "#app/areas/donation/pledges.store.server.ts";
import { churchReceiver } from "#app/areas/donation/receiver.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { ExampleBadge, ExampleNotice } from "#app/areas/editorial/ExampleNotice.tsx";
import { listPublishedProjects } from "#app/areas/donation/projects.store.server.ts";
import { publishedOrExamples } from "#app/areas/editorial/examples.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/projetos";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";
import { PROJECT_BANDS } from "#app/components/ui/cover-colours.ts";

/**
 * /projetos: the church's published projects, or the shipped examples (which ask for nothing)
 * while it has none; ?projeto={id} opens a project's panel (works without JavaScript).
 */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const selected = loaderData?.projects.find((p) => p.id === loaderData.selected);
  return [{ title: documentTitle(selected ? `${selected.titulo} — Projetos` : pageTitle("/projetos")) }];
};

export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args.context);
  const church = await churchOfVisit(args);
  const { items, examples } = publishedOrExamples(await listPublishedProjects(app.db, church), loadProjects);
  const asked = new URL(args.request.url).searchParams.get("projeto");
  const selected = items.find((p) => p.id === asked) ?? null;
  // Only a project that can receive money offers 'Apoiar Projeto'; only one whose admin chose it shows what it received.
  const settings = selected && !selected.example ? await churchSettings(app, church, { fresh: true }) : null;
  const received = selected?.showTotal ? ((await receivedByProject(app.db, church, [selected.id])).get(selected.id) ?? 0) : null;
  // Only the open project's text is read (into the tree <Markdown blocks> draws): the others are not shown.
  const projects = items.map((p) => ({ ...p, pixKey: null, pixRecipient: null, textoBlocks: p === selected ? renderMarkdown(p.texto) : [] }));
  return {
    projects,
    examples,
    selected: selected?.id ?? null,
    givable: settings !== null && selected !== null && churchReceiver(settings, selected) !== null,
    received,
  };
}

/** The cards' colour bands, drawn by CSS instead of photographs. */
const BANDS = PROJECT_BANDS;

const CALL = [
  { icon: HeartHandshake, title: "Ore", text: "Interceda pelos voluntários e pelas pessoas alcançadas por cada projeto." },
  { icon: HandHeart, title: "Contribua", text: "Sua oferta compra materiais, transporte e alimentos." },
  { icon: Footprints, title: "Vá", text: "Seja voluntário: fale com a liderança da sua igreja." },
];

/** What the project received (marked by the treasurer) against its goal. */
function ReceivedTotal({ receivedCents, goalCents }: { receivedCents: number; goalCents: number | null }) {
  const received = `R$ ${formatAmount(receivedCents / 100)}`;
  if (goalCents === null) return <p className="font-semibold">Recebido até agora: {received}</p>;
  const progress = goalProgress(receivedCents, goalCents);
  return (
    <div className="grid gap-1">
      <p className="font-semibold">
        Recebido: {received} de R$ {formatAmount(goalCents / 100)} ({progress.label})
      </p>
      <ProgressBar percent={progress.bar} label="Quanto da meta foi recebido" />
    </div>
  );
}

function ProjectDetail({
  project,
  band,
  givable,
  received,
}: {
  project: Project & { textoBlocks: MarkdownBlock[] };
  band: string;
  givable: boolean;
  received: number | null;
}) {
  return (
    <Card className="overflow-hidden p-0">
      <div className={`flex items-start justify-between gap-4 bg-linear-to-r p-6 text-on-accent ${band}`}>
        <div className="min-w-0">
          <h2 id="projeto-titulo" className="text-2xl font-bold break-words">
            {project.titulo}
          </h2>
          <p className="mt-1 flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" /> {project.localizacao}
          </p>
        </div>
        <PageLink to={`${href("/projetos")}#projeto-${project.id}`} className="rounded-full p-1 hover:bg-on-accent/20" aria-label="Fechar detalhes">
          <X className="size-6" aria-hidden="true" />
        </PageLink>
      </div>
      <div className="grid gap-4 p-6">
        {project.example && (
          <p>
            <ExampleBadge />
          </p>
        )}
        <p className="text-lg break-words">{project.descricao}</p>
        {received !== null ? (
          <ReceivedTotal receivedCents={received} goalCents={project.goalCents} />
        ) : (
          project.goalCents !== null && <p className="font-semibold">Meta: R$ {formatAmount(project.goalCents / 100)}</p>
        )}
        <details className="group">
          <summary className={buttonClass("secondary", "w-fit cursor-pointer list-none")}>Saiba Mais</summary>
          <div className="mt-4 grid gap-3">
            <Markdown blocks={project.textoBlocks} headingLevel={3} />
            {project.versiculo && (
              <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 font-serif italic">
                “{project.versiculo.texto}” ({project.versiculo.referencia}, ACF)
              </blockquote>
            )}
          </div>
        </details>
        {project.example ? (
          <p className="text-muted">Projeto de exemplo: não recebe doações.</p>
        ) : givable ? (
          <ButtonLink to={`${href("/doacao")}?projeto=${project.id}`} className="w-fit">
            <HandHeart className="size-5" aria-hidden="true" /> Apoiar Projeto
          </ButtonLink>
        ) : (
          <p className="text-muted">Doações por Pix para este projeto ainda não estão abertas: fale com a tesouraria da igreja.</p>
        )}
      </div>
    </Card>
  );
}

/** The projects, the selected one's panel, the call to pray, contribute and go. */
export default function Projetos({ loaderData }: Route.ComponentProps) {
  const { projects, examples, selected, givable, received } = loaderData;
  const index = projects.findIndex((p) => p.id === selected);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Projetos Missionários" subtitle="Conheça os projetos que a nossa comunidade apoia e escolha como participar." />
      {examples && (
        <ExampleNotice>
          Estes projetos são fictícios, mostram como a página fica e não recebem doações; quando a igreja publicar os seus, eles saem daqui.
        </ExampleNotice>
      )}
      {/* The chosen project's panel opens right below its card (the cards beside it fill their row first). */}
      <ul className="mb-8 grid grid-flow-row-dense gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, i) => (
          <Fragment key={project.id}>
            <li id={`projeto-${project.id}`} className="scroll-mt-20">
              <PageLink
                to={`${href("/projetos")}?projeto=${project.id}#detalhes`}
                aria-current={i === index ? "true" : undefined}
                className="block h-full overflow-hidden rounded-xl border border-line bg-raised shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-600"
              >
                <div className={`flex h-24 items-center justify-center bg-linear-to-r ${BANDS[i % BANDS.length]}`}>
                  <Globe2 className="size-10 text-on-accent/90" aria-hidden="true" />
                </div>
                <div className="p-4">
                  {project.example && <ExampleBadge />}
                  <h2 className="text-lg font-bold break-words">{project.titulo}</h2>
                  <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                    <MapPin className="size-4" aria-hidden="true" /> {project.localizacao}
                  </p>
                  <p className="mt-2 break-words text-fg">{project.descricao}</p>
                </div>
              </PageLink>
            </li>
            {i === index && (
              <li id="detalhes" className="scroll-mt-20 sm:col-span-full">
                <section aria-label="Detalhes do projeto">
                  <ProjectDetail project={project} band={BANDS[i % BANDS.length]!} givable={givable} received={received} />
                </section>
              </li>
            )}
          </Fragment>
        ))}
      </ul>
      <Card className="p-6">
        <h2 className="text-center text-2xl font-bold">Ore, contribua e vá</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {CALL.map(({ icon: Icon, title, text }) => (
            <li key={title} className="text-center">
              <Icon className="mx-auto size-8 text-accent" aria-hidden="true" />
              <h3 className="mt-2 font-bold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <ButtonLink to={href("/doacao")}>
            <HandHeart className="size-5" aria-hidden="true" /> Fazer uma doação
          </ButtonLink>
        </p>
      </Card>
    </div>
  );
}
