import { href } from "react-router";
import { findReferences, parseReference, type Reference } from "#app/areas/bible/references.ts";
import { loadDevotionalBooks } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { loadDevotionals } from "#app/areas/devotionals/devotionals.content.server.ts";
import { entryHref } from "#app/areas/dictionary/dictionary.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import { loadHymns } from "#app/areas/hymnal/hymnal.content.server.ts";
import { loadQuarters } from "#app/areas/sabbath-school/sabbath-school.content.server.ts";
import { dayName } from "#app/areas/sabbath-school/sabbath-school.ts";
import { loadCharacterStudies, loadStudyCourses } from "#app/areas/studies/studies.content.server.ts";
import { tabHref } from "#app/areas/studies/studies.ts";
import { cached } from "#app/platform/content/load.server.ts";
import { buildCitationIndex, chapterCitations, type CitationGroup, type CitationIndex, type CitingItem } from "./citations.ts";

/** The references of reference fields ("Sl 46:1") and of every reference written in texts. */
function referencesOf(fields: ReadonlyArray<string | undefined>, texts: readonly string[] = []): Reference[] {
  const own = fields.flatMap((f) => (f === undefined ? [] : [parseReference(f)]));
  const written = texts.flatMap((t) => findReferences(t).map((f) => f.reference));
  return [...own, ...written].filter((r): r is Reference => r !== null);
}

/** Every content item that cites the Bible, with its page and references. */
export function citingItems(): CitingItem[] {
  const hymns = loadHymns().map((h): CitingItem => ({
    kind: "hino",
    title: `${h.numero}. ${h.titulo}`,
    url: href("/hinario/:numero", { numero: String(h.numero) }),
    references: referencesOf([h.referencia]),
  }));
  const dictionary = loadDictionary().map((e): CitingItem => ({
    kind: "dicionario",
    title: e.palavra,
    url: entryHref(e),
    references: referencesOf([], [e.definicao]),
  }));
  const sabbathSchool = loadQuarters().flatMap(({ categoria, nome, licoes }) =>
    licoes.flatMap((lesson): CitingItem[] => {
      const licao = String(lesson.numero);
      return [
        {
          kind: "escola-sabatina",
          title: `${nome} · Lição ${licao}: ${lesson.titulo}`,
          url: href("/escola-sabatina/:categoria/:licao", { categoria, licao }),
          references: referencesOf([lesson.versiculo]),
        },
        ...lesson.dias.map((day) => ({
          kind: "escola-sabatina" as const,
          title: `${nome} · Lição ${licao}, ${dayName(day.dia)}: ${day.titulo}`,
          url: href("/escola-sabatina/:categoria/:licao/:dia", { categoria, licao, dia: day.dia }),
          references: referencesOf([], [day.conteudo]),
        })),
      ];
    }),
  );
  const courses = loadStudyCourses().flatMap((course) =>
    course.licoes.map((l): CitingItem => ({
      kind: "estudo",
      title: `${course.titulo} · Lição ${l.numero}: ${l.titulo}`,
      url: `${href("/estudos/:categoria/:cursoId", { categoria: course.categoria, cursoId: course.id })}?licao=${l.numero}`,
      references: referencesOf([l.texto], [l.conteudo, l.reflexao, l.aplicacao]),
    })),
  );
  const characters = loadCharacterStudies().map((p): CitingItem => ({
    kind: "estudo",
    title: p.titulo,
    url: tabHref("personagens", p.id),
    references: referencesOf(
      [p.versiculo, ...p.licoes.map((l) => l.texto)],
      [p.descricao, ...p.licoes.flatMap((l) => [l.conteudo, l.reflexao, l.aplicacao])],
    ),
  }));
  const devotionals = loadDevotionals().map((d): CitingItem => ({
    kind: "devocional",
    title: d.titulo,
    url: href("/devocional/:id", { id: d.id }),
    references: referencesOf([d.versiculo], [d.texto, d.reflexao, d.aplicacao]),
  }));
  const devotionalBooks = loadDevotionalBooks().flatMap((book) =>
    book.dias.map((day, i): CitingItem => ({
      kind: "devocional",
      title: `${book.titulo} · Meditação ${i + 1}: ${day.titulo}`,
      url: `${href("/devocionais-ellen/:livro", { livro: book.id })}?dia=${i + 1}`,
      references: referencesOf([day.versiculo], [day.meditacao]),
    })),
  );
  return [...hymns, ...dictionary, ...sabbathSchool, ...courses, ...characters, ...devotionals, ...devotionalBooks].filter(
    (item) => item.references.length > 0,
  );
}

/** The one index of what cites each chapter, built once per process from the loaded content (at start-up, by prepareApp). */
export function citationIndex(): CitationIndex {
  return cached("citations/index", () => buildCitationIndex(citingItems()));
}

/** 'Nesta passagem' of a chapter: what cites it, grouped by kind (none when nothing does). */
export function passageCitations(bookId: string, chapter: number): CitationGroup[] {
  return chapterCitations(citationIndex(), bookId, chapter);
}
