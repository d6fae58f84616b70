/**
 * A JSON list of hymns in the shape Brazilian hymnal apps publish (decision 0053, pure): an
 * array (or `{ "hinos": [...] }`) of hymns, each with its number, title, authors and its stanzas
 * in order, the chorus printed once and marked. The names the apps use are all read:
 *
 *   number   "numero" | "number"
 *   title    "titulo" | "title"
 *   authors  "autor" | "autores" | "author" | "authors" (a text or a list)
 *   stanzas  "estrofes" | "versos" | "verses" | "lyrics" | "letra" ({ "versos": [...] } too):
 *            each a text, or { "tipo"|"type": "estrofe"|"verso"|"verse"|"coro"|"chorus"|"refrão",
 *            "texto"|"text"|"content": "..." }; a text that begins with "Coro:" is the chorus
 *   chorus   "coro" | "chorus" (a text), when kept apart from the stanzas
 *
 * Lines break at "\n" or "<br>". Every problem names the hymn by its place in the list.
 */

export interface ListedHymn {
  numero: number | null;
  titulo: string;
  estrofes: string[];
  coro: string | null;
  autor: string | null;
}

const LIST_LIMIT = 2000;

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);
const first = (item: Record<string, Json>, ...keys: string[]): Json => keys.map((k) => item[k]).find((v) => v !== undefined && v !== null);

/** A block of lines as stored: "<br>" a line break, blanks inside a line one space, empty lines out. */
function block(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]{0,50}>/g, "")
    .split(/\r?\n/)
    .map((line) => line.replace(/[\t \u00a0]+/g, " ").trim())
    .filter((line) => line && !/^\[?(coro|refrão)\]?:?$/i.test(line))
    .join("\n");
}

function numberOf(value: Json): number | null | "bad" {
  if (value === undefined || value === null || value === "") return null;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d{1,5}$/.test(text) ? Number(text) : "bad";
}

function authorsOf(value: Json): string | null | "bad" {
  if (value === undefined || value === null) return null;
  const names = typeof value === "string" ? [value] : Array.isArray(value) && value.every((v) => typeof v === "string") ? (value as string[]) : null;
  if (!names) return "bad";
  return [...new Set(names.map((n) => n.replace(/\s+/g, " ").trim()).filter(Boolean))].join(", ") || null;
}

type Stanzas = { estrofes: string[]; coro: string | null } | { problem: string };

function stanzasOf(value: Json, chorus: Json): Stanzas {
  const items = isRecord(value) ? first(value, "versos", "estrofes", "verses") : value;
  if (items !== undefined && !Array.isArray(items)) return { problem: "as estrofes precisam ser uma lista" };
  const estrofes: string[] = [];
  let coro: string | null = null;
  const setChorus = (text: string): string | null => {
    if (!text) return null;
    if (coro !== null && coro !== text) return "mais de um coro diferente; o hinário guarda um coro por hino";
    coro = text;
    return null;
  };
  if (chorus !== undefined && chorus !== null) {
    if (typeof chorus !== "string") return { problem: "o coro precisa ser um texto" };
    setChorus(block(chorus));
  }
  for (const [i, item] of (items ?? []).entries()) {
    let text: Json = item;
    let isChorus = false;
    if (isRecord(item)) {
      const kind = first(item, "tipo", "type");
      isChorus = typeof kind === "string" && /^(coro|chorus|refr[aã]o|refrain)$/i.test(kind.trim());
      text = first(item, "texto", "text", "content", "letra");
    }
    if (typeof text !== "string") return { problem: `estrofe ${i + 1}: esperado um texto` };
    const marked = /^\s*\[?(coro|refrão)\]?\s*:/i.exec(text);
    const body = block(marked ? text.slice(marked[0].length) : text);
    if (isChorus || marked) {
      const problem = setChorus(body);
      if (problem) return { problem };
    } else if (body) estrofes.push(body);
  }
  return { estrofes, coro };
}

/** Every hymn of a JSON list, and each problem ('hino 3 da lista: falta o título'). */
export function readHymnList(text: string): { hymns: ListedHymn[]; problems: string[] } {
  let data: Json;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { hymns: [], problems: [`JSON inválido (${error instanceof Error ? error.message : String(error)})`] };
  }
  const list = isRecord(data) ? first(data, "hinos", "hymns") : data;
  if (!Array.isArray(list)) return { hymns: [], problems: ['esperada uma lista de hinos ([...] ou { "hinos": [...] })'] };
  if (list.length === 0) return { hymns: [], problems: ["a lista não tem hinos"] };
  if (list.length > LIST_LIMIT) return { hymns: [], problems: [`mais de ${LIST_LIMIT} hinos numa lista`] };
  const hymns: ListedHymn[] = [];
  const problems: string[] = [];
  for (const [i, item] of list.entries()) {
    const fail = (message: string) => problems.push(`hino ${i + 1} da lista: ${message}`);
    if (!isRecord(item)) {
      fail("esperado um objeto com número, título e estrofes");
      continue;
    }
    const numero = numberOf(first(item, "numero", "número", "number", "num"));
    if (numero === "bad") {
      fail("o número precisa ser um inteiro, como 48");
      continue;
    }
    const title = first(item, "titulo", "título", "title");
    if (typeof title !== "string" || !title.trim()) {
      fail("falta o título");
      continue;
    }
    const autor = authorsOf(first(item, "autores", "autor", "authors", "author"));
    if (autor === "bad") {
      fail("os autores precisam ser um texto ou uma lista de textos");
      continue;
    }
    const stanzas = stanzasOf(first(item, "estrofes", "versos", "verses", "lyrics", "letra"), first(item, "coro", "chorus"));
    if ("problem" in stanzas) {
      fail(stanzas.problem);
      continue;
    }
    hymns.push({ numero, titulo: title.replace(/\s+/g, " ").trim(), autor, ...stanzas });
  }
  return { hymns, problems };
}
