import { ChevronLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, Form, href, type ShouldRevalidateFunction, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#db/schema.ts";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { parsePassageParam } from "#app/areas/bible/passage-range.ts";
import { loadChapter, verseToBookmark } from "#app/areas/bible/chapter.server.ts";
import { ChapterReader } from "#app/areas/bible/ChapterReader.tsx";
import type { VerseMark } from "#app/areas/bible/marks.ts";
import { listChapterMarks } from "#app/areas/bible/marks.store.server.ts";
import { FONT_SIZE_KEY, parseFontSize, shownTextNotice, stepFontSize } from "#app/areas/bible/reader.ts";
import { readerRequest } from "#app/areas/bible/reader-request.server.ts";
import { listVerseBookmarks, recordChapterOpened, toggleVerseBookmark } from "#app/areas/bible/reading.store.server.ts";
import { useReadingReport } from "#app/areas/bible/use-reading-report.ts";
import { useVisitorHistory } from "#app/areas/bible/use-visitor-history.ts";
import { DEFAULT_READER_VERSION } from "#app/areas/bible/versions.ts";
import { passageCitations } from "#app/areas/citations/citations.content.server.ts";
import { completedPlanDays } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { planDayBar, planParams } from "#app/areas/reading-plans/plan-day.ts";
import { PlanDayBar, PlanDayNavigation } from "#app/areas/reading-plans/PlanDayBar.tsx";
import { findReadingPlan } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { PassageCitations } from "#app/areas/citations/PassageCitations.tsx";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { isOwnNavigation, markActionRan } from "#app/platform/http/navigation.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/biblia.$livro.$capitulo";

const chapterBookmarks = async (db: Kysely<Database>, userId: string, book: string, chapter: number) =>
  (await listVerseBookmarks(db, userId, { book, chapter })).map((b) => b.verse);

/** The marks a bookmark post listed after its change, for the loader that runs after it in the same request. */
const listedByAction = new WeakMap<object, number[]>();

/** /biblia/{livro}/{capitulo}: the chapter reader. */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { app, book, chapter, version, deps } = readerRequest(args);
  const [user, result] = await Promise.all([optionalMember({ request, context }), loadChapter(deps, version, book, chapter)]);
  let bookmarks: number[] = [];
  let marks: VerseMark[] = [];
  if (user && result.status === "loaded") {
    // A member's own visit: the history entry. The points come when the chapter is read (./leitura), never on opening it.
    if (isOwnNavigation({ request, context })) await recordChapterOpened(app.db, user.id, book.id, chapter, new Date());
    [bookmarks, marks] = await Promise.all([
      listedByAction.get(context) ?? chapterBookmarks(app.db, user.id, book.id, chapter),
      listChapterMarks(app.db, user.id, { book: book.id, chapter }),
    ]);
  }
  const citations = passageCitations(book.id, chapter);
  // Opened from a plan's day (?plano=…&dia=N): the plan's bar, when the day and this chapter match.
  const search = new URL(request.url).searchParams;
  const asked = planParams(search);
  const plan = asked && findReadingPlan(asked.planId);
  const planBar = plan ? planDayBar(plan, asked.day, { book: book.id, chapter, trecho: search.get("trecho") }) : null;
  const planDays = planBar && user ? await completedPlanDays(app.db, user.id, planBar.planId) : [];
  const payload = { bookId: book.id, chapter, version, result, member: user !== null, bookmarks, marks, citations, planBar, planDays };
  // A text the source could not give now must not be kept by the visitors' render cache.
  return data(payload, result.status === "loaded" ? undefined : { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const bookmarkForm = z.object({ versiculo: z.coerce.number("Informe o versículo.").int().min(1).max(200), ...clientWriteIdField });

/** A member's bookmark heart: adds the verse, or removes it when already marked; a write sent again (same `clientWriteId`) changes nothing. */
export async function action(args: Route.ActionArgs) {
  markActionRan(args);
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, bookmarkForm);
  const notFound = () => formError("Versículo não encontrado.", 400);
  // The form is checked before the verse is looked up: a refused post fetches and stores nothing.
  if (!form.ok) return form.errors.clientWriteId ? invalidForm(form) : notFound();
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
  return formDone({ bookmarks, celebrations: earned ? celebrationMessages(earned) : [] });
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
  const loading = useNavigation().state === "loading";
  const fontSize = parseFontSize(useStoredValue(FONT_SIZE_KEY));
  // A passage opened from a typed reference ("Is 52:13-53:12"): highlighted, its chapters led through.
  const passage = parsePassageParam(useSearchParams()[0].get("trecho"), book);

  useVisitorHistory(!member && result.status === "loaded", book.id, chapter);
  const readCelebrations = useReadingReport(book, chapter, result.status === "loaded" ? (result.verses.at(-1)?.number ?? null) : null);

  const changeFont = (direction: 1 | -1) => writeStoredValue(FONT_SIZE_KEY, String(stepFontSize(fontSize, direction)));
  const notice = result.status === "loaded" ? shownTextNotice(version, result.version) : null;

  return (
    <article className="mx-auto max-w-3xl">
      <div className="mb-2 flex items-center gap-2">
        <PageLink to={href("/biblia")} className={buttonClass("ghost", "-ml-3 px-2 py-1")}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Voltar
        </PageLink>
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere">
          {book.nome} {chapter}
        </h1>
      </div>
      <Celebrations messages={readCelebrations} />
      {loaderData.planBar && (
        <PlanDayBar
          key={`${loaderData.planBar.planId}-${loaderData.planBar.day}`}
          bar={loaderData.planBar}
          member={member}
          completed={loaderData.planDays}
        />
      )}
      <ChapterReader
        key={`${book.id}-${chapter}-${version}`}
        book={book}
        chapter={chapter}
        version={version}
        verses={result.status === "loaded" ? result.verses : null}
        shownVersion={result.status === "loaded" ? result.version.toUpperCase() : version}
        member={member}
        memberBookmarks={loaderData.bookmarks}
        memberMarks={loaderData.marks}
        fontSize={fontSize}
        onFontSize={changeFont}
        themeMode={theme?.mode ?? null}
        loading={loading}
        passage={passage}
        navigation={
          loaderData.planBar && (
            <PlanDayNavigation
              key={`${loaderData.planBar.planId}-${loaderData.planBar.day}`}
              bar={loaderData.planBar}
              member={member}
              completed={loaderData.planDays}
            />
          )
        }
      >
        {notice && <Notice>{notice}</Notice>}
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
              {version !== DEFAULT_READER_VERSION && <input type="hidden" name="versao" value={version} />}
              <button type="submit" className={buttonClass("primary")}>
                Tentar Novamente
              </button>
            </Form>
          </Notice>
        )}
      </ChapterReader>
      <PassageCitations groups={loaderData.citations} />
    </article>
  );
}
