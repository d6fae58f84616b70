import { BookOpen, Star } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { TitledSection } from "#app/components/ui/TitledSection.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { DEVOTIONAL_FAVORITES_KEY, parseIdList } from "#app/areas/devotionals/devotionals.ts";
import { devotionalCalendar } from "#app/areas/devotionals/devotional-calendar.ts";
import { loadDevotionals } from "#app/areas/devotionals/devotionals.content.server.ts";
import { listDevotionalFavorites } from "#app/areas/devotionals/favorites.store.server.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { dayAndMonth, isoDate } from "#app/platform/site/calendar.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import type { Route } from "./+types/devocional";
import { STAR_LIT } from "#app/components/ui/mark-colours.ts";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/devocional")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  const summaries = loadDevotionals().map(({ texto: _text, ...summary }) => summary);
  const [today, ...before] = devotionalCalendar(summaries, await requestToday(request)).map(({ date, devotional }) => ({
    ...devotional,
    dia: isoDate(date),
    diaPorExtenso: dayAndMonth(date),
  }));
  return {
    today: today!,
    before,
    member: user !== null,
    favorites: user ? await listDevotionalFavorites(getApp(context).db, user.id, "devocional") : [],
  };
}

type DevotionalSummary = Route.ComponentProps["loaderData"]["today"];

function DevotionalCard({ d, favorite }: { d: DevotionalSummary; favorite: boolean }) {
  return (
    <Card className="flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-fg">{d.categoria}</span>
        <span className="flex items-center gap-1 text-muted">
          {favorite && <Star className={`size-4 ${STAR_LIT}`} aria-label="Favoritado" />}
          <time dateTime={d.dia}>{d.diaPorExtenso}</time>
        </span>
      </div>
      <h3 className="text-lg font-bold">
        <PageLink to={href("/devocional/:id", { id: d.id })} className="hover:underline">
          {d.titulo}
        </PageLink>
      </h3>
      <p className="font-serif italic text-fg">
        “{d.citacao}” <span className="not-italic font-semibold">{d.versiculo}</span>
      </p>
      <p className="text-sm text-muted">{d.reflexao}</p>
      <p className="mt-auto pt-2">
        <PageLink to={href("/devocional/:id", { id: d.id })} className="inline-flex items-center gap-1 font-semibold text-accent underline">
          <BookOpen className="size-4" aria-hidden="true" />
          Ler devocional<span className="sr-only">: {d.titulo}</span>
        </PageLink>
      </p>
    </Card>
  );
}

const TITLE = "mb-3 text-2xl font-bold";

/** /devocional: one devotional for each day of the month, today's first, then the days before it with their true dates. */
export default function DevotionalsPage({ loaderData: { today, before, member, favorites } }: Route.ComponentProps) {
  const stored = useStoredValue(DEVOTIONAL_FAVORITES_KEY);
  const favorite = new Set(member ? favorites : parseIdList(stored));
  return (
    <section>
      <PageHeader title="Devocional Diário" subtitle="Um devocional para cada dia do mês: o de hoje e os dos dias anteriores." />
      <TitledSection id="devocional-de-hoje" title={`Devocional de ${today.diaPorExtenso}`} className="mb-8" titleClassName={TITLE}>
        <DevotionalCard d={today} favorite={favorite.has(today.id)} />
      </TitledSection>
      <TitledSection id="dias-anteriores" title="Dias anteriores" titleClassName={TITLE}>
        <ul className="grid gap-4 md:grid-cols-2">
          {before.map((d) => (
            <li key={d.id}>
              <DevotionalCard d={d} favorite={favorite.has(d.id)} />
            </li>
          ))}
        </ul>
      </TitledSection>
    </section>
  );
}
