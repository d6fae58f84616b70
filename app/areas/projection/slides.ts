/**
 * What the projection shows (decision 0035): a deck of slides cut to fit a screen in very
 * large type. A hymn is its title, then each stanza (the chorus after each one, as it is
 * sung); a passage is its verses. A stanza or verse too long for one screen is split into
 * balanced parts at line or word boundaries. Pure functions, shared by the server (which
 * builds the deck) and the browser (which moves through it).
 */

/** One screen. */
export interface Slide {
  /** What the corner says: 'Hino 37 · Sou Feliz', 'Jo 3:16-18 (ACF)'. */
  corner: string;
  /** The part, for the presenter and screen readers: 'Título', 'Estrofe 1', 'Coro', 'Versículo 16 (1/2)'. */
  label: string;
  /** The text, line breaks kept. */
  text: string;
  /** A title slide (the hymn's number and name), shown as a heading. */
  title?: boolean;
}

/** At most this many lines of a stanza per screen (projection practice: 2–4). */
export const MAX_LINES = 4;
/** At most this many characters per screen, so the type stays very large. */
export const MAX_CHARS = 180;

/** Splits `items` into `parts` runs whose sizes differ by at most one, the longer first. */
function balanced<T>(items: readonly T[], parts: number): T[][] {
  const runs: T[][] = [];
  let start = 0;
  for (let i = 0; i < parts; i++) {
    const size = Math.ceil((items.length - start) / (parts - i));
    runs.push(items.slice(start, start + size));
    start += size;
  }
  return runs;
}

/** Splits prose into the fewest balanced parts of at most `max` characters, between words. */
export function splitText(text: string, max = MAX_CHARS): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const whole = words.join(" ");
  if (whole.length <= max) return whole ? [whole] : [];
  for (let parts = Math.ceil(whole.length / max); ; parts++) {
    const target = whole.length / parts;
    const chunks: string[] = [];
    let current = "";
    for (const word of words) {
      const joined = current ? `${current} ${word}` : word;
      // Close a part once it reaches its share, unless it is the last one.
      if (current && joined.length > target && chunks.length < parts - 1 && Math.abs(current.length - target) <= Math.abs(joined.length - target)) {
        chunks.push(current);
        current = word;
      } else current = joined;
    }
    chunks.push(current);
    if (chunks.every((c) => c.length <= max) || parts >= words.length) return chunks;
  }
}

/** Splits a stanza's lines into the fewest balanced screens of at most MAX_LINES lines and MAX_CHARS characters. */
export function splitLines(lines: readonly string[]): string[] {
  const clean = lines.map((l) => l.trim()).filter(Boolean);
  if (!clean.length) return [];
  // A single line longer than a screen is cut as prose.
  const pieces = clean.flatMap((line) => (line.length > MAX_CHARS ? splitText(line) : [line]));
  for (let parts = Math.ceil(pieces.length / MAX_LINES); ; parts++) {
    const runs = balanced(pieces, parts);
    if (runs.every((run) => run.join("\n").length <= MAX_CHARS) || parts >= pieces.length) return runs.map((run) => run.join("\n"));
  }
}

/** 'Estrofe 1' and its parts: 'Estrofe 1 (1/2)'. */
function labelled(corner: string, label: string, texts: readonly string[]): Slide[] {
  return texts.map((text, i) => ({ corner, label: texts.length > 1 ? `${label} (${i + 1}/${texts.length})` : label, text }));
}

export interface HymnText {
  numero: number;
  titulo: string;
  letra?: string;
  /** An imported hymn's copyright line: its own last slide. */
  copyright?: string;
}

export const hymnCorner = (hymn: HymnText) => `Hino ${hymn.numero} · ${hymn.titulo}`;

/**
 * A hymn's slides: the title, then each stanza, with the chorus (the stanza that begins with
 * the line 'Coro:') after every stanza. Without lyrics in the public domain, the title alone.
 */
