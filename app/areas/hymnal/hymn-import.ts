import { sizeText, WHOLE_SET, type FileProblem, type ImportFile } from "#app/platform/imports/problems.ts";
import { foldForSearch } from "#app/platform/site/search-text.ts";
import type { Hymn } from "./hymns.ts";
import { readHymnList } from "./hymn-list.ts";
import { parseOpenLyrics, parsePlainText, type ImportedHymn, type ReadHymn } from "./hymn-formats.ts";

/**
 * The church's own hymnal, imported (decision 0044): a whole set of files read (each format in
 * hymn-formats.ts, the JSON hymnals in hymn-list.ts), numbered and checked before anything is
 * stored (pure). Every problem names its file and says what is wrong in Portuguese.
 */

export const IMPORT_LIMITS = {
  /** One file. */
  fileBytes: 256 * 1024,
  /** One .json list of hymns. */
  listBytes: 8 * 1024 * 1024,
  /** All the files of one import. */
  totalBytes: 8 * 1024 * 1024,
  files: 1500,
  hymns: 1500,
  number: 9999,
  title: 120,
  line: 200,
  stanzas: 30,
  linesPerStanza: 30,
  author: 300,
  copyright: 300,
} as const;

export type ImportCheck = { ok: true; hymns: ImportedHymn[] } | { ok: false; problems: FileProblem[] };

/** Checks the parts every hymn shares, whatever its format; null when all is well. */
function checkHymn(hymn: ImportedHymn): string | null {
  if (!Number.isInteger(hymn.numero) || hymn.numero < 1 || hymn.numero > IMPORT_LIMITS.number)
    return `número ${hymn.numero} fora do intervalo 1 a ${IMPORT_LIMITS.number}`;
  if (!hymn.titulo) return "falta o título";
  if (hymn.titulo.length > IMPORT_LIMITS.title) return `título com mais de ${IMPORT_LIMITS.title} caracteres`;
  if (hymn.autor && hymn.autor.length > IMPORT_LIMITS.author) return `autor com mais de ${IMPORT_LIMITS.author} caracteres`;
  if (hymn.copyright && hymn.copyright.length > IMPORT_LIMITS.copyright) return `copyright com mais de ${IMPORT_LIMITS.copyright} caracteres`;
  if (hymn.estrofes.length > IMPORT_LIMITS.stanzas) return `mais de ${IMPORT_LIMITS.stanzas} estrofes`;
  const blocks: Array<[string, string]> = hymn.estrofes.map((s, i) => [`estrofe ${i + 1}`, s]);
  if (hymn.coro !== null) blocks.push(["coro", hymn.coro]);
  for (const [label, block] of blocks) {
    const lines = block.split("\n");
    if (lines.length > IMPORT_LIMITS.linesPerStanza) return `${label}: mais de ${IMPORT_LIMITS.linesPerStanza} linhas`;
    const long = lines.findIndex((l) => l.length > IMPORT_LIMITS.line);
    if (long >= 0) return `${label}, linha ${long + 1}: mais de ${IMPORT_LIMITS.line} caracteres`;
  }
  return null;
}

/** The number at the start of a file's name ('301 - Castelo.xml' → 301), if any. */

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The encoding an XML prolog declares ('windows-1250'), read from its first bytes; a BOM decides first. */
function declaredEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const prolog = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  return /^(?:\uFEFF|ï»¿)?<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/.exec(prolog)?.[1] ?? "utf-8";
}

type Decoded = { ok: true; text: string } | { ok: false; message: string };

function decodeText(bytes: Uint8Array, encoding: string): Decoded {
  let decoder;
  try {
    decoder = encoding.toLowerCase() === "utf-8" ? utf8 : new TextDecoder(encoding, { fatal: true });
  } catch {
    return { ok: false, message: `a codificação declarada (${encoding}) não é conhecida; salve o arquivo em UTF-8` };
  }
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    return {
      ok: false,
      message: encoding.toLowerCase() === "utf-8" ? "o arquivo não está em UTF-8" : `o arquivo não está na codificação que declara (${encoding})`,
    };
  }
}

const KINDS = { xml: /\.xml$/i, txt: /\.txt$/i, json: /\.json$/i };

/** Whether a file of a folder or zip is read as hymns (.xml OpenLyrics, .txt, .json lists). */
export const isHymnFile = (name: string) => Object.values(KINDS).some((kind) => kind.test(name));

