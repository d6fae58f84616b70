import { childAt, childrenNamed, parseXml, textOf, type XmlElement, type XmlNode } from "./xml-subset.ts";
import { sizeText, WHOLE_SET, type FileProblem, type ImportFile } from "#app/platform/imports/problems.ts";
import { foldForSearch } from "#app/platform/site/search-text.ts";
import type { Hymn } from "./hymns.ts";
import { readHymnList } from "./hymn-list.ts";

/**
 * The church's own hymnal, imported (decision 0044): the rules that read OpenLyrics XML and the
 * plain-text format into hymns, and check a whole set of files before anything is stored
 * (pure). Every problem names its file and says what is wrong in Portuguese.
 */

/** A hymn as the church imported it. */
export interface ImportedHymn {
  numero: number;
  titulo: string;
  /** Each stanza's lines joined by "\n"; no blank lines inside. */
  estrofes: string[];
  coro: string | null;
  autor: string | null;
  copyright: string | null;
  /** The file it came from (shown to the admin). */
  arquivo: string;
}

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

/** A hymn as a file gives it, before it is numbered. */
export interface ReadHymn extends Omit<ImportedHymn, "numero"> {
  /** The number the file itself gives (its format's own, else its first numbered songbook, else its file name's), if any. */
  numero: number | null;
  /** The songbooks an OpenLyrics file names, with their entries. */
  hinarios: Array<{ nome: string; numero: number | null }>;
  /** The number the format itself writes (a plain-text header, a list's field); an OpenLyrics file has none. */
  numeroProprio: number | null;
  /** The number at the start of the file's name. */
  numeroDoNome: number | null;
}

type Parsed = { ok: true; hymn: ReadHymn } | { ok: false; message: string };

/** A line as stored: inner runs of blanks made one space, ends trimmed. */
const cleanLine = (line: string) => line.replace(/[\t \u00a0]+/g, " ").trim();

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
function numberOfFileName(name: string): number | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  const found = /^(\d{1,4})(?!\d)/.exec(base);
  return found ? Number(found[1]) : null;
}

// ——— OpenLyrics ———

