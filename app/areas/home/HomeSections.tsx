import { BookOpen, BookOpenText, CalendarCheck, GraduationCap, HandHeart, History, Music, Sun, Trophy } from "lucide-react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { findBook } from "#app/areas/bible/books.ts";
import { HISTORY_KEY, parseHistory } from "#app/areas/bible/local-reading.ts";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import { timeAgo, type ActivityItem, type PlanProgress, type PlanToday } from "./activity.ts";
import { greetingFor, type Greeting } from "./greeting.ts";
import { isBuilt } from "./links.ts";
import { PRAYER_INVITATION } from "#app/components/ui/cover-colours.ts";

/**
 * The greeting by the visitor's own clock: the server's answer first (from the time zone
 * cookie), then the browser's local hour once hydrated, so a page kept by the render cache
 * still greets by the hour it is read.
 */
export function LiveGreeting({ initial }: { initial: Greeting }) {
  const greeting = useHydrated() ? greetingFor(new Date().getHours()) : initial;
  return <span className="font-medium text-muted">{greeting}</span>;
}

/** Today's devotional as the home names it: its title and verse. */
export interface DevotionalToday {
  id: string;
  titulo: string;
  versiculo: string;
}

/**
 * The hero's two cards, today first (decision 0057): today's reading of the member's plan
 * ('Hoje: Dia 2 · Sl 6–10', opening it in the reader) or the reading plans ('Bíblia em um ano'),
 * and today's devotional by its title and verse (the list when there is none).
 */
function heroCards(planDay: PlanToday | null, devotional: DevotionalToday | null) {
  return [
    {
      page: "/planos",
      to: planDay?.href ?? "/planos",
      title: planDay ? `Hoje: Dia ${planDay.day} · ${planDay.reading}` : "Bíblia em um ano",
      text: planDay ? planDay.title : "Siga um plano de leitura, um dia de cada vez.",
      icon: CalendarCheck,
    },
    {
      page: "/devocional",
      to: devotional ? href("/devocional/:id", { id: devotional.id }) : "/devocional",
      title: "Devocional do dia",
      text: devotional ? `${devotional.titulo} · ${devotional.versiculo}` : "Uma meditação curta para começar o dia.",
      icon: Sun,
    },
  ];
}

const TILES = [
  { to: "/biblia", label: "Bíblia", icon: BookOpen },
  { to: "/hinario", label: "Hinário", icon: Music },
  { to: "/estudos", label: "Estudos", icon: GraduationCap },
] as const;

const tileClass =
  "flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-raised p-4 text-center font-semibold shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600";

