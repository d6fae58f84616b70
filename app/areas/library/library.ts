/** Book library rules and types. */

export const BOOK_CATEGORIES = [
  "Conflito Cósmico",
  "Vida Cristã",
  "História Bíblica",
  "Vida de Cristo",
  "História da Igreja",
  "Educação",
  "Testemunhos",
  "Família",
  "Saúde",
  "Evangelismo",
  "Jovens",
  "Psicologia Cristã",
  "Mordomia",
  "Profecia",
  "Devocionais",
] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

/** How a work is divided; the reader names its parts by it ("Livro 3", "Artigo 12"). */
export const DIVISIONS = {
  capítulo: ["Capítulo", "capítulos"],
  livro: ["Livro", "livros"],
  carta: ["Carta", "cartas"],
  artigo: ["Artigo", "artigos"],
  parte: ["Parte", "partes"],
  domingo: ["Domingo", "domingos"],
  morada: ["Morada", "moradas"],
  lição: ["Lição", "lições"],
} as const;
export type Division = keyof typeof DIVISIONS;

export const LIBRARY_BOOK_COUNT = 46;
/** Books 1–6 carry their chapter lists. */
export const BOOKS_WITH_CHAPTER_LISTS = 6;

export interface Book {
  id: number;
  titulo: string;
  tituloOriginal?: string;
  autor: string;
  ano: number;
  anoAproximado: boolean;
  categoria: BookCategory;
  descricao: string;
  /** How many chapters (or the work's own parts, see divisao). */
  capitulos: number;
  /** Chapter titles, for the books with a chapter list. */
  titulos: string[] | null;
  divisao: Division;
}

/** Visitors' reading positions in local storage: book id → last bookmarked chapter. */
export const LOCAL_POSITIONS_KEY = "biblioteca_marcadores";

export type Positions = Record<string, number>;

/** A stored positions map, ignoring anything that is not a book id → whole chapter number. */
export function parsePositions(raw: string | null): Positions {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([id, chapter]) => /^\d{1,4}$/.test(id) && Number.isInteger(chapter) && (chapter as number) >= 1),
    ) as Positions;
  } catch {
    return {};
  }
}

/** The bookmarked chapter over the total chapters, as a rounded percentage. */
export function progressPercent(chapter: number, total: number): number {
  return total > 0 ? Math.round((Math.min(Math.max(chapter, 0), total) / total) * 100) : 0;
}

/** A chapter within the book's bounds, or null. */
export function validChapter(book: Pick<Book, "capitulos">, chapter: number): number | null {
  return Number.isInteger(chapter) && chapter >= 1 && chapter <= book.capitulos ? chapter : null;
}

/** "Capítulo 3", "Livro 3"… */
function partName(book: Pick<Book, "divisao">, n: number): string {
  return `${DIVISIONS[book.divisao][0]} ${n}`;
}

/** The chapter's heading: its title when the book has a list, else its generic name. */
export function chapterHeading(book: Pick<Book, "divisao" | "titulos">, n: number): string {
  const title = book.titulos?.[n - 1];
  return title ? `${partName(book, n)}: ${title}` : partName(book, n);
}

/** "42 capítulos", "13 livros". */
export function partsCount(book: Pick<Book, "divisao" | "capitulos">): string {
  return `${book.capitulos} ${DIVISIONS[book.divisao][1]}`;
}

export function yearLabel(book: Pick<Book, "ano" | "anoAproximado">): string {
  return book.anoAproximado ? `c. ${book.ano}` : String(book.ano);
}

/** Ellen G. White's books are read on her estate's sites; the other works are in the public domain. */
export const EGW_AUTHOR = "Ellen G. White";

export function freeReadingNotice(book: Pick<Book, "autor">): string {
  return book.autor === EGW_AUTHOR
    ? "O texto completo deste livro pode ser lido gratuitamente no site oficial do Ellen G. White Estate (egwwritings.org) e no Centro de Pesquisas Ellen G. White do Brasil (centrowhite.org.br)."
    : "Esta obra está em domínio público e pode ser lida gratuitamente em bibliotecas digitais como a Christian Classics Ethereal Library (ccel.org) e o Projeto Gutenberg (gutenberg.org).";
}
