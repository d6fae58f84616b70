import { data, href } from "react-router";
import { z } from "zod";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { markdownPlain } from "#app/platform/content/markdown-plain.ts";
import { DEVOTIONAL_FAVORITES_KEY } from "#app/areas/devotionals/devotionals.ts";
import { lastReadingDate } from "#app/areas/devotionals/devotional-calendar.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { dayAndMonth, isoDate } from "#app/platform/site/calendar.ts";
import { findDevotional } from "#app/areas/devotionals/devotionals.content.server.ts";
import { FavoriteToggle } from "#app/areas/devotionals/FavoriteToggle.tsx";
import { VerseQuote } from "#app/areas/devotionals/VerseQuote.tsx";
import { listDevotionalFavorites, setDevotionalFavorite } from "#app/areas/devotionals/favorites.store.server.ts";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { recordActivity } from "#app/areas/gamification/ledger.store.server.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { isOwnNavigation, markActionRan } from "#app/platform/http/navigation.server.ts";
import { ReadAloudToggle } from "#app/areas/read-aloud/ReadAloudToggle.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/devocional.$id";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const devotional = findDevotional(params.id);
  if (!devotional) throw data(null, { status: 404 });
  const user = await optionalMember({ request, context });
  let favorite = false;
  let celebrations: string[] = [];
  if (user) {
    const { db } = getApp(context);
    // A member's own opening of the devotional is the 'devotional-read' activity (paid once a day).
    if (isOwnNavigation({ request, context }))
      celebrations = celebrationMessages(await recordActivity(db, user.id, { type: "devotional-read", id: devotional.id }, new Date()));
    favorite = (await listDevotionalFavorites(db, user.id, "devocional")).includes(devotional.id);
  }
  const date = lastReadingDate(devotional, await requestToday(request));
  return {
    devotional: { ...devotional, blocks: renderMarkdown(devotional.texto) },
    day: { iso: isoDate(date), text: dayAndMonth(date) },
    member: user !== null,
    favorite,
    celebrations,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => (page ? [{ title: documentTitle(`${page.devotional.titulo} — Devocional`) }] : []);

const favoriteForm = z.object({ favorito: z.enum(["0", "1"], "Informe se é favorito."), ...clientWriteIdField });

/** A member's favourite: favorito=1 marks the devotional, 0 unmarks it; a write sent again (same `clientWriteId`) changes nothing. */
export async function action(args: Route.ActionArgs) {
  markActionRan(args);
  const user = await requireWritingMember(args);
  const devotional = findDevotional(args.params.id);
  if (!devotional) return formError("Devocional não encontrado.", 404);
  const form = await parseForm(args.request, favoriteForm);
  if (!form.ok) return invalidForm(form);
  const now = new Date();
  await writeOnce(getApp(args.context).db, user.id, form.data.clientWriteId, now, (trx) =>
    setDevotionalFavorite(trx, user.id, "devocional", devotional.id, form.data.favorito === "1", now),
  );
  return formDone();
}

export default function DevotionalPage({ loaderData: { devotional: d, day, member, favorite, celebrations } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4">
        <BackLink to={href("/devocional")}>Voltar aos devocionais</BackLink>
      </p>
      <Celebrations messages={celebrations} />
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted">
            Devocional de <time dateTime={day.iso}>{day.text}</time> · {d.categoria} · {d.autor}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-fg">{d.titulo}</h1>
        </div>
        <FavoriteToggle member={member} favorite={favorite} storageKey={DEVOTIONAL_FAVORITES_KEY} itemId={d.id} />
      </header>
      <VerseQuote quotation={d.citacao} reference={d.versiculo} version={d.versao} />
      <div className="mb-6">
        <ReadAloudToggle text={`${d.titulo}. ${d.citacao} ${d.versiculo}. ${markdownPlain(d.texto)} ${d.reflexao} ${d.aplicacao}`} headingLevel={2} />
      </div>
      <Markdown blocks={d.blocks} />
      <Card className="mt-6">
        <h2 className="text-lg font-bold">Reflexão</h2>
        <p className="mt-1">{d.reflexao}</p>
        <h2 className="mt-4 text-lg font-bold">Aplicação</h2>
        <p className="mt-1">{d.aplicacao}</p>
      </Card>
    </article>
  );
}
