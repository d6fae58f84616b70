import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown.tsx";
import { safeHref, type MarkdownInline } from "./markdown.ts";
import { renderMarkdown } from "./markdown.server.ts";

/** One paragraph's inline nodes, as the one reader reads them. */
const inline = (source: string): MarkdownInline[] => {
  const [block] = renderMarkdown(source);
  return block?.type === "paragraph" ? block.children : [];
};

const text = (value: string): MarkdownInline => ({ type: "text", text: value });
const paragraph = (...children: MarkdownInline[]) => ({ type: "paragraph", children });

describe("renderMarkdown: the blocks every page shows", () => {
  it("splits paragraphs at blank lines and keeps a paragraph's lines together", () => {
    expect(renderMarkdown("Primeira linha\nsegunda linha.\n\n\nOutro parágrafo.")).toEqual([
      paragraph(text("Primeira linha\nsegunda linha.")),
      paragraph(text("Outro parágrafo.")),
    ]);
    expect(renderMarkdown("Um.\r\n\r\nDois.")).toEqual([paragraph(text("Um.")), paragraph(text("Dois."))]);
    expect(renderMarkdown("  \n\n")).toEqual([]);
  });

  it("reads #, ## and ### headings (deeper ones as ###)", () => {
    expect(renderMarkdown("# Fé\n## Esperança ##\n### Amor\n#### Quarto\n#sem espaço")).toEqual([
      { type: "heading", depth: 1, children: [text("Fé")] },
      { type: "heading", depth: 2, children: [text("Esperança")] },
      { type: "heading", depth: 3, children: [text("Amor")] },
      { type: "heading", depth: 3, children: [text("Quarto")] },
      paragraph(text("#sem espaço")),
    ]);
  });

  it("reads - lists and numbered lists, an item going on in the lines below it", () => {
    expect(renderMarkdown("Antes:\n- um\n- dois\n  continua\n\n- três\n\n1. primeiro\n2. segundo\n\nDepois.")).toEqual([
      paragraph(text("Antes:")),
      { type: "list", ordered: false, start: 1, items: [[text("um")], [text("dois\ncontinua")], [text("três")]] },
      { type: "list", ordered: true, start: 1, items: [[text("primeiro")], [text("segundo")]] },
      paragraph(text("Depois.")),
    ]);
    expect(renderMarkdown("3. terceiro\n4. quarto")).toEqual([{ type: "list", ordered: true, start: 3, items: [[text("terceiro")], [text("quarto")]] }]);
    // "-texto" and "---" (no rules) are text; "* " makes a list too.
    expect(renderMarkdown("-texto\n\n---")).toEqual([paragraph(text("-texto")), paragraph(text("---"))]);
    expect(renderMarkdown("* item")).toEqual([{ type: "list", ordered: false, start: 1, items: [[text("item")]] }]);
  });

  it("reads > quotes, which hold other blocks, three levels deep at most", () => {
    expect(renderMarkdown("> Lâmpada para os meus pés\n> é a tua palavra.\n>\n> - Sl 119:105\n\nFim.")).toEqual([
      {
        type: "quote",
        children: [paragraph(text("Lâmpada para os meus pés\né a tua palavra.")), { type: "list", ordered: false, start: 1, items: [[text("Sl 119:105")]] }],
      },
      paragraph(text("Fim.")),
    ]);
    expect(renderMarkdown("> > > > fundo")).toEqual([
      { type: "quote", children: [{ type: "quote", children: [{ type: "quote", children: [paragraph(text("fundo"))] }] }] },
    ]);
  });
});