export function hymnSlides(hymn: HymnText): Slide[] {
  const corner = hymnCorner(hymn);
  const title: Slide = { corner, label: "Título", text: `${hymn.numero}. ${hymn.titulo}`, title: true };
  if (!hymn.letra?.trim()) return [title];
  const blocks = hymn.letra
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.split("\n"));
  const chorusAt = blocks.findIndex((lines) => /^coro:?$/i.test(lines[0]!.trim()));
  const chorus = chorusAt >= 0 ? labelled(corner, "Coro", splitLines(blocks[chorusAt]!.slice(1))) : [];
  const stanzas = blocks.filter((_, i) => i !== chorusAt);
  const credits: Slide[] = hymn.copyright ? [{ corner, label: "Direitos", text: hymn.copyright }] : [];
  return [title, ...stanzas.flatMap((lines, i) => [...labelled(corner, `Estrofe ${i + 1}`, splitLines(lines)), ...chorus]), ...credits];
}

/** A passage's slides: each verse on its own screen (long ones in parts), its number first. */
export function passageSlides(corner: string, verses: ReadonlyArray<{ number: number; text: string }>): Slide[] {
  return verses.flatMap((verse) => labelled(corner, `Versículo ${verse.number}`, splitText(verse.text)));
}

export type VerseSelection = { ok: true; verses: number[] } | { ok: false; message: string };

/**
 * The verses a `?versiculos=` value names: '16', '16-18', '1,3,5-7', each whole and within
 * the chapter's `count` verses; sorted and distinct. A wrong value gets its Portuguese reason.
 */
export function parseVerseSelection(raw: string, count: number, chapterName: string): VerseSelection {
  const value = raw.replace(/\s+/g, "").replace(/–/g, "-");
  if (!/^\d{1,3}(-\d{1,3})?(,\d{1,3}(-\d{1,3})?){0,49}$/.test(value))
    return { ok: false, message: "Escreva os versículos como 16, 16-18 ou 1,3,5-7." };
  const verses = new Set<number>();
  for (const part of value.split(",")) {
    const [start, end = start] = part.split("-").map(Number) as [number, number?];
    if (start < 1) return { ok: false, message: "Os versículos começam no 1." };
    if (end < start) return { ok: false, message: `O intervalo ${start}-${end} está invertido; escreva ${end}-${start}.` };
    if (end > count) return { ok: false, message: `${chapterName} tem ${count} versículos; não existe o versículo ${end}.` };
    for (let v = start; v <= end; v++) verses.add(v);
  }
  return { ok: true, verses: [...verses].sort((a, b) => a - b) };
}

/** The slide a key moves to, 'leave' for Esc, or null for keys the projection leaves alone. Clickers send PageUp/PageDown or arrows. */
export function keyCommand(key: string, shift = false): "next" | "previous" | "first" | "last" | "leave" | "blank" | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
    case "PageDown":
    case "Enter":
      return "next";
    case " ":
      return shift ? "previous" : "next";
    case "ArrowLeft":
    case "ArrowUp":
    case "PageUp":
    case "Backspace":
      return "previous";
    case "Home":
      return "first";
    case "End":
      return "last";
    case "Escape":
      return "leave";
    case "b":
    case "B":
    case ".":
      return "blank";
    default:
      return null;
  }
}

/** The index a move leads to, within the deck. */
export function moveTo(index: number, command: "next" | "previous" | "first" | "last", count: number): number {
  const last = Math.max(0, count - 1);
  if (command === "first") return 0;
  if (command === "last") return last;
  return Math.min(last, Math.max(0, index + (command === "next" ? 1 : -1)));
}

/**
 * The type size for a slide: as large as its lines allow on its screen (lines wrapped at about
 * 30 characters for prose), never above 13% of the screen's height. In container units, so a
 * presenter's small preview of a slide is the same slide scaled down.
 */
export function slideTypeSize(text: string): string {
  const lines = text.split("\n");
  const wrapped = lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 30)), 0);
  const longest = Math.min(30, Math.max(...lines.map((l) => l.length), 8));
  const byHeight = (70 / (wrapped * 1.3)).toFixed(2);
  const byWidth = (88 / (longest * 0.55)).toFixed(2);
  return `min(13cqh, ${byHeight}cqh, ${byWidth}cqw)`;
}
