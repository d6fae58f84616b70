import { describe, expect, it } from "vitest";
import { filterHymns, hymnFileName, hymnSubtitle, hymnFilterFromParams, hymnText, type Hymn } from "./hymns.ts";

const hymns: Hymn[] = [
  { numero: 1, titulo: "Vinde Adorar", categoria: "Adoração", letra: "Oh! Vinde adorar", letraFonte: "domínio público" },
  { numero: 12, titulo: "A Ti Rendemos Glórias", categoria: "Louvor" },
  { numero: 37, titulo: "Sou Feliz", categoria: "Paz" },
  { numero: 81, titulo: "Sublime Graça", categoria: "Graça" },
];
const numbers = (query: string, category = "Todos") => filterHymns(hymns, { query, category }).map((h) => h.numero);

describe("hymnal search", () => {
  it("matches the title ignoring case and accents", () => {
    expect(numbers("GRACA")).toEqual([81]);
    expect(numbers("glórias")).toEqual([12]);
    expect(numbers("feliz")).toEqual([37]);
  });

  it("matches the number as text", () => {
    expect(numbers("37")).toEqual([37]);
    expect(numbers("1")).toEqual([1, 12, 81]);
  });

  it("combines the search with the category; 'Todos' means no filter", () => {
    expect(numbers("", "Paz")).toEqual([37]);
    expect(numbers("1", "Louvor")).toEqual([12]);
    expect(numbers("")).toEqual([1, 12, 37, 81]);
    expect(numbers("feliz", "Louvor")).toEqual([]);
  });

  it("reads the filter from the query string, ignoring unknown categories", () => {
    expect(hymnFilterFromParams(new URLSearchParams("q=paz&categoria=Paz"))).toEqual({ query: "paz", category: "Paz" });
    expect(hymnFilterFromParams(new URLSearchParams("categoria=Nada"))).toEqual({ query: "", category: "Todos" });
  });
});

describe("lyrics download", () => {
  it("names the file after the hymn and holds the lyrics or 'Letra em breve...'", () => {
    expect(hymnFileName(hymns[3]!)).toBe("hino-81-sublime-graca.txt");
    expect(hymnText(hymns[0]!)).toBe(
      "Hino 1 — Vinde Adorar\n\nCategoria: Adoração\n\nOh! Vinde adorar\n\nFonte da letra: domínio público\n\nHinário Lâmpada (exemplos)\n",
    );
    expect(hymnText(hymns[2]!)).toContain("\n\nLetra em breve...\n\n");
  });

  it("downloads an imported hymn with its author and copyright line", () => {
    const imported = { numero: 301, titulo: "Luz", letra: "Um\n\nCoro:\nDois", autor: "Coral", copyright: "© 2026 Igreja", importado: true } as const;
    expect(hymnText(imported)).toBe("Hino 301 — Luz\n\nAutor: Coral\n\nUm\n\nCoro:\nDois\n\n© 2026 Igreja\n\nHinário da igreja\n");
    expect(hymnSubtitle(imported)).toBe("Hino 301 · Hinário da igreja");
    expect(hymnSubtitle(hymns[0]!)).toBe("Hino 1 · Adoração · Exemplo");
  });
});