describe("renderMarkdown: inline marks and links", () => {
  it("reads *italic*, _italic_ and **bold**, nested", () => {
    expect(inline("a *b* _c_ **d** e")).toEqual([
      text("a "),
      { type: "emphasis", children: [text("b")] },
      text(" "),
      { type: "emphasis", children: [text("c")] },
      text(" "),
      { type: "strong", children: [text("d")] },
      text(" e"),
    ]);
    expect(inline("*pela **graça** sois salvos*")).toEqual([
      { type: "emphasis", children: [text("pela "), { type: "strong", children: [text("graça")] }, text(" sois salvos")] },
    ]);
    expect(inline("**fé e *obras***")).toEqual([{ type: "strong", children: [text("fé e "), { type: "emphasis", children: [text("obras")] }] }]);
    expect(inline("***tudo***")).toEqual([{ type: "emphasis", children: [{ type: "strong", children: [text("tudo")] }] }]);
  });

  it("leaves marks that open or close nothing as text", () => {
    // ("__duplo__" is bold, as CommonMark reads it.)
    for (const plain of ["2 * 3 * 4", "snake_case_name", "**sem fim", "*solto *", "[]"]) {
      expect(inline(plain)).toEqual([text(plain)]);
    }
    expect(inline("\\*não é itálico\\* e \\[nem link\\](/x)")).toEqual([text("*não é itálico* e [nem link](/x)")]);
  });

  it("makes links to this site's paths and to https addresses only", () => {
    expect(inline("Veja [o **estudo**](/estudos/graca?p=1#fim) e [a fonte](https://example.org/a_(b)).")).toEqual([
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
      "[clique](estudos/graca)",
      "[clique](/x",
    ]) {
      // An address the one link rule refuses keeps only its text (or, unclosed, its characters): never a link.
      const nodes = inline(unsafe);
      expect(nodes.every((n) => n.type === "text"), unsafe).toBe(true);
      expect(nodes.map((n) => (n.type === "text" ? n.text : "")).join(""), unsafe).toContain("clique");
    }
    // markdown-it percent-encodes a backslash, so "/\\host" becomes a path of this site, never another host.
    expect(inline("[clique](/\\example.org)")).toEqual([{ type: "link", href: "/%5Cexample.org", external: false, children: [text("clique")] }]);
  });

  it("never reads HTML: tags stay text", () => {
    for (const html of ["<script>alert(1)</script>", '<img src=x onerror="alert(1)">', "<a href='javascript:alert(1)'>x</a>"]) {
      expect(renderMarkdown(html)).toEqual([paragraph(text(html))]);
    }
  });
});

describe("safeHref", () => {
  it("accepts site paths and https, refuses everything else", () => {
    expect(safeHref("/")).toEqual({ href: "/", external: false });
    expect(safeHref("https://www.example.org/x")).toEqual({ href: "https://www.example.org/x", external: true });
    expect(safeHref("https://www.example.org/a@b")).toEqual({ href: "https://www.example.org/a@b", external: true });
    for (const wrong of ["", "https://", "javascript:alert(1)", " /x", "/x\ny", "//host", "/\\host", "mailto:a@b.c", "#topo", "../x", "https://good@evil.example", "https://good:pw@evil.example/x", "https://a%40b@evil.example", "https://@evil.example"]) {
      expect(safeHref(wrong), wrong).toBeNull();
    }
  });
});

describe("<Markdown>", () => {
  const render = (source: string, headingLevel?: number) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { blocks: renderMarkdown(source), headingLevel, className: "md" })));

  it("renders the blocks as elements, headings below the page's", () => {
    expect(render("# Título\n\nTexto *leve* e **forte**.\n\n## Sub\n\n1. um\n\n> citação")).toBe(
      '<div class="md"><h2 class="mt-6 text-2xl font-bold">Título</h2><p>Texto <em>leve</em> e <strong>forte</strong>.</p>' +
        '<h3 class="mt-6 text-xl font-semibold">Sub</h3><ol class="list-decimal space-y-1 pl-6"><li>um</li></ol>' +
        '<blockquote class="space-y-4 border-l-4 border-brand-300 pl-4 italic text-muted"><p>citação</p></blockquote></div>',
    );
    expect(render("### Fundo", 5)).toContain("<h6");
    expect(render("# Topo", 1)).toContain("<h1");
  });

  it("opens https links in a new tab and keeps site links in the app", () => {
    const html = render("[Estudo](/estudos/graca) e [fonte](https://example.org).");
    expect(html).toContain('<a class="font-semibold text-accent underline" href="/estudos/graca" data-discover="true">Estudo</a>');
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer" class="font-semibold text-accent underline">fonte<span class="sr-only"> (abre em nova aba)</span></a>',
    );
  });

  it("shows HTML and unsafe links as text", () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))');
    expect(html).toBe(
      '<div class="md"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p><p>x</p></div>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("href");
  });
});
