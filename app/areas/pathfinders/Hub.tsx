import { BookOpen, ExternalLink, ListChecks } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { href } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { LazyReadAloud } from "#app/areas/read-aloud/LazyReadAloud.tsx";
import type { HubData } from "./hub-data.server.ts";
import { CLASS_SUMMARY_NOTE } from "./classes.ts";
import { studySpeech } from "./hub.ts";
import { catalogueCounts } from "./specialties.ts";
import { PathfinderIcon } from "./PathfinderIcon.tsx";
import { Tabs } from "#app/components/ui/Tabs.tsx";
import { count } from "#app/platform/site/count.ts";

const HubDialog = lazy(() => import("./HubDialog.tsx"));

/** Hashes that open their tab and scroll to it. */
const HUB_HASHES = ["classes", "especialidades", "estudos"] as const;
const HASH_SCROLL_DELAY_MS = 500;

type Open = { kind: "class" | "specialty" | "study"; id: number } | null;

export function Hub({ data }: { data: HubData }) {
  const [tab, setTab] = useState("classes");
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const hash = window.location.hash.slice(1);
      if (!(HUB_HASHES as readonly string[]).includes(hash)) return;
      setTab(hash);
      clearTimeout(timer);
      timer = setTimeout(() => document.getElementById(hash)?.scrollIntoView({ behavior: "smooth", block: "start" }), HASH_SCROLL_DELAY_MS);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("hashchange", follow);
    };
  }, []);

  const close = () => setOpen(null);
  const dialog = open && dialogContent(data, open, close);

  return (
    <>
      <Tabs
        label="Seções dos Desbravadores"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: "classes", label: "Classes", content: <ClassesSection data={data} onOpen={setOpen} /> },
          { value: "especialidades", label: "Especialidades", content: <SpecialtiesSection data={data} onOpen={setOpen} /> },
          { value: "estudos", label: "Estudos", content: <StudiesSection data={data} onOpen={setOpen} /> },
          { value: "links", label: "Links Úteis", content: <LinksSection data={data} /> },
        ]}
      />
      {dialog && (
        <Suspense fallback={null}>
          <HubDialog title={dialog.title} description={dialog.description} onClose={close}>
            {dialog.body}
          </HubDialog>
        </Suspense>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-20">
      <h2 id={`${id}-titulo`} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card of the hub's grids, its button at the foot opening the dialog. */
function OpeningCard({
  className = "",
  style,
  label,
  onOpen,
  button,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  label: string;
  onOpen: () => void;
  button: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={`flex h-full flex-col gap-2 ${className}`} style={style}>
      {children}
      <Button variant="secondary" className="mt-auto" onClick={onOpen} aria-label={label}>
        {button}
      </Button>
    </Card>
  );
}

function ClassesSection({ data, onOpen }: { data: HubData; onOpen: (o: Open) => void }) {
  return (
    <Section id="classes" title="Classes Regulares">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.classes.map((c) => (
          <li key={c.id}>
            <OpeningCard
              className="border-t-8"
              style={{ borderTopColor: c.cor }}
              label={`Ver a classe ${c.titulo}`}
              onOpen={() => onOpen({ kind: "class", id: c.id })}
              button="Ver detalhes"
            >
              <p className="text-sm font-semibold text-muted">
                {c.nivel} · {c.idade} anos
              </p>
              <h3 className="text-xl font-bold">{c.titulo}</h3>
              <p className="text-sm text-muted">{c.descricao}</p>
            </OpeningCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SpecialtiesSection({ data, onOpen }: { data: HubData; onOpen: (o: Open) => void }) {
  const counts = catalogueCounts(data.catalogue);
  return (
    <Section id="especialidades" title="Especialidades">
      <div className="mb-4 flex flex-wrap gap-3">
        <p className="rounded-lg bg-accent-soft px-4 py-2 text-lg font-bold text-accent">{counts.specialties}</p>
        <p className="rounded-lg bg-accent-soft px-4 py-2 text-lg font-bold text-accent">{counts.categories}</p>
      </div>
      <h3 className="mb-3 text-lg font-semibold">Mais populares</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {data.popular.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              onClick={() => onOpen({ kind: "specialty", id: s.id })}
              className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-line bg-raised p-4 text-left shadow-sm hover:border-brand-600"
              style={{ borderLeftColor: s.cor, borderLeftWidth: 6 }}
            >
              <span style={{ color: s.cor }}>
                <PathfinderIcon name={s.icone} />
              </span>
              <span className="font-bold">{s.nome}</span>
              <span className="text-sm text-muted">{s.categoria}</span>
            </button>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 mb-3 text-lg font-semibold">Todas as especialidades deste guia</h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.catalogue.map((group) => (
          <div key={group.categoria}>
            <h4 className="font-semibold">{group.categoria}</h4>
            <ul className="mt-1 list-disc pl-5">
              {group.items.map((s) => (
                <li key={s.id}>
                  <PageLink className="text-accent underline" to={href("/desbravadores/especialidade/:id", { id: String(s.id) })}>
                    {s.nome}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

function StudiesSection({ data, onOpen }: { data: HubData; onOpen: (o: Open) => void }) {
  return (
    <Section id="estudos" title="Estudos Bíblicos">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.studies.map((s) => (
          <li key={s.id}>
            <OpeningCard
              label={`Ver o estudo ${s.titulo}`}
              onOpen={() => onOpen({ kind: "study", id: s.id })}
              button={
                <>
                  <BookOpen className="size-4" aria-hidden="true" />
                  Ver estudo
                </>
              }
            >
              <h3 className="text-lg font-bold">{s.titulo}</h3>
              <p className="text-sm font-medium text-muted">{count(s.licoes, "lição", "lições")}</p>
              <p className="text-sm text-muted">{s.descricao}</p>
              <ul className="list-disc pl-5 text-sm">
                {s.topicos.slice(0, 3).map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </OpeningCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LinksSection({ data }: { data: HubData }) {
  return (
    <Section id="links" title="Links Úteis">
      <ul className="grid gap-4 sm:grid-cols-2">
        {data.links.map((l) => (
          <li key={l.id}>
            <a
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full gap-3 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-600"
            >
              <span className="text-accent">
                <PathfinderIcon name={l.icone} />
              </span>
              <span>
                <span className="flex items-center gap-1 font-bold">
                  {l.titulo}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(abre em nova aba)</span>
                </span>
                <span className="block text-sm text-muted">{l.descricao}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function dialogContent(data: HubData, open: NonNullable<Open>, close: () => void): { title: string; description?: string; body: ReactNode } | null {
  if (open.kind === "class") {
    const c = data.classes.find((x) => x.id === open.id);
    if (!c) return null;
    return {
      title: `Classe ${c.titulo}`,
      description: `${c.nivel} · ${c.idade} anos`,
      body: (
        <div className="grid gap-4">
          <p>{c.descricao}</p>
          <div>
            <h3 className="mb-1 font-semibold">Requisitos</h3>
            <ul className="list-disc pl-5">
              {c.requisitos.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-muted">{CLASS_SUMMARY_NOTE}</p>
          </div>
          <div>
            <h3 className="mb-1 font-semibold">Áreas</h3>
            <ul className="grid gap-1 sm:grid-cols-2">
              {c.areas.map((a) => (
                <li key={a.nome} className="rounded-lg bg-subtle px-3 py-2 text-sm">
                  <span className="font-medium">{a.nome}</span>: {a.atividades} atividades
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to={`${href("/progresso-desbravador")}?classe=${c.id}`}>
            <ListChecks className="size-4" aria-hidden="true" />
            Iniciar Progresso
          </ButtonLink>
        </div>
      ),
    };
  }
  if (open.kind === "specialty") {
    const s = data.popular.find((x) => x.id === open.id);
    if (!s) return null;
    return {
      title: s.nome,
      description: s.categoria,
      body: (
        <div className="grid gap-4">
          <div>
            <h3 className="mb-1 font-semibold">Requisitos</h3>
            <ol className="list-decimal pl-5">
              {s.requisitos.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          </div>
          <ButtonLink to={href("/desbravadores/especialidade/:id", { id: String(s.id) })}>Iniciar Especialidade</ButtonLink>
        </div>
      ),
    };
  }
  const s = data.studies.find((x) => x.id === open.id);
  if (!s) return null;
  return {
    title: s.titulo,
    description: count(s.licoes, "lição", "lições"),
    body: (
      <div className="grid gap-4">
        <p>{s.descricao}</p>
        <LazyReadAloud text={studySpeech(s)} headingLevel={3} />
        <div>
          <h3 className="mb-1 font-semibold">Tópicos</h3>
          <ol className="list-decimal pl-5">
            {s.topicos.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </div>
        <Button onClick={close}>Iniciar Estudo</Button>
      </div>
    ),
  };
}
