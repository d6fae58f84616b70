import { BookPicker, ChapterGrid } from "#app/areas/bible/BookPicker.tsx";
import { href, redirect } from "react-router";
import { findBook } from "#app/areas/bible/books.ts";
import { parseChapterNumber } from "#app/areas/bible/reader.ts";
import { SearchBox } from "#app/areas/bible/SearchBox.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { loadVerseOfDayCard } from "#app/areas/verse-of-day/card.server.ts";
import { VerseOfDayCompact } from "#app/areas/verse-of-day/VerseOfDayCard.tsx";
import type { Route } from "./+types/biblia";

/** /biblia: the book picker and the search box. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/biblia")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const book = findBook(url.searchParams.get("livro") ?? "");
  // The chapter page's picker, sent without JavaScript: on to the chapter.
  const chapter = book ? parseChapterNumber(url.searchParams.get("capitulo") ?? undefined, book.capitulos) : null;
  if (book && chapter !== null) {
    const versao = url.searchParams.get("versao");
    const to = href("/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(chapter) });
    throw redirect(versao ? `${to}?${new URLSearchParams({ versao })}` : to);
  }
  const user = await optionalMember({ request, context });
  return {
    bookId: book?.id ?? null,
    testament: book?.testamento ?? (url.searchParams.get("testamento") === "nt" ? "nt" : "at"),
    verse: await loadVerseOfDayCard(getApp(context).db, user?.id ?? null, request, new Date()),
  } as const;
}

export default function BibleIndex({ loaderData }: Route.ComponentProps) {
  const book = loaderData.bookId ? findBook(loaderData.bookId) : undefined;
  return (
    <>
      <PageHeader title="Bíblia Sagrada" subtitle="Escolha um livro e um capítulo para ler." />
      <div className="mb-6">
        <VerseOfDayCompact data={loaderData.verse} />
      </div>
      <div className="mb-6">
        <SearchBox version="acf" />
      </div>
      {book ? <ChapterGrid book={book} /> : <BookPicker testament={loaderData.testament} />}
    </>
  );
}