/** The hero: today's plan reading and today's devotional, the first thing under the greeting; only built pages are linked. */
export function HomeToday({ planDay, devotional }: { planDay: PlanToday | null; devotional: DevotionalToday | null }) {
  const cards = heroCards(planDay, devotional).filter((c) => isBuilt(c.page));
  if (cards.length === 0) return null;
  return (
    <section aria-label="Hoje" className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-3 text-on-accent shadow-md sm:p-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map(({ page, to, title, text, icon: Icon }) => (
          <li key={page}>
            <PageLink
              to={to}
              className="flex h-full gap-3 rounded-xl bg-on-accent/10 p-4 hover:bg-on-accent/20 focus-visible:outline-2 focus-visible:outline-on-accent"
            >
              <Icon className="size-6 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">
                <span className="block font-bold">{title}</span>
                <span className="text-sm text-brand-50">{text}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The resource tiles and the donation card; only built pages are linked. */
export function HomeResources() {
  const tiles = TILES.filter((t) => isBuilt(t.to));
  return (
    <>
      <section aria-labelledby="recursos">
        <h2 id="recursos" className="mb-3 text-xl font-bold">
          Recursos
        </h2>
        <ul className="grid grid-cols-3 gap-3">
          {tiles.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <PageLink to={to} className={tileClass}>
                <Icon className="size-7 text-accent" aria-hidden="true" />
                {label}
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
      {isBuilt("/doacao") && (
        <PageLink
          to="/doacao"
          className={`flex items-center gap-4 rounded-xl bg-linear-to-r ${PRAYER_INVITATION} p-5 text-on-accent shadow-md focus-visible:outline-2 focus-visible:outline-brand-600`}
        >
          <HandHeart className="size-10 shrink-0" aria-hidden="true" />
          <span>
            <span className="block text-lg font-bold">Apoie a Missão</span>
            <span className="text-sm text-on-accent/90">Conheça os projetos missionários e registre sua intenção de doar.</span>
          </span>
        </PageLink>
      )}
    </>
  );
}

function ActivityList({ items, now }: { items: ActivityItem[]; now: Date }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const Icon = item.kind === "achievement" ? Trophy : item.kind === "plan" ? CalendarCheck : BookOpenText;
        const body = (
          <>
            <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <span className="flex-1">
              <span className="block font-semibold">{item.title}</span>
              <span className="text-sm text-muted">{item.detail}</span>
            </span>
            <time dateTime={item.at} className="text-sm whitespace-nowrap text-muted">
              {timeAgo(item.at, now)}
            </time>
          </>
        );
        return (
          <li key={`${item.kind}-${item.at}-${item.title}`}>
            {item.to ? (
              <PageLink to={item.to} className="flex gap-3 py-3 hover:bg-subtle">
                {body}
              </PageLink>
            ) : (
              <div className="flex gap-3 py-3">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A member's recent activity from the server. */
export function MemberActivity({ items, now }: { items: ActivityItem[]; now: string }) {
  return (
    <Card>
      <h2 className="mb-2 flex items-center gap-2 text-xl font-bold">
        <History className="size-5" aria-hidden="true" /> Atividade recente
      </h2>
      {items.length === 0 ? (
        <p className="text-muted">
          Nada por aqui ainda.{" "}
          <PageLink to="/biblia" className="font-semibold text-accent underline">
            Comece lendo um capítulo da Bíblia
          </PageLink>
          .
        </p>
      ) : (
        <ActivityList items={items} now={new Date(now)} />
      )}
    </Card>
  );
}

/** The member's progress in each reading plan started (completed days / the plan's days). */
export function MemberPlans({ plans }: { plans: PlanProgress[] }) {
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 text-xl font-bold">
        <CalendarCheck className="size-5" aria-hidden="true" /> Seus planos de leitura
      </h2>
      {plans.length === 0 ? (
        <p className="text-muted">
          Você ainda não começou um plano.{" "}
          <PageLink to="/planos" className="font-semibold text-accent underline">
            Escolha um plano de leitura
          </PageLink>
          .
        </p>
      ) : (
        <ul className="space-y-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PageLink to={`/planos/${plan.id}`} className="flex justify-between gap-2 font-semibold text-accent underline">
                <span>{plan.title}</span>
                <span className="shrink-0">{plan.percent}%</span>
              </PageLink>
              <p className="mb-1 text-sm text-muted">
                {plan.done} de {plan.days} dias
              </p>
              <ProgressBar percent={plan.percent} label={`Progresso em ${plan.title}`} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A visitor's recent reading, from this browser's local history (read after hydration). */
export function VisitorActivity() {
  const raw = useStoredValue(HISTORY_KEY, "[]");
  const items: ActivityItem[] = parseHistory(raw)
    .slice(0, 6)
    .map((h) => ({
      kind: "reading",
      title: `${findBook(h.livro)?.nome ?? h.livro} ${h.capitulo}`,
      detail: "Leitura da Bíblia",
      at: new Date(h.timestamp).toISOString(),
      to: `/biblia/${h.livro}/${h.capitulo}`,
    }));
  return (
    <Card>
      <h2 className="mb-2 flex items-center gap-2 text-xl font-bold">
        <History className="size-5" aria-hidden="true" /> Atividade recente
      </h2>
      {raw === null ? (
        <p className="text-muted">Carregando seu histórico...</p>
      ) : items.length === 0 ? (
        <p className="text-muted">
          Os capítulos que você ler neste navegador aparecem aqui.{" "}
          <PageLink to="/biblia" className="font-semibold text-accent underline">
            Abrir a Bíblia
          </PageLink>
          .
        </p>
      ) : (
        <ActivityList items={items} now={new Date()} />
      )}
    </Card>
  );
}
