import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href } from "react-router";
import { z } from "zod";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import {
  BOOK_DAYS,
  bookDayId,
  meditationFooter,
  meditationNumber,
  parseBookDay,
  todaysBookDay,
} from "#app/areas/devotional-books/devotional-books.ts";
import { findDevotionalBook } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { BOOK_DAY_FAVORITES_KEY } from "#app/areas/devotionals/devotionals.ts";
import { FavoriteToggle } from "#app/areas/devotionals/FavoriteToggle.tsx";
import { VerseQuote } from "#app/areas/devotionals/VerseQuote.tsx";
import { listDevotionalFavorites, setDevotionalFavorite } from "#app/areas/devotionals/favorites.store.server.ts";
import { requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { ReadAloudToggle } from "#app/areas/read-aloud/ReadAloudToggle.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/devocionais-ellen.$livro";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const book = findDevotionalBook(params.livro);
  if (!book) throw data(null, { status: 404 });
  const asked = new URL(request.url).searchParams.get("dia");
  const day = asked === null ? todaysBookDay(new Date(), await requestTimeZone(request)) : parseBookDay(asked);
  if (day === null) throw data(null, { status: 404 });
  const user = await optionalMember({ request, context });
  const favorite = user ? (await listDevotionalFavorites(getApp(context).db, user.id, "livro")).includes(bookDayId(book.id, day)) : false;
  const { dias, ...summary } = book;
  const meditation = dias[meditationNumber(day, dias.length) - 1]!;
  return {
    book: summary,
    day,
    meditation: { ...meditation, blocks: renderMarkdown(meditation.meditacao) },
    footer: meditationFooter(day, dias.length),
    member: user !== null,
    favorite,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => (page ? [{ title: documentTitle(`${page.book.titulo} — Dia ${page.day}`) }] : []);

const favoriteForm = z.object({
  favorito: z.enum(["0", "1"], "Informe se é favorito."),
  dia: z.string().refine((v) => parseBookDay(v) !== null, "Dia inválido."),
  ...clientWriteIdField,
});

/** A member's favourite for one day of one book; a write sent again (same `clientWriteId`) changes nothing. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const book = findDevotionalBook(args.params.livro);
  if (!book) return formError("Livro não encontrado.", 404);
  const form = await parseForm(args.request, favoriteForm);
  if (!form.ok) return invalidForm(form);
  const day = parseBookDay(form.data.dia)!;
  const now = new Date();
  await writeOnce(getApp(args.context).db, user.id, form.data.clientWriteId, now, (trx) =>
    setDevotionalFavorite(trx, user.id, "livro", bookDayId(book.id, day), form.data.favorito === "1", now),
  );
  return formDone();
}

const nav = buttonClass("secondary", "px-3");
const disabledNav = `${nav} pointer-events-none opacity-50`;

/** The day reader: previous day, 'Hoje', next day, favourite, 'Meditação N de M' and the day of the year it is shown on. */
export default function DevotionalBookPage({ loaderData: { book, day, meditation: m, footer, member, favorite } }: Route.ComponentProps) {
  const dayHref = (n: number) => `${href("/devocionais-ellen/:livro", { livro: book.id })}?dia=${n}`;
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4">
        <BackLink to={href("/devocionais-ellen")}>Voltar aos livros</BackLink>
      </p>
      <header className={`mb-6 rounded-xl bg-gradient-to-br p-1 ${book.cor}`}>
        <div className="flex items-center gap-4 rounded-lg bg-surface/90 p-4">
          <span className="text-4xl" aria-hidden="true">
            {book.imagem}
          </span>
          <div>
            <p className="text-sm font-semibold text-muted">{book.titulo}</p>
            <h1 className="text-2xl font-bold text-fg">{m.titulo}</h1>
          </div>
        </div>
      </header>
      <nav aria-label="Dias do livro" className="mb-6 flex flex-wrap items-center justify-between gap-2">
        {day > 1 ? (
          <PageLink to={dayHref(day - 1)} className={nav}>
            <ChevronLeft className="size-4" aria-hidden="true" /> Dia anterior
          </PageLink>
        ) : (
          <span className={disabledNav} aria-disabled="true">
            <ChevronLeft className="size-4" aria-hidden="true" /> Dia anterior
          </span>
        )}
        <PageLink to={href("/devocionais-ellen/:livro", { livro: book.id })} className={nav}>
          <CalendarDays className="size-4" aria-hidden="true" /> Hoje
        </PageLink>
        {day < BOOK_DAYS ? (
          <PageLink to={dayHref(day + 1)} className={nav}>
            Próximo dia <ChevronRight className="size-4" aria-hidden="true" />
          </PageLink>
        ) : (
          <span className={disabledNav} aria-disabled="true">
            Próximo dia <ChevronRight className="size-4" aria-hidden="true" />
          </span>
        )}
      </nav>
      <VerseQuote quotation={m.texto} reference={m.versiculo} version={m.versao} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <ReadAloudToggle text={`${m.titulo}. ${m.texto} ${m.versiculo}. ${m.meditacao}`} headingLevel={2} />
        <FavoriteToggle
          key={day}
          member={member}
          favorite={favorite}
          storageKey={BOOK_DAY_FAVORITES_KEY}
          itemId={bookDayId(book.id, day)}
          fields={{ dia: String(day) }}
        />
      </div>
      <Markdown blocks={m.blocks} />
      <footer className="mt-8 border-t border-line pt-4 text-center text-muted">
        <p className="font-semibold">{footer.label}</p>
        <p className="mt-1 text-sm">{footer.cycle}</p>
      </footer>
    </article>
  );
}
