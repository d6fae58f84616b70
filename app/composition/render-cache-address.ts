import { matchPath } from "react-router";
import { FLASH_PARAM, FLASH_MESSAGES } from "#app/platform/site/flash.ts";

/**
 * The address the render cache stores a visitor's page under: its path and the query parameters
 * its route reads, each checked against the values it can have, in one order. An address with a
 * parameter no route reads, a repeated one or a value out of shape is not cached (null: the page
 * is rendered for it alone), so made-up addresses (`/hinario?z=…`) can neither fill the cache nor
 * push real pages out of it. Free-text parameters (the filters' `q`) are not listed, so searches
 * are rendered each time (the Bible search has its own rate limit).
 */
const SLUG = /^[a-z0-9-]{1,60}$/;
const NUMBER = /^\d{1,4}$/;

const KNOWN_QUERY: Record<string, Record<string, RegExp>> = {
  "/": { versiculo: /^[\p{L}\d :,–-]{1,40}$/u },
  "/biblia": { livro: SLUG, testamento: /^(at|nt)$/, versiculo: /^[\p{L}\d :,–-]{1,40}$/u },
  "/biblia/:livro/:capitulo": { versao: /^[A-Za-z0-9]{2,6}$/, trecho: /^\d{1,3}(?::\d{1,3})?-(?:\d{1,3}:)?\d{1,3}$/ },
  "/projetar/biblia/:livro/:capitulo": { versao: /^[A-Za-z0-9]{2,6}$/, versiculos: /^[\d,-]{1,40}$/ },
  "/biblioteca/:livro": { capitulo: NUMBER },
  "/estudos": { aba: SLUG, estudo: SLUG },
  "/estudos/:categoria/:cursoId": { licao: NUMBER },
  "/devocionais-ellen/:livro": { dia: /^[0-9-]{1,10}$/ },
  "/dicionario": { letra: /^[A-Za-z]$/ },
  "/hinario": { categoria: SLUG },
  "/cursos": { categoria: SLUG },
  "/feliz7play": { categoria: SLUG },
  "/noticias-desbravadores": { categoria: SLUG },
  "/noticias": { categoria: SLUG },
  "/videos": { categoria: SLUG },
  "/desbravadores/nos": { no: SLUG },
  "/projetos": { projeto: SLUG },
  "/doacao": { projeto: SLUG },
  "/quiz": { quiz: SLUG },
};

/** Read on every page: the notice after a redirect, and React Router's list of routes on a data request. */
const EVERY_PAGE: Record<string, RegExp> = {
  [FLASH_PARAM]: new RegExp(`^(${Object.keys(FLASH_MESSAGES).join("|")})$`),
  _routes: /^[\w/.,$-]{1,300}$/,
};

/** The page a path is, without the `.data` of a client navigation ('/_root.data' is '/'). */
const pagePath = (pathname: string) => (pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, ""));

function knownQueryOf(pathname: string): Record<string, RegExp> {
  const page = pagePath(pathname);
  const pattern = Object.keys(KNOWN_QUERY).find((p) => matchPath(p, page));
  return { ...EVERY_PAGE, ...(pattern ? KNOWN_QUERY[pattern] : {}) };
}

/**
 * Pages a member's change must reach visitors at once, so never stored: a shared service order
 * (its owner may stop sharing it, change or delete it).
 */
const NEVER_STORED = ["/roteiros/:id", "/projetar/roteiro/:id"];

/** The cache's address for a page's URL, or null when that URL is not to be cached. */
export function renderCacheAddress(url: URL): string | null {
  if (NEVER_STORED.some((pattern) => matchPath(pattern, pagePath(url.pathname)))) return null;
  const known = knownQueryOf(url.pathname);
  const names = [...url.searchParams.keys()];
  if (new Set(names).size !== names.length) return null;
  for (const [name, value] of url.searchParams) if (!Object.hasOwn(known, name) || !known[name]!.test(value)) return null;
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return url.pathname + (query ? `?${query}` : "");
}
