import { href } from "react-router";
import { loadCourseCatalogue } from "#app/areas/courses/courses.content.server.ts";
import { loadDevotionalBooks } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { loadDevotionals } from "#app/areas/devotionals/devotionals.content.server.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import type { Hymn } from "#app/areas/hymnal/hymns.ts";
import { loadBooks } from "#app/areas/library/library.content.server.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { loadKnotsGuide } from "#app/areas/pathfinders/knots.content.server.ts";
import { loadSpecialties } from "#app/areas/pathfinders/specialties.content.server.ts";
import { dayName, type Quarter } from "#app/areas/sabbath-school/sabbath-school.ts";
import { loadCharacterStudies, loadStudyCourses } from "#app/areas/studies/studies.content.server.ts";
import { cached } from "#app/platform/content/load.server.ts";
import { markdownPlain } from "#app/platform/content/markdown-plain.ts";
import { buildIndex, type SearchDocument, type SearchIndex } from "./search-index.ts";

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(" ");

/** The hymnal's pages: the shipped examples and the church's imported hymns (they change with an import). */
function hymnDocuments(hymns: readonly Hymn[]): SearchDocument[] {
  return hymns.map((hymn) => ({
    kind: "hinos",
    title: `Hino ${hymn.numero} — ${hymn.titulo}`,
    href: href("/hinario/:numero", { numero: String(hymn.numero) }),
    context: [hymn.categoria, hymn.autor].filter(Boolean).join(" · ") || undefined,
    lead: hymn.letra?.trim().split("\n")[0],
    body: hymn.letra,
  }));
}

const hymnIndexes = new WeakMap<readonly Hymn[], SearchIndex>();

/** The hymnal's index, built once for each hymnal (churchHymnal gives a new list after an import). */
export function hymnalIndex(hymns: readonly Hymn[]): SearchIndex {
  let index = hymnIndexes.get(hymns);
  if (!index) hymnIndexes.set(hymns, (index = buildIndex(hymnDocuments(hymns))));
  return index;
}

/** The Sabbath School's days: the quarters the classes follow today (an imported one replaces the example for its dates). */
function sabbathSchoolDocuments(quarters: readonly Quarter[]): SearchDocument[] {
  return quarters.flatMap((quarter) =>
    quarter.licoes.flatMap((lesson) =>
      lesson.dias.map((day) => ({
        kind: "escola-sabatina" as const,
        title: day.titulo,
        href: href("/escola-sabatina/:categoria/:licao/:dia", { categoria: quarter.categoria, licao: String(lesson.numero), dia: day.dia }),
        context: `${quarter.nome} · Lição ${lesson.numero}: ${lesson.titulo} · ${dayName(day.dia, lesson)}`,
        body: markdownPlain(day.conteudo),
      })),
    ),
  );
}

const sabbathSchoolIndexes = new Map<string, SearchIndex>();
const quarterIds = new WeakMap<Quarter, number>();
let nextQuarterId = 0;

/**
 * The Sabbath School's index, built once for each set of quarters the classes follow (the
 * quarters are the same objects until an import changes them: sabbathSchoolOn).
 */
export function sabbathSchoolIndex(quarters: readonly Quarter[]): SearchIndex {
  const key = quarters
    .map((q) => {
      if (!quarterIds.has(q)) quarterIds.set(q, nextQuarterId++);
      return quarterIds.get(q);
    })
    .join("|");
  let index = sabbathSchoolIndexes.get(key);
  if (!index) {
    // A handful of keys at most (a quarter a season); forget the old ones.
    if (sabbathSchoolIndexes.size >= 8) sabbathSchoolIndexes.clear();
    sabbathSchoolIndexes.set(key, (index = buildIndex(sabbathSchoolDocuments(quarters))));
  }
  return index;
}

