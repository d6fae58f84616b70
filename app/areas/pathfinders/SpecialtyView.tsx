import { Markdown } from "#app/platform/content/Markdown.tsx";
import { EXTRA_TAB_LABELS, extraTabs, INLINE_LIST_LABELS, INLINE_LISTS, type Rule, type Specialty, type Term } from "./specialties.ts";
import { Tabs } from "#app/components/ui/Tabs.tsx";
import { TitledList } from "./TitledList.tsx";
import type { MarkdownBlock } from "#app/platform/content/markdown.ts";

/** A specialty's tabs: Requisitos (first), Materiais, Avaliação, then one per extra list present. */
export function SpecialtyTabs({ specialty }: { specialty: Specialty }) {
  const extras = extraTabs(specialty);
  const a = specialty.avaliacaoPratica;
  return (
    <Tabs
      label="Seções da especialidade"
      tabs={[
        {
          value: "requisitos",
          label: "Requisitos",
          content: (
            <ol className="grid gap-4">
              {specialty.requisitos.map((r) => (
                <li key={r.numero} className="rounded-xl border border-line p-4">
                  <h2 className="text-lg font-bold">
                    {r.numero}. {r.titulo}
                  </h2>
                  <p className="mt-1">{r.descricao}</p>
                  {INLINE_LISTS.filter((name) => r[name]?.length).map((name) => (
                    <div key={name} className="mt-2">
                      <TitledList title={INLINE_LIST_LABELS[name]} items={r[name]} />
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          ),
        },
        {
          value: "materiais",
          label: "Materiais",
          content: <TitledList level={2} title="Materiais necessários" items={specialty.materiaisNecessarios} />,
        },
        {
          value: "avaliacao",
          label: "Avaliação",
          content: (
            <>
              <h2 className="mb-2 text-lg font-bold">{a.titulo ?? "Avaliação prática"}</h2>
              {a.descricao && <p className="mb-2">{a.descricao}</p>}
              <div className="grid gap-3">
                <TitledList title="Critérios" items={a.criterios} />
                <TitledList title="Simulações" items={a.simulacoes} />
              </div>
            </>
          ),
        },
        ...extras.map((extra) => ({
          value: extra.tab,
          label: EXTRA_TAB_LABELS[extra.tab],
          content: (
            <div className="grid gap-4">
              {extra.groups.map((g) => (
                <div key={g.numero}>
                  <h2 className="mb-1 text-lg font-bold">
                    {g.numero}. {g.titulo}
                  </h2>
                  <ul className={extra.tab === "passos" ? "list-decimal pl-5" : "list-disc pl-5"}>
                    {g.items.map((item, i) => (
                      <li key={i}>{itemText(item)}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ),
        })),
      ]}
    />
  );
}

function itemText(item: string | Rule | Term) {
  if (typeof item === "string") return item;
  if ("regra" in item)
    return (
      <>
        <strong>{item.regra}</strong>: {item.detalhes}
      </>
    );
  return (
    <>
      <strong>{item.termo}</strong>: {item.definicao}
    </>
  );
}

/** `specialty.resumoBlocks`: the summary read on the server into the tree <Markdown blocks> draws. */
export function SpecialtyIntro({ specialty }: { specialty: Specialty & { resumoBlocks: MarkdownBlock[] } }) {
  return (
    <>
      {specialty.videoId && (
        <div className="mb-4 aspect-video overflow-hidden rounded-xl">
          <iframe
            className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${specialty.videoId}`}
            title={specialty.videoTitulo ?? specialty.nome}
            allowFullScreen
            loading="lazy"
          />
        </div>
      )}
      <Markdown blocks={specialty.resumoBlocks} />
    </>
  );
}
