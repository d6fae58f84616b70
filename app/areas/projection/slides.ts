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
  /** On a Bible slide, the verse its text begins, shown as a small number before it. */
  verse?: number;
  /** The item of the deck the slide belongs to ('Hino 37 · Sou Feliz', 'Jo 3:16-18 (ACF)', 'Avisos'), for the presenter's list. */
  item?: string;
  /** In a service order's deck, where the slide stands: '<item id>.<n>' (position.ts). */
  place?: string;
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

/** The slide after a hymn's title when the portal has no lyrics for it: what the congregation does (decision 0055). */
export const NO_LYRICS_SLIDE = "Acompanhe pelo hinário.";

/**
 * A hymn's slides: the title, then each stanza, with the chorus (the stanza that begins with
 * the line 'Coro:') after every stanza. Without lyrics, the title and a slide asking to follow in the hymnal.
 */
export function hymnSlides(hymn: HymnText): Slide[] {
  const corner = hymnCorner(hymn);
  const title: Slide = { corner, label: "Título", text: `${hymn.numero}. ${hymn.titulo}`, title: true, item: corner };
  if (!hymn.letra?.trim()) return [title, { corner, label: "Sem letra", text: NO_LYRICS_SLIDE, item: corner }];
  const blocks = hymn.letra
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.split("\n"));
  const chorusAt = blocks.findIndex((lines) => /^coro:?$/i.test(lines[0]!.trim()));
  const chorus = chorusAt >= 0 ? labelled(corner, "Coro", splitLines(blocks[chorusAt]!.slice(1))) : [];
  const stanzas = blocks.filter((_, i) => i !== chorusAt);
  const credits: Slide[] = hymn.copyright ? [{ corner, label: "Direitos", text: hymn.copyright }] : [];
  const slides = [title, ...stanzas.flatMap((lines, i) => [...labelled(corner, `Estrofe ${i + 1}`, splitLines(lines)), ...chorus]), ...credits];
  return balanceQuotes(slides).map((slide) => ({ ...slide, item: corner }));
}

export interface Passage {
  /** The book's abbreviation: 'Jo'. */
  book: string;
  chapter: number;
  /** The version really shown: 'ACF'. */
  version: string;
}

/** 'Jo 3:16 (ACF)': the corner of one verse's slide. */
export const verseCorner = (passage: Passage, verse: number) => `${passage.book} ${passage.chapter}:${verse} (${passage.version})`;

/**
 * A passage's slides: each verse on its own screen (long ones in parts), its number shown
 * before its text and in the corner ('Sl 23:1 (ACF)'); `item` names the whole passage. A
 * quotation opened in one verse and closed in a later one is closed on each slide and opened
 * again on the next.
 */
export function passageSlides(passage: Passage, item: string, verses: ReadonlyArray<{ number: number; text: string }>): Slide[] {
  const slides = verses.flatMap((verse) =>
    labelled(verseCorner(passage, verse.number), `Versículo ${verse.number}`, splitText(verse.text)).map((slide, i): Slide =>
      i === 0 ? { ...slide, verse: verse.number, item } : { ...slide, item },
    ),
  );
  return balanceQuotes(slides);
}

/** Opening marks and their closing ones; a straight double quote is both, told apart by what stands around it. */
const CLOSING: Record<string, string> = { "“": "”", "«": "»", '"': '"' };
const OPENING: Record<string, string> = { "”": "“", "»": "«" };

/** Whether the mark at `i` opens a quotation: a curly or angle opening mark, or a straight one after a space and before a word. */
function opensQuote(text: string, i: number): boolean {
  const mark = text[i];
  if (mark === "“" || mark === "«") return true;
  return mark === '"' && /[\s([{—–-]/.test(text[i - 1] ?? " ") && /\S/.test(text[i + 1] ?? "");
}

/**
 * Every slide's quotation marks balanced: a quotation still open at the end of a slide is
 * closed there and opened again at the start of the next one (unless that one opens it
 * itself, as a new paragraph of a quotation does); a closing mark whose opening mark is on an
 * earlier slide, or before the passage, gets its opening mark at the start of the slide.
 * Title slides are left as they are.
 */
export function balanceQuotes(slides: readonly Slide[]): Slide[] {
  let carried: string[] = [];
  return slides.map((slide) => {
    if (slide.title) return slide;
    const text = slide.text;
    const open = [...carried];
    // A paragraph inside a quotation starts with its opening mark again: that mark is the reopening.
    if (open.length && text.trimStart().startsWith(open.at(-1)!)) open.pop();
    const reopened = open.join("");
    const missing: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const mark = text[i]!;
      if (opensQuote(text, i)) open.push(mark);
      else if (mark === '"' || OPENING[mark]) {
        const opener = OPENING[mark] ?? '"';
        const at = open.lastIndexOf(opener);
        if (at >= 0) open.splice(at, 1);
        else missing.unshift(opener);
      }
    }
    carried = open;
    const closing = open
      .toReversed()
      .map((mark) => CLOSING[mark])
      .join("");
    const balanced = `${missing.join("")}${reopened}${text}${closing}`;
    return balanced === text ? slide : { ...slide, text: balanced };
  });
}

/** A slide the order's author writes: a title (with an optional line below it) or a text (avisos, oração, ofertório, boas-vindas). */
export interface FreeSlide {
  style: "title" | "text";
  title: string;
  text: string;
}

/** How an order lists a free slide: 'Título · Culto Divino', 'Avisos'. */
export const freeSlideLabel = (slide: FreeSlide) =>
  slide.style === "title" ? `Título · ${slide.title}` : slide.title || (slide.text.split("\n")[0] ?? "").slice(0, 40) || "Texto";

/**
 * A free slide's screens: a title is one title slide (its line below it); a text is its
 * paragraphs (separated by a blank line), each cut like a stanza, with its title in the corner.
 */
export function freeSlides(slide: FreeSlide): Slide[] {
  const item = freeSlideLabel(slide);
  if (slide.style === "title")
    return [{ corner: "", label: "Título", text: [slide.title, slide.text].filter(Boolean).join("\n"), title: true, item }];
  const label = slide.title || "Texto";
  const paragraphs = slide.text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => splitLines(block.split("\n")));
  const screens = paragraphs.flat();
  return balanceQuotes(labelled(slide.title, label, screens)).map((s) => ({ ...s, item }));
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
