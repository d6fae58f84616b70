import { data, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { findBook } from "./books.ts";
import { parseChapterNumber } from "./reader.ts";
import type { SourceDeps } from "./source.store.server.ts";
import { parseReaderVersion, type ReaderVersion } from "./versions.ts";

/**
 * The chapter and version a reader URL asks for (/biblia/{livro}/{capitulo}?versao=…), and
 * what the Bible text is read with; an unknown book or chapter is a 404.
 */
export function readerRequest({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { livro?: string; capitulo?: string };
}) {
  const book = findBook(params.livro ?? "");
  const chapter = book ? parseChapterNumber(params.capitulo, book.capitulos) : null;
  if (!book || chapter === null) throw data(null, { status: 404 });
  const version: ReaderVersion = parseReaderVersion(new URL(request.url).searchParams.get("versao"));
  return { app: getApp(context), book, chapter, version, deps: bibleTextDeps(context) };
}

/** What the Bible text is read with: the database, the log, and the source for a book not stored yet. */
export function bibleTextDeps(context: Readonly<RouterContextProvider>): SourceDeps {
  const app = getApp(context);
  return { db: app.db, logger: app.logger, sourceUrl: app.config.BIBLE_SOURCE_URL };
}
