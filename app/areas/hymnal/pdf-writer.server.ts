import { wrapWords } from "#app/platform/site/wrap-text.ts";
import { deflateSync } from "node:zlib";

/**
 * A small PDF 1.4 writer for text documents: the three standard Helvetica faces with
 * WinAnsiEncoding (so á, ã, ç, é, ê, í, ó, ô, õ, ú, “ ” and — render without embedding a
 * font), compressed page streams and a correct cross-reference table.
 */
export type PdfFont = "regular" | "bold" | "italic";

interface TextRun {
  x: number;
  y: number;
  size: number;
  font: PdfFont;
  text: string;
}

export interface PdfPage {
  runs: TextRun[];
}

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

const FONT_NAMES: Record<PdfFont, { resource: string; base: string }> = {
  regular: { resource: "F1", base: "Helvetica" },
  bold: { resource: "F2", base: "Helvetica-Bold" },
  italic: { resource: "F3", base: "Helvetica-Oblique" },
};

/** WinAnsiEncoding bytes 0x80–0x9F (the rest of Latin-1 maps to itself). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function winAnsiByte(char: string): number | undefined {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : undefined;
}

/** The characters of a text that WinAnsiEncoding cannot show (content checks keep it empty). @internal The hymnal content test checks every lyric with it. */
export function unencodableCharacters(text: string): string[] {
  return [...new Set([...text.normalize("NFC")].filter((c) => winAnsiByte(c) === undefined))];
}

/** Helvetica advance widths (AFM, 1/1000 em) for ASCII 32–126. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584,
  584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667,
  611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500,
  722, 500, 500, 500, 334, 260, 334, 584,
];
const OTHER_WIDTHS: Record<string, number> = { "–": 556, "—": 1000, "“": 333, "”": 333, "‘": 222, "’": 222, "…": 1000, º: 365, ª: 370, "•": 350 };

function charWidth(char: string): number {
  const base = char.normalize("NFD")[0]!;
  const code = base.codePointAt(0)!;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]!;
  return OTHER_WIDTHS[char] ?? 556;
}

/** Width of a text in points; the bold face is taken 10 % wider, which never underestimates it. */
export function textWidth(text: string, size: number, font: PdfFont): number {
  const units = [...text].reduce((sum, c) => sum + charWidth(c), 0);
  return (units * size * (font === "bold" ? 1.1 : 1)) / 1000;
}

/** Breaks a paragraph into lines no wider than maxWidth (a single over-long word stays whole). */
export function wrapText(text: string, maxWidth: number, size: number, font: PdfFont): string[] {
  return wrapWords(text, (line) => textWidth(line, size, font) <= maxWidth);
}

function pdfString(text: string): string {
  let out = "(";
  for (const char of text.normalize("NFC")) {
    const byte = winAnsiByte(char) ?? 0x3f; // "?"
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${char}`;
    else if (byte < 0x80) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/** A document-information string: UTF-16BE with its byte-order mark, in hex. */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

function pageStream(page: PdfPage): string {
  return page.runs
    .map((r) => `BT /${FONT_NAMES[r.font].resource} ${r.size} Tf ${r.x.toFixed(2)} ${r.y.toFixed(2)} Td ${pdfString(r.text)} Tj ET`)
    .join("\n");
}

export function writePdf(pages: readonly PdfPage[], info: { title: string; author: string }): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (data: string | Buffer) => {
    const buffer = typeof data === "string" ? Buffer.from(data, "latin1") : data;
    chunks.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: string | Buffer[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    if (typeof body === "string") push(body);
    else body.forEach(push);
    push("\nendobj\n");
  };

  // 1 catalog, 2 page tree, 3–5 fonts, 6 info, then a page and its stream per page.
  const pageIds = pages.map((_, i) => 7 + i * 2);
  push("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  (["regular", "bold", "italic"] as const).forEach((font, i) =>
    object(3 + i, `<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAMES[font].base} /Encoding /WinAnsiEncoding >>`),
  );
  object(6, `<< /Title ${infoString(info.title)} /Author ${infoString(info.author)} /Producer ${infoString("Lâmpada")} >>`);
  pages.forEach((page, i) => {
    const id = pageIds[i]!;
    object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    const stream = deflateSync(Buffer.from(pageStream(page), "latin1"));
    object(id + 1, [
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      stream,
      Buffer.from("\nendstream", "latin1"),
    ]);
  });

  const size = offsets.length;
  const xref = length;
  push(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id++) push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size ${size} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(chunks));
}
