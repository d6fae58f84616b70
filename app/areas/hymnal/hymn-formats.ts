import { childAt, childrenNamed, parseXml, textOf, type XmlElement, type XmlNode } from "./xml-subset.ts";

/**
 * The formats a church's hymn file comes in (decision 0044), read into one hymn each (pure):
 * OpenLyrics XML and the plain-text format. The JSON hymnals are read by hymn-list.ts; checking
 * and numbering a whole set is hymn-import.ts.
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
