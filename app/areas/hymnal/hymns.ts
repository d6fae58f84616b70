import { foldForSearch, matchesSearch } from "#app/platform/site/search-text.ts";
import { slugify } from "#app/platform/site/slug.ts";

/** Hymn categories, in the order the hymnal shows them. */
export const HYMN_CATEGORIES = [
  "Adoração",
  "Louvor",
  "Confiança",
  "Alegria",
  "Convite",
  "Consagração",
  "Amizade",
  "Esperança",
  "Redenção",
  "Testemunho",
  "Segunda Vinda",
  "Desbravadores",
  "Aventureiros",
  "Crianças",
  "Amor",
  "Graça",
  "Salvação",
  "Oração",
  "Gratidão",
  "Coragem",
  "Comunhão",
  "Paz",
] as const;

export type HymnCategory = (typeof HYMN_CATEGORIES)[number];

/** The chip that means "no category filter". */
export const ALL_CATEGORIES = "Todos";

export const NO_LYRICS = "Letra em breve...";

/** The label of a shipped hymn (the church's own hymnal replaces them number by number). */
export const EXAMPLE_LABEL = "Exemplo";

/** A hymn's subtitle: 'Hino 301 · Hinário da igreja', 'Hino 37 · Alegria · Exemplo'. */
export function hymnSubtitle(hymn: Pick<Hymn, "numero" | "categoria" | "importado">): string {
  return [`Hino ${hymn.numero}`, hymn.categoria, hymn.importado ? "Hinário da igreja" : EXAMPLE_LABEL].filter(Boolean).join(" · ");
}

export interface Hymn {
  numero: number;
  titulo: string;
  /** The shipped examples' category; the church's imported hymns have none. */
  categoria?: HymnCategory;
  /** Full Portuguese text, only where it is in the public domain. */
  letra?: string;
  /** Who wrote or translated the Portuguese text and why it is in the public domain. */
  letraFonte?: string;
  /** The Bible passage the hymn sings ("Sl 46:1"), shown on its page. */
  referencia?: string;
  /** A real video of the hymn (never invented). */
  url?: string;
  /** An imported hymn's authors, as its file names them. */
  autor?: string;
  /** An imported hymn's copyright line, shown under its lyrics and on its last slide. */
  copyright?: string;
  /** The church's own hymnal (imported at /admin/hinario); the others are the shipped examples. */
  importado?: true;
}

/** A hymn as the hymnal's list carries it: no lyrics (600 hymns' lyrics would weigh the page; the dialog asks for one). */
export interface HymnCard {
  numero: number;
  titulo: string;
  categoria?: HymnCategory;
  importado?: true;
  comLetra: boolean;
}

export function hymnCard(hymn: Hymn): HymnCard {
  return {
    numero: hymn.numero,
    titulo: hymn.titulo,
    ...(hymn.categoria ? { categoria: hymn.categoria } : {}),
    ...(hymn.importado ? { importado: true as const } : {}),
    comLetra: Boolean(hymn.letra),
  };
}

/** Where the lyrics dialog reads one hymn (JSON). */
export function hymnDataHref(hymn: Pick<Hymn, "numero">): string {
  return `/hinario/${hymn.numero}/dados.json`;
}

export interface HymnFilter {
  query: string;
  category: string;
}

/** Reads the filter from the page's query string (?q=…&categoria=…); unknown categories mean all. */
export function hymnFilterFromParams(params: URLSearchParams): HymnFilter {
  const category = params.get("categoria") ?? "";
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    category: (HYMN_CATEGORIES as readonly string[]).includes(category) ? category : ALL_CATEGORIES,
  };
}

/**
 * The title matches case- (and accent-) insensitively or the number as text,
 * combined with the category; 'Todos' means no category filter.
 */
export function filterHymns<H extends Pick<Hymn, "numero" | "titulo" | "categoria">>(hymns: readonly H[], { query, category }: HymnFilter): H[] {
  const number = foldForSearch(query);
  return hymns.filter(
    (h) => (category === ALL_CATEGORIES || h.categoria === category) && (matchesSearch(query, h.titulo) || String(h.numero).includes(number)),
  );
}

/** The categories that have hymns, in the spec's order. */
export function usedCategories(hymns: ReadonlyArray<Pick<Hymn, "categoria">>): HymnCategory[] {
  return HYMN_CATEGORIES.filter((c) => hymns.some((h) => h.categoria === c));
}

/** The downloadable text of a hymn ('Baixar Letra'). */
export function hymnText(hymn: Hymn): string {
  const parts = [`Hino ${hymn.numero} — ${hymn.titulo}`];
  if (hymn.categoria) parts.push(`Categoria: ${hymn.categoria}`);
  if (hymn.autor) parts.push(`Autor: ${hymn.autor}`);
  parts.push(hymn.letra?.trim() ?? NO_LYRICS);
  if (hymn.letraFonte) parts.push(`Fonte da letra: ${hymn.letraFonte}`);
  if (hymn.copyright) parts.push(hymn.copyright);
  parts.push(hymn.importado ? "Hinário da igreja" : "Hinário Lâmpada (exemplos)");
  return `${parts.join("\n\n")}\n`;
}

/** File name of a hymn's lyrics download: "hino-37-sou-feliz.txt". */
export function hymnFileName(hymn: Hymn): string {
  return `hino-${hymn.numero}-${slugify(hymn.titulo)}.txt`;
}

export function lyricsHref(hymn: Pick<Hymn, "numero">): string {
  return `/hinario/${hymn.numero}/letra.txt`;
}

export const HYMNAL_PDF_HREF = "/hinario.pdf";
