import { ArrowLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { CHALLENGE_LEVELS, DIFFICULTY_COLOURS, type Difficulty, type Knot, type KnotsGuide } from "./knots.ts";
import { LashingDiagram } from "./LashingDiagram.tsx";
import { Tabs } from "#app/components/ui/Tabs.tsx";
import { TitledList } from "./TitledList.tsx";

function DifficultyTag({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${DIFFICULTY_COLOURS[difficulty]}`}>{difficulty}</span>;
}

/** /desbravadores/nos: tabs Nós, Amarrações, Dicas, Desafios; a knot's detail replaces the list. */
export function KnotsGuideView({ guide, knot }: { guide: KnotsGuide; knot: Knot | null }) {
  const listUrl = href("/desbravadores/nos");
  return (
    <Tabs
      label="Seções do guia de nós"
      tabs={[
        {
          value: "nos",
          label: "Nós",
          content: knot ? (
            <article className="grid gap-4">
              <PageLink to={listUrl} className={buttonClass("secondary", "w-fit")}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Voltar para a lista
              </PageLink>
              <header>
                <h2 className="text-2xl font-bold">{knot.nome}</h2>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-subtle px-2 py-0.5 font-medium">{knot.categoria}</span>
                  <DifficultyTag difficulty={knot.dificuldade} />
                </p>
              </header>
              {knot.historia && <p>{knot.historia}</p>}
              <TitledList title="Usos" items={knot.usos} />
              <TitledList title="Passo a passo" items={knot.passos} ordered />
              <TitledList title="Dicas" items={knot.dicas} />
              <TitledList title="Cuidados" items={knot.cuidados} />
            </article>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {guide.nos.map((k) => (
                <li key={k.id}>
                  <PageLink
                    to={`${listUrl}?no=${k.id}`}
                    className="flex h-full flex-col gap-2 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-600"
                  >
                    <span className="text-lg font-bold">{k.nome}</span>
                    <span className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="rounded-full bg-subtle px-2 py-0.5 font-medium">{k.categoria}</span>
                      <DifficultyTag difficulty={k.dificuldade} />
                    </span>
                    <span className="text-sm text-muted">{k.usos[0]}</span>
                  </PageLink>
                </li>
              ))}
            </ul>
          ),
        },
        {
          value: "amarracoes",
          label: "Amarrações",
          content: (
            <div className="grid gap-4">
              {guide.amarracoes.map((l) => (
                <Card key={l.id} className="grid gap-3">
                  <h2 className="text-xl font-bold">Amarração {l.nome.toLowerCase()}</h2>
                  <LashingDiagram lashing={l} />
                  <TitledList title="Usos" items={l.usos} />
                  <TitledList title="Passo a passo" items={l.passos} ordered />
                  <TitledList title="Dicas" items={l.dicas} />
                </Card>
              ))}
            </div>
          ),
        },
        {
          value: "dicas",
          label: "Dicas",
          content: (
            <div className="grid gap-4 sm:grid-cols-2">
              {guide.dicas.map((g) => (
                <Card key={g.titulo}>
                  <h2 className="mb-2 text-lg font-bold">{g.titulo}</h2>
                  <ul className="grid list-disc gap-1 pl-5">
                    {g.dicas.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </Card>
              ))}
            </div>
          ),
        },
        {
          value: "desafios",
          label: "Desafios",
          content: (
            <div className="grid gap-6">
              {(Object.keys(CHALLENGE_LEVELS) as Array<keyof typeof CHALLENGE_LEVELS>).map((level) => (
                <section key={level} aria-labelledby={`nivel-${level}`}>
                  <h2 id={`nivel-${level}`} className="mb-2 text-xl font-bold">
                    {level}
                  </h2>
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {guide.desafios[level].map((c) => (
                      <li key={c.titulo}>
                        <Card className="grid h-full gap-1">
                          <p className="flex items-start justify-between gap-2">
                            <span className="font-bold">{c.titulo}</span>
                            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-accent">
                              {c.pontos} pontos
                            </span>
                          </p>
                          <p>{c.descricao}</p>
                          <p className="text-sm text-muted">
                            <span className="font-semibold">Dica:</span> {c.dica}
                          </p>
                        </Card>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