/** An inline chord mark of older exports ('[G]', '[D7]', '[Am/C]'): never sung, never projected. */
const INLINE_CHORD = /\[[A-H](?:[#b♯♭]|m|maj|min|dim|aug|sus|add|\d|\+|-|\/[A-H][#b♯♭]?)*\]/g;

/** A <lines> element as text lines: <br/> breaks a line, other whitespace is one space, comments and chords are left out. */
function linesText(node: XmlNode): string {
  if (typeof node === "string") return node.replace(INLINE_CHORD, "").replace(/\s+/g, " ");
  if (node.name === "br") return "\n";
  if (node.name === "comment") return "";
  if (node.name === "line") return `${node.children.map(linesText).join("")}\n`;
  return node.children.map(linesText).join("");
}

/** How many times a <lines repeat="n"> is sung (1 to 9; anything else once). */
const timesOf = (lines: XmlElement) => {
  const repeat = Number(lines.attributes.repeat ?? "1");
  return Number.isInteger(repeat) && repeat >= 1 && repeat <= 9 ? repeat : 1;
};

/** The first subtag of a language ('pt-BR' → 'pt'), lower case; '' when none is given. */
const languageOf = (element: XmlElement) => (element.attributes.lang ?? "").trim().toLowerCase().split(/[-_]/)[0]!;

function verseText(verse: XmlElement, language: string): string {
  return childrenNamed(verse, "lines")
    .filter((lines) => !languageOf(lines) || languageOf(lines) === language)
    .map((lines) => Array.from({ length: timesOf(lines) }, () => lines.children.map(linesText).join("")).join("\n"))
    .join("\n")
    .split("\n")
    .map(cleanLine)
    .filter(Boolean)
    .join("\n");
}

/**
 * The one language a song is kept in: Portuguese when any verse or lines are in it, else the
 * first language the file names ('' when it names none).
 */
function songLanguage(verses: readonly XmlElement[]): string {
  const named = verses.flatMap((v) => [languageOf(v), ...childrenNamed(v, "lines").map(languageOf)]).filter(Boolean);
  return named.includes("pt") ? "pt" : (named[0] ?? "");
}

const isChorus = (name: string) => /^c/i.test(name);

/**
 * One OpenLyrics song (openlyrics.org, versions 0.7 to 0.9): the first title; the songbooks and
 * their entries, and the number at the start of the file's name (which one numbers the hymn is
 * the admin's choice, see `numberHymns`); the authors; the copyright; the verses in the order
 * `<verseOrder>` gives (else the file's) — `c…` the chorus (one per hymn, the same text repeated
 * is allowed), any other name a stanza; `<lines repeat="n">` sung n times; chords and inline
 * chord marks left out. A song in several languages keeps one: Portuguese when present, else the
 * first.
 */
export function parseOpenLyrics(fileName: string, text: string): Parsed {
  const xml = parseXml(text);
  if (!xml.ok) return xml;
  const song = xml.root;
  if (song.name !== "song") return { ok: false, message: `não é um arquivo OpenLyrics (o elemento raiz é <${song.name}>, esperado <song>)` };
  const properties = childAt(song, "properties");
  if (!properties) return { ok: false, message: "falta <properties>" };
  const lyrics = childAt(song, "lyrics");
  if (!lyrics) return { ok: false, message: "falta <lyrics>" };
  const all = childrenNamed(lyrics, "verse");
  const language = songLanguage(all);
  const titles = childrenNamed(childAt(properties, "titles") ?? properties, "title");
  const titulo = cleanLine(textOf(titles.find((t) => language && languageOf(t) === language) ?? titles[0] ?? ""));
  const hinarios = childrenNamed(childAt(properties, "songbooks") ?? properties, "songbook").map((b) => {
    const entry = b.attributes.entry?.trim() ?? "";
    return { nome: cleanLine(b.attributes.name ?? ""), numero: /^\d{1,5}$/.test(entry) ? Number(entry) : null };
  });
  const numeroDoNome = numberOfFileName(fileName);
  const authors = childrenNamed(childAt(properties, "authors") ?? properties, "author").map((a) => cleanLine(textOf(a)));
  const autor = [...new Set(authors.filter(Boolean))].join(", ") || null;
  const copyright = cleanLine(textOf(childAt(properties, "copyright") ?? "")) || null;
  const verses = all.filter((v) => !languageOf(v) || languageOf(v) === language);
  const order = cleanLine(textOf(childAt(properties, "verseOrder") ?? ""))
    .split(" ")
    .filter(Boolean);
  let sung = verses;
  if (order.length) {
    const byName = new Map<string, XmlElement>();
    for (const verse of verses) {
      const name = (verse.attributes.name ?? "").trim().toLowerCase();
      if (!byName.has(name)) byName.set(name, verse);
    }
    const missing = order.find((name) => !byName.has(name.toLowerCase()));
    if (missing !== undefined) return { ok: false, message: `<verseOrder> cita o verso "${missing}", que não está em <lyrics>` };
    sung = order.map((name) => byName.get(name.toLowerCase())!);
  }
  const estrofes: string[] = [];
  let coro: string | null = null;
  for (const verse of sung) {
    const name = (verse.attributes.name ?? "").trim();
    const body = verseText(verse, language);
    if (!body) continue;
    if (isChorus(name)) {
      if (coro !== null && coro !== body)
        return { ok: false, message: `mais de um coro diferente (verso ${name}); o hinário guarda um coro por hino` };
      coro = body;
    } else estrofes.push(body);
  }
  const numero = hinarios.find((b) => b.numero !== null)?.numero ?? numeroDoNome;
  return { ok: true, hymn: { numero, titulo, estrofes, coro, autor, copyright, arquivo: fileName, hinarios, numeroProprio: null, numeroDoNome } };
}

// ——— Plain text ———

/** The first line: '301 - Título', '301. Título', '301: Título' or '301 Título' (– and — too). */
const HEADER = /^(\d{1,5})\s*(?:[-–—.:]\s*|\s)(.+)$/;
const HEADER_FIELD = /^(autor(?:es)?|letra|copyright|direitos)\s*:\s*(.*)$/i;
const CHORUS = /^coro\s*:?\s*(.*)$/i;

/**
 * One hymn in plain text (the format decision 0044 describes): the first line is the number and
 * title; then, before the first blank line, optional lines 'Autor: …' and 'Copyright: …'; then
 * the stanzas separated by blank lines. The block that begins with a line 'Coro:' is the chorus
 * (its text after 'Coro:' or on the lines below), written once or repeated the same.
 */
export function parsePlainText(fileName: string, text: string): Parsed {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  let at = 0;
  while (at < lines.length && !lines[at]!.trim()) at++;
  const header = HEADER.exec(cleanLine(lines[at] ?? ""));
  if (!header) return { ok: false, message: `linha ${at + 1}: esperado o número e o título do hino, como "301 - Título"` };
  const numero = Number(header[1]);
  const titulo = cleanLine(header[2]!);
  let autor: string | null = null;
  let copyright: string | null = null;
  for (at++; at < lines.length && lines[at]!.trim(); at++) {
    const field = HEADER_FIELD.exec(cleanLine(lines[at]!));
    if (!field)
      return {
        ok: false,
        message: `linha ${at + 1}: depois do título só vêm "Autor: …" e "Copyright: …"; deixe uma linha em branco antes da primeira estrofe`,
      };
    const value = cleanLine(field[2]!) || null;
    if (/^(copyright|direitos)$/i.test(field[1]!)) copyright = value;
    else autor = value;
  }
  const blocks: Array<{ start: number; lines: string[] }> = [];
  for (; at < lines.length; at++) {
    const line = cleanLine(lines[at]!);
    if (!line) continue;
    const last = blocks.at(-1);
    if (last && last.start + last.lines.length === at) last.lines.push(line);
    else blocks.push({ start: at, lines: [line] });
  }
  const estrofes: string[] = [];
  let coro: string | null = null;
  for (const block of blocks) {
    const chorus = CHORUS.exec(block.lines[0]!);
    if (!chorus) {
      estrofes.push(block.lines.join("\n"));
      continue;
    }
    const body = [chorus[1]!, ...block.lines.slice(1)].filter(Boolean).join("\n");
    if (!body) return { ok: false, message: `linha ${block.start + 1}: "Coro:" sem texto` };
    if (coro !== null && coro !== body)
      return { ok: false, message: `linha ${block.start + 1}: um segundo coro diferente; o hinário guarda um coro por hino` };
    coro = body;
  }
  return {
    ok: true,
    hymn: {
      numero,
      titulo,
      estrofes,
      coro,
      autor,
      copyright,
      arquivo: fileName,
      hinarios: [],
      numeroProprio: numero,
      numeroDoNome: numberOfFileName(fileName),
    },
  };
}

// ——— A set of files ———

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
