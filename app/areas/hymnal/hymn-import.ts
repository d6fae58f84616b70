import { childAt, childrenNamed, parseXml, textOf, type XmlElement, type XmlNode } from "./xml-subset.ts";
import type { Hymn } from "./hymns.ts";

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

export interface HymnFile {
  name: string;
  bytes: Uint8Array;
}

export interface FileProblem {
  file: string;
  message: string;
}

export type ImportCheck = { ok: true; hymns: ImportedHymn[] } | { ok: false; problems: FileProblem[] };

type Parsed = { ok: true; hymn: ImportedHymn } | { ok: false; message: string };

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

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

/** A <lines> element as text lines: <br/> breaks a line, other whitespace is one space, comments are left out. */
function linesText(node: XmlNode): string {
  if (typeof node === "string") return node.replace(/\s+/g, " ");
  if (node.name === "br") return "\n";
  if (node.name === "comment") return "";
  if (node.name === "line") return `${node.children.map(linesText).join("")}\n`;
  return node.children.map(linesText).join("");
}

function verseText(verse: XmlElement): string {
  return childrenNamed(verse, "lines")
    .map((lines) => lines.children.map(linesText).join(""))
    .join("\n")
    .split("\n")
    .map(cleanLine)
    .filter(Boolean)
    .join("\n");
}

/**
 * One OpenLyrics song (openlyrics.org, versions 0.7 to 0.9): the first title; the number from
 * the first songbook entry that is a number, else from the start of the file's name; the
 * authors; the copyright; the verses in the file's order — `c…` the chorus (one per hymn, the
 * same text repeated is allowed), any other name a stanza. Verses in several languages keep the
 * Portuguese ones.
 */
export function parseOpenLyrics(fileName: string, text: string): Parsed {
  const xml = parseXml(text);
  if (!xml.ok) return xml;
  const song = xml.root;
  if (song.name !== "song") return { ok: false, message: `não é um arquivo OpenLyrics (o elemento raiz é <${song.name}>, esperado <song>)` };
  const properties = childAt(song, "properties");
  if (!properties) return { ok: false, message: "falta <properties>" };
  const titulo = cleanLine(textOf(childAt(properties, "titles", "title") ?? ""));
  const entries = childrenNamed(childAt(properties, "songbooks") ?? properties, "songbook").map((b) => b.attributes.entry?.trim() ?? "");
  const entry = entries.find((e) => /^\d{1,5}$/.test(e));
  const numero = entry !== undefined ? Number(entry) : numberOfFileName(fileName);
  if (numero === null)
    return {
      ok: false,
      message: 'falta o número do hino (<songbook name="…" entry="301"/> em <songbooks>, ou o número no início do nome do arquivo)',
    };
  const authors = childrenNamed(childAt(properties, "authors") ?? properties, "author").map((a) => cleanLine(textOf(a)));
  const autor = [...new Set(authors.filter(Boolean))].join(", ") || null;
  const copyright = cleanLine(textOf(childAt(properties, "copyright") ?? "")) || null;
  const lyrics = childAt(song, "lyrics");
  if (!lyrics) return { ok: false, message: "falta <lyrics>" };
  let verses = childrenNamed(lyrics, "verse");
  const langs = new Set(verses.map((v) => v.attributes.lang?.toLowerCase().slice(0, 2)).filter(Boolean));
  if (langs.size > 1 && langs.has("pt")) verses = verses.filter((v) => !v.attributes.lang || v.attributes.lang.toLowerCase().startsWith("pt"));
  const estrofes: string[] = [];
  let coro: string | null = null;
  for (const verse of verses) {
    const name = (verse.attributes.name ?? "").trim();
    const body = verseText(verse);
    if (!body) continue;
    if (/^c/i.test(name)) {
      if (coro !== null && coro !== body)
        return { ok: false, message: `mais de um coro diferente (verso ${name}); o hinário guarda um coro por hino` };
      coro = body;
    } else estrofes.push(body);
  }
  return { ok: true, hymn: { numero, titulo, estrofes, coro, autor, copyright, arquivo: fileName } };
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
  return { ok: true, hymn: { numero, titulo, estrofes, coro, autor, copyright, arquivo: fileName } };
}

// ——— A set of files ———

const utf8 = new TextDecoder("utf-8", { fatal: true });

function parseFile(file: HymnFile): Parsed {
  const kind = /\.xml$/i.test(file.name) ? "xml" : /\.txt$/i.test(file.name) ? "txt" : null;
  if (!kind) return { ok: false, message: "tipo de arquivo não aceito (use .xml OpenLyrics ou .txt)" };
  if (file.bytes.byteLength > IMPORT_LIMITS.fileBytes) return { ok: false, message: `arquivo maior que ${kb(IMPORT_LIMITS.fileBytes)}` };
  let text: string;
  try {
    text = utf8.decode(file.bytes);
  } catch {
    return { ok: false, message: "o arquivo não está em UTF-8" };
  }
  const parsed = kind === "xml" ? parseOpenLyrics(file.name, text) : parsePlainText(file.name, text);
  if (!parsed.ok) return parsed;
  const problem = checkHymn(parsed.hymn);
  return problem ? { ok: false, message: problem } : parsed;
}

/** What names the whole set rather than one file. */
export const WHOLE_SET = "(importação)";

/**
 * Reads and checks every file before anything is stored: each bad file with its reason, a
 * number in two files, too many files or bytes. Only a set without any problem is imported.
 */
export function checkHymnFiles(files: readonly HymnFile[]): ImportCheck {
  if (files.length === 0) return { ok: false, problems: [{ file: WHOLE_SET, message: "nenhum arquivo enviado" }] };
  if (files.length > IMPORT_LIMITS.files)
    return { ok: false, problems: [{ file: WHOLE_SET, message: `mais de ${IMPORT_LIMITS.files} arquivos numa importação` }] };
  const total = files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
  if (total > IMPORT_LIMITS.totalBytes)
    return { ok: false, problems: [{ file: WHOLE_SET, message: `mais de ${kb(IMPORT_LIMITS.totalBytes)} numa importação` }] };
  const problems: FileProblem[] = [];
  const hymns: ImportedHymn[] = [];
  const fileOf = new Map<number, string>();
  for (const file of files) {
    const parsed = parseFile(file);
    if (!parsed.ok) {
      problems.push({ file: file.name, message: parsed.message });
      continue;
    }
    const first = fileOf.get(parsed.hymn.numero);
    if (first !== undefined) {
      problems.push({ file: file.name, message: `o hino ${parsed.hymn.numero} já está em ${first}` });
      continue;
    }
    fileOf.set(parsed.hymn.numero, file.name);
    hymns.push(parsed.hymn);
  }
  if (hymns.length > IMPORT_LIMITS.hymns) problems.push({ file: WHOLE_SET, message: `mais de ${IMPORT_LIMITS.hymns} hinos numa importação` });
  return problems.length ? { ok: false, problems } : { ok: true, hymns: hymns.sort((a, b) => a.numero - b.numero) };
}

/** One line per problem: 'hino-301.xml: falta o título'. */
export function problemLines(problems: readonly FileProblem[]): string[] {
  return problems.map((p) => `${p.file}: ${p.message}`);
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
