import { ChevronLeft, ChevronRight } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, Form, href, type ShouldRevalidateFunction, useNavigation, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireMember } from "#app/areas/accounts/guards.server.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { loadChapter, verseToBookmark } from "#app/areas/bible/chapter.server.ts";
import { FONT_SIZE_KEY, parseChapterNumber, parseFontSize, shownTextNotice, stepFontSize } from "#app/areas/bible/reader.ts";
import { ReaderToolbar } from "#app/areas/bible/ReaderToolbar.tsx";
import { listVerseBookmarks, recordChapterRead, toggleVerseBookmark } from "#app/areas/bible/reading.store.server.ts";
import { useVisitorHistory } from "#app/areas/bible/use-visitor-history.ts";
import { VerseList } from "#app/areas/bible/VerseList.tsx";
import { parseReaderVersion, type ReaderVersion } from "#app/areas/bible/versions.ts";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { LazyReadAloud } from "#app/areas/read-aloud/LazyReadAloud.tsx";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { isOwnNavigation, markActionRan } from "#app/platform/http/navigation.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/biblia.$livro.$capitulo";

/** /biblia/{livro}/{capitulo}: the chapter reader. */
function chapterFromParams(params: Route.LoaderArgs["params"]) {
  const book = findBook(params.livro);
  const chapter = book ? parseChapterNumber(params.capitulo, book.capitulos) : null;
  if (!book || chapter === null) throw data(null, { status: 404 });
  return { book, chapter };
}

/** The chapter and version the URL asks for, and what the Bible text is read with. */
function readerRequest({ request, context, params }: Pick<Route.LoaderArgs, "request" | "context" | "params">) {
  const { book, chapter } = chapterFromParams(params);
  const version: ReaderVersion = parseReaderVersion(new URL(request.url).searchParams.get("versao"));
  const app = getApp(context);
  return { app, book, chapter, version, deps: { db: app.db, logger: app.logger, sourceUrl: app.config.BIBLE_SOURCE_URL } };
}

const chapterBookmarks = async (db: ReturnType<typeof getApp>["db"], userId: string, book: string, chapter: number) =>
  (await listVerseBookmarks(db, userId, { book, chapter })).map((b) => b.verse);

