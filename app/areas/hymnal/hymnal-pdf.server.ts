import { NO_LYRICS, type Hymn } from "./hymns.ts";
import { PAGE_HEIGHT, PAGE_WIDTH, textWidth, wrapText, writePdf, type PdfFont, type PdfPage } from "./pdf-writer.server.ts";

const MARGIN = 56;
const TOP = PAGE_HEIGHT - MARGIN;
const BOTTOM = MARGIN + 20;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

interface Line {
  text: string;
  size: number;
  font: PdfFont;
  /** Space above the line's baseline. */
  leading: number;
  indent?: number;
}

/** Flows lines down A4 pages, with the page number at the foot of every page. */
class Flow {
  pages: PdfPage[] = [];
  private y = 0;

  newPage(): void {
    this.pages.push({ runs: [] });
    this.y = TOP;
  }

  remaining(): number {
    return this.y - BOTTOM;
  }

  add(line: Line): void {
    if (this.pages.length === 0 || this.y - line.leading < BOTTOM) this.newPage();
    this.y -= line.leading;
    this.pages.at(-1)!.runs.push({ x: MARGIN + (line.indent ?? 0), y: this.y, size: line.size, font: line.font, text: line.text });
  }

  paragraph(text: string, size: number, font: PdfFont, leading: number, indent = 0): void {
    for (const part of wrapText(text, WIDTH - indent, size, font)) this.add({ text: part, size, font, leading, indent });
  }

  space(points: number): void {
    this.y -= points;
  }

  finish(): PdfPage[] {
    this.pages.forEach((page, i) => {
      const footer = `Hinário Lâmpada — página ${i + 1} de ${this.pages.length}`;
      page.runs.push({ x: (PAGE_WIDTH - textWidth(footer, 8, "regular")) / 2, y: MARGIN - 10, size: 8, font: "regular", text: footer });
    });
    return this.pages;
  }
}

function hymnHeading(hymn: Hymn): string {
  return `${hymn.numero}. ${hymn.titulo}`;
}

/** A hymn's line under its heading: its category, or the church's hymnal for an imported one. */
const hymnSource = (hymn: Hymn) => hymn.categoria ?? (hymn.importado ? "Hinário da igreja" : "");

/** The pages of the complete hymnal: cover, index, then every hymn in number order. */
export function hymnalPages(hymns: readonly Hymn[]): PdfPage[] {
  const flow = new Flow();
  flow.newPage();
  flow.space(200);
  flow.add({ text: "Hinário Lâmpada", size: 32, font: "bold", leading: 36 });
  flow.space(12);
  flow.paragraph(`${hymns.length} hinos com número, título e categoria.`, 13, "regular", 18);
  flow.paragraph(
    hymns.some((h) => h.importado)
      ? `Os hinos do hinário da igreja trazem a letra e os direitos que a igreja importou; os exemplos do portal, a letra quando o texto em português está em domínio público. Nos demais consta “${NO_LYRICS}”.`
      : `As letras aparecem quando o texto em português está em domínio público; nos demais hinos consta “${NO_LYRICS}”.`,
    11,
    "italic",
    15,
  );

  flow.newPage();
  flow.add({ text: "Índice", size: 20, font: "bold", leading: 24 });
  flow.space(8);
  for (const hymn of hymns) flow.paragraph(`${hymnHeading(hymn)} — ${hymnSource(hymn)}`, 10, "regular", 14);

  flow.newPage();
  for (const hymn of hymns) {
    // Keep a heading together with at least its category and first lines.
    if (flow.remaining() < 110) flow.newPage();
    flow.paragraph(hymnHeading(hymn), 15, "bold", 20);
    flow.add({ text: hymnSource(hymn), size: 10, font: "italic", leading: 14 });
    flow.space(6);
    if (hymn.letra) {
      for (const stanza of hymn.letra.trim().split(/\n\s*\n/)) {
        for (const verse of stanza.split("\n")) flow.paragraph(verse.trim(), 11, verse.trim() === "Coro:" ? "bold" : "regular", 15, 12);
        flow.space(7);
      }
      if (hymn.letraFonte) flow.paragraph(`Fonte da letra: ${hymn.letraFonte}`, 8, "italic", 11, 12);
      if (hymn.copyright) flow.paragraph(hymn.copyright, 8, "italic", 11, 12);
    } else {
      flow.add({ text: NO_LYRICS, size: 11, font: "italic", leading: 15, indent: 12 });
    }
    flow.space(20);
  }
  return flow.finish();
}

const written = new WeakMap<readonly Hymn[], Uint8Array<ArrayBuffer>>();

/**
 * The complete hymnal as a PDF: the hymnal as it stands (churchHymnal: the shipped examples and
 * the church's imported hymns), written once for each hymnal (a new list after an import).
 */
export function hymnalPdf(hymns: readonly Hymn[]): Uint8Array<ArrayBuffer> {
  let pdf = written.get(hymns);
  if (!pdf) written.set(hymns, (pdf = writePdf(hymnalPages(hymns), { title: "Hinário Lâmpada", author: "Portal Lâmpada" })));
  return pdf;
}