/** One file's hymns (a .json list holds many), or each of its problems. */
function parseFile(file: ImportFile): { hymns: ReadHymn[]; problems: FileProblem[] } {
  const fail = (message: string) => ({ hymns: [], problems: [{ file: file.name, message }] });
  const kind = KINDS.xml.test(file.name) ? "xml" : KINDS.txt.test(file.name) ? "txt" : KINDS.json.test(file.name) ? "json" : null;
  if (!kind) return fail("tipo de arquivo não aceito (use .xml OpenLyrics, .txt ou uma lista .json)");
  const limit = kind === "json" ? IMPORT_LIMITS.listBytes : IMPORT_LIMITS.fileBytes;
  if (file.bytes.byteLength > limit) return fail(`arquivo maior que ${sizeText(limit)}`);
  const decoded = decodeText(file.bytes, kind === "xml" ? declaredEncoding(file.bytes) : "utf-8");
  if (!decoded.ok) return fail(decoded.message);
  if (kind === "json") {
    const list = readHymnList(decoded.text);
    return {
      hymns: list.hymns.map((h) => ({
        ...h,
        copyright: null,
        arquivo: `${file.name} (hino ${h.numero})`,
        hinarios: [],
        numeroProprio: h.numero,
        numeroDoNome: null,
      })),
      problems: list.problems.map((message) => ({ file: file.name, message })),
    };
  }
  const parsed = kind === "xml" ? parseOpenLyrics(file.name, decoded.text) : parsePlainText(file.name, decoded.text);
  return parsed.ok ? { hymns: [parsed.hymn], problems: [] } : fail(parsed.message);
}

/**
 * Reads every file of a set (numbers not decided yet): each hymn in the set's order, and each
 * bad file with its reason; too many files or bytes is a problem of the whole set.
 */
export function readHymnFiles(files: readonly ImportFile[]): { hymns: ReadHymn[]; problems: FileProblem[] } {
  const whole = (message: string) => ({ hymns: [], problems: [{ file: WHOLE_SET, message }] });
  if (files.length === 0) return whole("nenhum arquivo enviado");
  if (files.length > IMPORT_LIMITS.files) return whole(`mais de ${IMPORT_LIMITS.files} arquivos numa importação`);
  const total = files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
  if (total > IMPORT_LIMITS.totalBytes) return whole(`mais de ${sizeText(IMPORT_LIMITS.totalBytes)} numa importação`);
  const read = files.map(parseFile);
  const hymns = read.flatMap((r) => r.hymns);
  const problems = read.flatMap((r) => r.problems);
  if (hymns.length > IMPORT_LIMITS.hymns) problems.push({ file: WHOLE_SET, message: `mais de ${IMPORT_LIMITS.hymns} hinos numa importação` });
  return { hymns, problems };
}

// ——— Numbers ———

/**
 * Where the numbers come from (decision 0053): what each file gives (`arquivo`: its own number,
 * else its first numbered songbook, else its file name's); the entries of one songbook named
 * in the files (`hinario`); the start of the file names (`nome`); or every hymn in order from a
 * starting number (`ordem`).
 */
export type Numbering = { from: "arquivo" } | { from: "hinario"; nome: string } | { from: "nome" } | { from: "ordem"; inicio: number };

/** A hymn numbered for the preview: where its number came from ('proposto': none was found, the next free one is offered). */
export interface NumberedHymn extends ImportedHymn {
  origem: "arquivo" | "hinario" | "nome" | "ordem" | "proposto";
}

const folded = (text: string) => foldForSearch(text).replace(/\s+/g, " ").trim();

/** The songbook names the files carry, most used first, for the admin to choose from. */
export function songbookNames(hymns: readonly ReadHymn[]): string[] {
  const counts = new Map<string, number>();
  for (const hymn of hymns) for (const b of hymn.hinarios) if (b.nome && b.numero !== null) counts.set(b.nome, (counts.get(b.nome) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "pt-BR")).map(([nome]) => nome);
}

/**
 * Numbers every hymn as `numbering` says; a hymn it finds no number for gets the next number
 * above every one in the set and in `taken` (the numbers the hymnal already has), in order.
 */
