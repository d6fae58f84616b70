import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { versesInChapter } from "#tests/content/bible-text.ts";
import { renderCacheAddress } from "#app/composition/render-cache-address.ts";
import { SITE_ROUTES } from "#app/routes.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { findDevotionalBook } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { findDevotional } from "#app/areas/devotionals/devotionals.content.server.ts";
import { entryAnchor, entryLetter } from "#app/areas/dictionary/dictionary.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import { loadHymns } from "#app/areas/hymnal/hymnal.content.server.ts";
import { loadQuarters } from "#app/areas/sabbath-school/sabbath-school.content.server.ts";
import { findLesson, findStudyDay } from "#app/areas/sabbath-school/sabbath-school.ts";
import { findStudyCourse, loadCharacterStudies } from "#app/areas/studies/studies.content.server.ts";
import { citationIndex, citingItems, passageCitations } from "./citations.content.server.ts";
import { CITATION_KINDS } from "./citations.ts";

const index = citationIndex();
const findQuarter = (categoria: string | undefined) => loadQuarters().find((q) => q.categoria === categoria);
const citations = [...index.entries()].flatMap(([chapter, list]) => list.map((citation) => ({ chapter, citation })));
const pages = SITE_ROUTES.filter((r) => r.title);

/** The content item a page address shows, or why it shows none. */
function contentAt(address: string): string | null {
  const url = new URL(address, "http://lampada.test");
  const matches = pages.flatMap((r) => {
    const match = matchPath(r.path, url.pathname);
    return match ? [{ path: r.path, params: match.params }] : [];
  });
  if (matches.length !== 1) return `${matches.length} rotas para ${url.pathname}`;
  const { path, params } = matches[0]!;
  const query = url.searchParams;
  const anchor = decodeURIComponent(url.hash.slice(1));
  const found = (() => {
    switch (path) {
      case "/hinario/:numero":
        return loadHymns().find((h) => String(h.numero) === params.numero);
      case "/dicionario":
        return loadDictionary().find((e) => entryLetter(e) === query.get("letra") && entryAnchor(e) === anchor);
      case "/escola-sabatina/:categoria/:licao":
        return findLesson(findQuarter(params.categoria), params.licao);
      case "/escola-sabatina/:categoria/:licao/:dia":
        return findStudyDay(findQuarter(params.categoria), params.licao, params.dia);
      case "/estudos/:categoria/:cursoId":
        return findStudyCourse(params.categoria, params.cursoId)?.licoes.find((l) => String(l.numero) === query.get("licao"));
      case "/estudos":
        return query.get("aba") === "personagens" ? loadCharacterStudies().find((p) => p.id === query.get("estudo")) : undefined;
      case "/devocional/:id":
        return findDevotional(params.id);
      case "/devocionais-ellen/:livro":
        return findDevotionalBook(params.livro)?.dias[Number(query.get("dia")) - 1];
      default:
        return undefined;
    }
  })();
  if (!found) return `nada em ${path}`;
  // The page is one the visitors' render cache keeps (its query is one the route reads).
  return renderCacheAddress(url) === null ? "endereço que o cache de páginas não guarda" : null;
}

describe("the citation index ('Nesta passagem')", () => {
  it("holds every kind of content the chapters list", () => {
    expect(new Set(citations.map((c) => c.citation.kind))).toEqual(new Set(CITATION_KINDS.map((k) => k.id)));
    expect(index.size).toBeGreaterThan(300);
  });

  it(`links every citation to a page that shows its item: ${citations.length} citations`, () => {
    const wrong = [...new Set(citations.map((c) => c.citation.url))].flatMap((url) => {
      const problem = contentAt(url);
      return problem ? [`${url}: ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("cites only chapters and verses that exist", () => {
    const wrong = citations.flatMap(({ chapter, citation }) => {
      const [bookId, number] = chapter.split(" ");
      const book = findBook(bookId!);
      const chapterNumber = Number(number);
      if (!book || chapterNumber < 1 || chapterNumber > book.capitulos) return [`${chapter}: capítulo inexistente (${citation.url})`];
      // The verses are counted against the full text when it is beside the project.
      const count = versesInChapter({ book, chapter: chapterNumber });
      const last = citation.verses.at(-1)?.end ?? 0;
      return count !== null && last > count ? [`${chapter}:${last}: versículo inexistente (${citation.url})`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("gives every item one address, and every dictionary entry its own anchor", () => {
    const urls = citingItems().map((i) => i.url);
    expect(new Set(urls).size).toBe(urls.length);
    const anchors = loadDictionary().map(entryAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("lists for João 14 its hymn, dictionary entries, lesson and devotionals", () => {
    const groups = passageCitations("jo", 14);
    expect(groups.map((g) => g.label)).toEqual(["Hinos", "Dicionário Bíblico", "Escola Sabatina", "Devocionais"]);
    expect(groups[0]!.citations).toContainEqual({ kind: "hino", title: "26. Jesus Voltará", url: "/hinario/26", verses: [{ start: 3, end: 3 }] });
    expect(passageCitations("nm", 33)).toEqual([]);
  });
});