/** The marks a bookmark post listed after its change, for the loader that runs after it in the same request. */
const listedByAction = new WeakMap<object, number[]>();

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { app, book, chapter, version, deps } = readerRequest(args);
  const [user, result] = await Promise.all([optionalMember({ request, context }), loadChapter(deps, version, book, chapter)]);
  let bookmarks: number[] = [];
  let celebrations: string[] = [];
  if (user && result.status === "loaded") {
    // A member's own visit: the history entry, and 10 points once per chapter per day.
    if (isOwnNavigation({ request, context }))
      celebrations = celebrationMessages(await recordChapterRead(app.db, user.id, book.id, chapter, new Date()));
    bookmarks = listedByAction.get(context) ?? (await chapterBookmarks(app.db, user.id, book.id, chapter));
  }
  const payload = { bookId: book.id, chapter, version, result, member: user !== null, bookmarks, celebrations };
  // A text the source could not give now must not be kept by the visitors' render cache.
  return data(payload, result.status === "loaded" ? undefined : { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const bookmarkForm = z.object({ versiculo: z.coerce.number("Informe o versículo.").int().min(1).max(200), ...clientWriteIdField });

/** A member's bookmark heart: adds the verse, or removes it when already marked; a write sent again (same `clientWriteId`) changes nothing. */
export async function action(args: Route.ActionArgs) {
  markActionRan(args);
  const user = await requireMember(args);
  const form = await parseForm(args.request, bookmarkForm);
  const refuse = (error: string) => data({ error, bookmarks: [] as number[], celebrations: [] as string[] }, { status: 400 });
  const notFound = () => refuse("Versículo não encontrado.");
  // The form is checked before the verse is looked up: a refused post fetches and stores nothing.
  if (!form.ok) return form.errors.clientWriteId ? refuse(form.errors.clientWriteId) : notFound();
  const { app, book, chapter, version, deps } = readerRequest(args);
  const verse = await verseToBookmark(deps, version, book, chapter, form.data.versiculo);
  if (!verse) return notFound();
  const now = new Date();
  const toggled = await writeOnce(app.db, user.id, form.data.clientWriteId, now, (trx) =>
    toggleVerseBookmark(trx, user.id, { book: book.id, chapter, verse: verse.number, text: verse.text }, now),
  );
  const earned = toggled.repeat ? null : toggled.value;
  const bookmarks = await chapterBookmarks(app.db, user.id, book.id, chapter);
  listedByAction.set(args.context, bookmarks);
  return { error: null, bookmarks, celebrations: earned ? celebrationMessages(earned) : [] };
}

/** After a bookmark toggle the page keeps its data (the action answers with the marks; no second history entry). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const book = loaderData && findBook(loaderData.bookId);
  return book ? [{ title: documentTitle(`${book.nome} ${loaderData.chapter}`) }] : [];
};

export default function ChapterPage({ loaderData }: Route.ComponentProps) {
  const { chapter, version, result, member } = loaderData;
  const book = findBook(loaderData.bookId)!;
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme;
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const fontSize = parseFontSize(useStoredValue(FONT_SIZE_KEY));

  useVisitorHistory(!member && result.status === "loaded", book.id, chapter);

  const changeFont = (direction: 1 | -1) => writeStoredValue(FONT_SIZE_KEY, String(stepFontSize(fontSize, direction)));
  const query = version === "ARC" ? "" : `?versao=${version}`;
  const notice = result.status === "loaded" ? shownTextNotice(version, result.version, result.origin === "sample", result.complete) : null;
  const neighbour = (target: number, label: string, icon: React.ReactNode, enabled: boolean) =>
    enabled && !loading ? (
      <PageLink
        to={href("/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(target) }) + query}
        className={buttonClass("secondary")}
        aria-label={`${label}: ${book.nome} ${target}`}
      >
        {icon}
        {label}
      </PageLink>
    ) : (
      <button type="button" disabled className={buttonClass("secondary")}>
        {icon}
        {label}
      </button>
    );

  return (
    <article className="mx-auto max-w-3xl">
      <PageLink to={href("/biblia")} className={buttonClass("ghost", "mb-2 -ml-2")}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Voltar
      </PageLink>
      <h1 className="mb-4 text-3xl font-bold">
        {book.nome} {chapter}
      </h1>
      <ReaderToolbar version={version} fontSize={fontSize} onFontSize={changeFont} themeMode={theme?.mode ?? null} />
      {notice && <Notice>{notice}</Notice>}
      <Celebrations messages={loaderData.celebrations} />
      {result.status === "loaded" && (
        <div className="my-4">
          <LazyReadAloud text={result.verses.map((v) => `${v.number}. ${v.text}`).join(" ")} headingLevel={2} />
        </div>
      )}
      <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
        {result.status === "loaded" && (
          <VerseList
            key={`${book.id}-${chapter}-${version}`}
            verses={result.verses}
            chapter={{ bookId: book.id, abrev: book.abrev, chapter, version: result.version.toUpperCase() }}
            member={member}
            memberBookmarks={loaderData.bookmarks}
            fontSize={fontSize}
          />
        )}
        {result.status === "empty" && (
          <Notice>
            <p className="font-semibold">Nenhum versículo encontrado</p>
            <p>Tente outro capítulo ou versão.</p>
          </Notice>
        )}
        {result.status === "error" && (
          <Notice tone="error">
            <p className="font-semibold">Não foi possível carregar os versículos</p>
            <Form method="get" className="mt-2">
              {version !== "ARC" && <input type="hidden" name="versao" value={version} />}
              <button type="submit" className={buttonClass("primary")}>
                Tentar Novamente
              </button>
            </Form>
          </Notice>
        )}
      </div>
      <nav aria-label="Capítulos" className="mt-8 flex justify-between gap-2">
        {neighbour(chapter - 1, "Anterior", <ChevronLeft className="size-4" aria-hidden="true" />, chapter > 1)}
        {neighbour(chapter + 1, "Próximo", <ChevronRight className="size-4" aria-hidden="true" />, chapter < book.capitulos)}
      </nav>
    </article>
  );
}