export function numberHymns(hymns: readonly ReadHymn[], numbering: Numbering, taken: ReadonlySet<number>): NumberedHymn[] {
  const found = hymns.map((hymn, i): Pick<NumberedHymn, "numero" | "origem"> | null => {
    if (numbering.from === "ordem") return { numero: numbering.inicio + i, origem: "ordem" };
    // A plain-text header or a list's field is the hymn's own number, whatever the choice.
    const own = hymn.numeroProprio;
    if (numbering.from === "hinario") {
      const wanted = folded(numbering.nome);
      const entry = hymn.hinarios.find((b) => folded(b.nome) === wanted)?.numero ?? own;
      return entry !== null ? { numero: entry, origem: "hinario" } : null;
    }
    if (numbering.from === "nome") {
      const number = hymn.numeroDoNome ?? own;
      return number !== null ? { numero: number, origem: "nome" } : null;
    }
    return hymn.numero !== null ? { numero: hymn.numero, origem: "arquivo" } : null;
  });
  const used = new Set([...taken, ...found.flatMap((f) => (f ? [f.numero] : []))]);
  let next = Math.max(0, ...used) + 1;
  return hymns.map((hymn, i) => {
    const number = found[i] ?? { numero: next++, origem: "proposto" as const };
    const { titulo, estrofes, coro, autor, copyright, arquivo } = hymn;
    return { titulo, estrofes, coro, autor, copyright, arquivo, ...number };
  });
}

/**
 * Checks a numbered set before anything is stored: every hymn's parts and limits, and no
 * number twice. Only a set without any problem is imported.
 */
export function checkImportedHymns(hymns: readonly ImportedHymn[]): ImportCheck {
  if (hymns.length === 0) return { ok: false, problems: [{ file: WHOLE_SET, message: "nenhum hino para importar" }] };
  if (hymns.length > IMPORT_LIMITS.hymns)
    return { ok: false, problems: [{ file: WHOLE_SET, message: `mais de ${IMPORT_LIMITS.hymns} hinos numa importação` }] };
  const problems: FileProblem[] = [];
  const fileOf = new Map<number, string>();
  for (const hymn of hymns) {
    const problem = checkHymn(hymn);
    if (problem) {
      problems.push({ file: hymn.arquivo, message: problem });
      continue;
    }
    const first = fileOf.get(hymn.numero);
    if (first !== undefined) problems.push({ file: hymn.arquivo, message: `o hino ${hymn.numero} já está em ${first}` });
    else fileOf.set(hymn.numero, hymn.arquivo);
  }
  return problems.length ? { ok: false, problems } : { ok: true, hymns: [...hymns].sort((a, b) => a.numero - b.numero) };
}

/** @internal Reads, numbers and checks a whole set at once (the rules the command and the admin page run in steps, tested whole). */
export function checkHymnFiles(
  files: readonly ImportFile[],
  numbering: Numbering = { from: "arquivo" },
  taken: ReadonlySet<number> = new Set(),
): ImportCheck {
  const read = readHymnFiles(files);
  const checked = checkImportedHymns(numberHymns(read.hymns, numbering, taken));
  if (!read.problems.length) return checked;
  return { ok: false, problems: [...read.problems, ...(checked.ok || read.hymns.length === 0 ? [] : checked.problems)] };
}

/**
 * An imported hymn as the hymnal shows, projects, searches and downloads it: its lyrics in the
 * shipped hymns' form (stanzas separated by a blank line, the chorus once after the first
 * stanza as a block that begins with 'Coro:').
 */
export function hymnFromImport(hymn: ImportedHymn): Hymn {
  const blocks = [...hymn.estrofes];
  // A song that is only a chorus is sung as one stanza.
  if (hymn.coro !== null) blocks.splice(1, 0, blocks.length ? `Coro:\n${hymn.coro}` : hymn.coro);
  return {
    numero: hymn.numero,
    titulo: hymn.titulo,
    ...(blocks.length ? { letra: blocks.join("\n\n") } : {}),
    ...(hymn.autor ? { autor: hymn.autor } : {}),
    ...(hymn.copyright ? { copyright: hymn.copyright } : {}),
    importado: true,
  };
}

/** A hymn of the hymnal that an imported number takes the place of. */
export interface Replacement {
  numero: number;
  /** The title the number had. */
  antes: string;
  /** The title it gets. */
  depois: string;
  /** Whether what it had was a hymn imported before (else a shipped example). */
  importado: boolean;
}

/** The hymns of the hymnal that these numbers replace, by number. */
export function replacedHymns(hymns: readonly ImportedHymn[], taken: ReadonlyMap<number, { titulo: string; importado: boolean }>): Replacement[] {
  return hymns
    .flatMap((h) => {
      const before = taken.get(h.numero);
      return before ? [{ numero: h.numero, antes: before.titulo, depois: h.titulo, importado: before.importado }] : [];
    })
    .sort((a, b) => a.numero - b.numero);
}

/** How the preview and the report say one replacement: 'hino 48: «Antes» (importado antes) dá lugar a «Depois»'. */
export function replacementText(r: Replacement): string {
  return `hino ${r.numero}: «${r.antes}» (${r.importado ? "importado antes" : "exemplo do portal"}) dá lugar a «${r.depois}»`;
}