/** Every page of content the search finds, from the areas' loaders (the Bible and the hymnal aside). */
function contentDocuments(): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const entry of loadDictionary())
    docs.push({
      kind: "dicionario",
      title: entry.palavra,
      href: `${href("/dicionario")}?${new URLSearchParams({ q: entry.palavra })}`,
      lead: entry.definicao,
    });
  for (const course of loadStudyCourses()) {
    const courseHref = href("/estudos/:categoria/:cursoId", { categoria: course.categoria, cursoId: course.id });
    docs.push({
      kind: "estudos",
      title: course.titulo,
      href: courseHref,
      context: `${course.tipo} · ${course.tema}`,
      lead: markdownPlain(course.descricao),
    });
    for (const lesson of course.licoes)
      docs.push({
        kind: "estudos",
        title: `Lição ${lesson.numero}: ${lesson.titulo}`,
        href: `${courseHref}?licao=${lesson.numero}`,
        context: course.titulo,
        body: markdownPlain(join(lesson.conteudo, lesson.reflexao, lesson.aplicacao)),
      });
  }
  for (const person of loadCharacterStudies())
    docs.push({
      kind: "estudos",
      title: person.titulo,
      href: `${href("/estudos")}?aba=personagens&estudo=${person.id}#estudos-publicos`,
      context: `${person.categoria} · ${person.nome}`,
      lead: person.descricao,
      body: markdownPlain(person.licoes.map((l) => join(l.titulo, l.conteudo, l.reflexao, l.aplicacao)).join(" ")),
    });
  for (const devotional of loadDevotionals())
    docs.push({
      kind: "devocionais",
      title: devotional.titulo,
      href: href("/devocional/:id", { id: devotional.id }),
      context: `Devocional Diário · ${devotional.versiculo}`,
      lead: devotional.citacao,
      body: markdownPlain(join(devotional.texto, devotional.reflexao, devotional.aplicacao)),
    });
  for (const book of loadDevotionalBooks())
    book.dias.forEach((day, i) =>
      docs.push({
        kind: "devocionais",
        title: day.titulo,
        href: `${href("/devocionais-ellen/:livro", { livro: book.id })}?dia=${i + 1}`,
        context: `${book.titulo} · Dia ${i + 1}`,
        lead: day.texto,
        body: markdownPlain(day.meditacao),
      }),
    );
  for (const book of loadBooks())
    docs.push({
      kind: "biblioteca",
      title: book.titulo,
      href: href("/biblioteca/:livro", { livro: String(book.id) }),
      context: `${book.autor} · ${book.ano}`,
      lead: book.descricao,
      body: join(book.tituloOriginal, ...(book.titulos ?? [])),
    });
  for (const course of loadCourseCatalogue())
    docs.push({
      kind: "cursos",
      title: course.titulo,
      href: `${href("/cursos")}?${new URLSearchParams({ q: course.titulo })}`,
      context: `${course.instrutor} · ${course.duracao}`,
      lead: course.descricao,
      body: course.topicos.join(" "),
    });
  for (const pathfinderClass of loadClasses())
    docs.push({
      kind: "classes",
      title: pathfinderClass.titulo,
      href: `${href("/progresso-desbravador")}?classe=${pathfinderClass.id}`,
      context: `${pathfinderClass.idade} anos`,
      lead: pathfinderClass.descricao,
      body: join(...pathfinderClass.requisitos, ...pathfinderClass.areas.flatMap((a) => [a.area, ...a.itens])),
    });
  for (const specialty of loadSpecialties())
    docs.push({
      kind: "especialidades",
      title: specialty.nome,
      href: href("/desbravadores/especialidade/:id", { id: String(specialty.id) }),
      context: specialty.categoria,
      lead: markdownPlain(specialty.resumo),
      body: specialty.requisitos.map((r) => join(r.titulo, r.descricao)).join(" "),
    });
  const guide = loadKnotsGuide();
  for (const knot of guide.nos)
    docs.push({
      kind: "nos",
      title: knot.nome,
      href: `${href("/desbravadores/nos")}?no=${knot.id}`,
      context: `${knot.categoria} · ${knot.dificuldade}`,
      lead: knot.usos.join(" "),
      body: join(...knot.passos, knot.historia, ...(knot.dicas ?? [])),
    });
  for (const lashing of guide.amarracoes)
    docs.push({
      kind: "nos",
      title: lashing.nome,
      href: href("/desbravadores/nos"),
      context: "Amarração",
      lead: lashing.usos.join(" "),
      body: join(...lashing.passos, ...lashing.dicas),
    });
  return docs;
}

/** The index, built once per process from the content loaded at start (again after a change under content/ in `npm run dev`). */
export function contentIndex(): SearchIndex {
  return cached("search/index", () => buildIndex(contentDocuments()));
}
