import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref, type MarkdownInline } from "./markdown.ts";

const text = (value: string): MarkdownInline => ({ type: "text", text: value });
const paragraph = (...children: MarkdownInline[]) => ({ type: "paragraph", children });

describe("parseMarkdown", () => {
  it("splits paragraphs at blank lines and keeps a paragraph's lines together", () => {
    expect(parseMarkdown("Primeira linha\nsegunda linha.\n\n\nOutro parágrafo.")).toEqual([
      paragraph(text("Primeira linha\nsegunda linha.")),
      paragraph(text("Outro parágrafo.")),
    ]);
    expect(parseMarkdown("Um.\r\n\r\nDois.")).toEqual([paragraph(text("Um.")), paragraph(text("Dois."))]);
    expect(parseMarkdown("  \n\n")).toEqual([]);
  });

  it("reads #, ## and ### headings, and nothing deeper", () => {
    expect(parseMarkdown("# Fé\n## Esperança ##\n### Amor\n#### Quarto\n#sem espaço")).toEqual([
      { type: "heading", depth: 1, children: [text("Fé")] },
      { type: "heading", depth: 2, children: [text("Esperança")] },
      { type: "heading", depth: 3, children: [text("Amor")] },
      paragraph(text("#### Quarto\n#sem espaço")),
    ]);
  });

  it("reads - lists and numbered lists, an item going on in the lines below it", () => {
    expect(parseMarkdown("Antes:\n- um\n- dois\n  continua\n\n- três\n\n1. primeiro\n2. segundo\n\nDepois.")).toEqual([
      paragraph(text("Antes:")),
      { type: "list", ordered: false, start: 1, items: [[text("um")], [text("dois\ncontinua")], [text("três")]] },
      { type: "list", ordered: true, start: 1, items: [[text("primeiro")], [text("segundo")]] },
      paragraph(text("Depois.")),
    ]);
    expect(parseMarkdown("3. terceiro\n4. quarto")).toEqual([{ type: "list", ordered: true, start: 3, items: [[text("terceiro")], [text("quarto")]] }]);
    // Only "- " makes a list; "-texto", "* item" and "---" are text.
    expect(parseMarkdown("-texto\n* item\n---")).toEqual([paragraph(text("-texto\n* item\n---"))]);
  });

  it("reads > quotes, which hold other blocks, three levels deep at most", () => {
    expect(parseMarkdown("> Lâmpada para os meus pés\n> é a tua palavra.\n>\n> - Sl 119:105\n\nFim.")).toEqual([
      {
        type: "quote",
        children: [paragraph(text("Lâmpada para os meus pés\né a tua palavra.")), { type: "list", ordered: false, start: 1, items: [[text("Sl 119:105")]] }],
      },
      paragraph(text("Fim.")),
    ]);
    expect(parseMarkdown("> > > > fundo")).toEqual([
      { type: "quote", children: [{ type: "quote", children: [{ type: "quote", children: [paragraph(text("> fundo"))] }] }] },
    ]);
  });
});

describe("parseInline", () => {
  it("reads *italic*, _italic_ and **bold**, nested", () => {
    expect(parseInline("a *b* _c_ **d** e")).toEqual([
      text("a "),
      { type: "emphasis", children: [text("b")] },
      text(" "),
      { type: "emphasis", children: [text("c")] },
      text(" "),
      { type: "strong", children: [text("d")] },
      text(" e"),
    ]);
    expect(parseInline("*pela **graça** sois salvos*")).toEqual([
      { type: "emphasis", children: [text("pela "), { type: "strong", children: [text("graça")] }, text(" sois salvos")] },
    ]);
    expect(parseInline("**fé e *obras***")).toEqual([{ type: "strong", children: [text("fé e "), { type: "emphasis", children: [text("obras")] }] }]);
    expect(parseInline("***tudo***")).toEqual([{ type: "strong", children: [{ type: "emphasis", children: [text("tudo")] }] }]);
  });

  it("leaves marks that open or close nothing as text", () => {
    for (const plain of ["2 * 3 * 4", "snake_case_name", "**sem fim", "* solto*", "*solto *", "__duplo__", "[]"]) {
      expect(parseInline(plain)).toEqual([text(plain)]);
    }
    expect(parseInline("\\*não é itálico\\* e \\[nem link\\](/x)")).toEqual([text("*não é itálico* e [nem link](/x)")]);
  });

  it("makes links to this site's paths and to https addresses only", () => {
    expect(parseInline("Veja [o **estudo**](/estudos/graca?p=1#fim) e [a fonte](https://example.org/a_(b)).")).toEqual([
      text("Veja "),
      { type: "link", href: "/estudos/graca?p=1#fim", external: false, children: [text("o "), { type: "strong", children: [text("estudo")] }] },
      text(" e "),
      { type: "link", href: "https://example.org/a_(b)", external: true, children: [text("a fonte")] },
      text("."),
    ]);
    for (const unsafe of [
      "[clique](javascript:alert(1))",
      "[clique](JavaScript:alert(1))",
      "[clique](data:text/html,<script>alert(1)</script>)",
      "[clique](http://example.org)",
      "[clique](//example.org)",
      "[clique](/\\example.org)",
      "[clique](estudos/graca)",
      '[clique](/x "título")',
      "[clique](/x",
    ]) {
      expect(parseInline(unsafe), unsafe).toEqual([text(unsafe)]);
    }
  });

  it("never reads HTML: tags stay text", () => {
    for (const html of ["<script>alert(1)</script>", '<img src=x onerror="alert(1)">', "<a href='javascript:alert(1)'>x</a>"]) {
      expect(parseMarkdown(html)).toEqual([paragraph(text(html))]);
    }
  });
});

describe("safeHref", () => {
  it("accepts site paths and https, refuses everything else", () => {
    expect(safeHref("/")).toEqual({ href: "/", external: false });
    expect(safeHref("https://www.example.org/x")).toEqual({ href: "https://www.example.org/x", external: true });
    for (const wrong of ["", "https://", "javascript:alert(1)", " /x", "/x\ny", "//host", "/\\host", "mailto:a@b.c", "#topo", "../x"]) {
      expect(safeHref(wrong), wrong).toBeNull();
    }
  });
});
