import { BookPicker, ChapterGrid } from "../modules/bible/BookPicker.tsx";
import { findBook } from "../modules/bible/books.ts";
import { SearchBox } from "../modules/bible/SearchBox.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { documentTitle, pageTitle } from "../modules/site/pages.ts";
import type { Route } from "./+types/biblia";

/** /biblia: the book picker (spec 1 §2.4 items 1–3) and the search box. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/biblia")) }];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const book = findBook(url.searchParams.get("livro") ?? "");
  return {
    bookId: book?.id ?? null,
    testament: book?.testamento ?? (url.searchParams.get("testamento") === "nt" ? "nt" : "at"),
  } as const;
}

export default function BibleIndex({ loaderData }: Route.ComponentProps) {
  const book = loaderData.bookId ? findBook(loaderData.bookId) : undefined;
  return (
    <>
      <PageHeader title="Bíblia Sagrada" subtitle="Escolha um livro e um capítulo para ler." />
      {/* Slot: the verse-of-the-day compact card (verse-of-day issue) goes here; wired at merge. */}
      <div data-slot="versiculo-do-dia" className="mb-6" />
      <div className="mb-6">
        <SearchBox version="acf" />
      </div>
      {book ? <ChapterGrid book={book} /> : <BookPicker testament={loaderData.testament} />}
    </>
  );
}
