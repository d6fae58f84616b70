import { describe, expect, it } from "vitest";
import { buildIndex, markedPieces, searchIndex, snippet, type SearchDocument } from "./search-index.ts";
import { firstMatchAt, foldInPlace, queryTerms } from "./text.ts";

const docs: SearchDocument[] = [
  { kind: "hinos", title: "Hino 37 — Sou Feliz", href: "/hinario/37", lead: "Se paz a mais doce me deres gozar" },
  {
    kind: "devocionais",
    title: "Oração sem ansiedade",
    href: "/devocional/2025-10-04-oracao-sem-ansiedade",
    body: "Não andeis ansiosos; em tudo, pela oração.",
  },
  {
    kind: "escola-sabatina",
    title: "O poder da fé",
    href: "/escola-sabatina/adultos/1/domingo",
    body: "As orações de Elias e a fé que move montes.",
  },
  { kind: "dicionario", title: "Fé", href: "/dicionario?q=F%C3%A9", lead: "Confiança em Deus (Hb 11:1)." },
];
const index = buildIndex(docs);
const find = (query: string) => searchIndex(index, queryTerms(query)).map((h) => h.doc.href);

describe("the content index", () => {
  it("finds 'orações' for 'oração', with the title's match first", () => {
    expect(find("oração")).toEqual(["/devocional/2025-10-04-oracao-sem-ansiedade", "/escola-sabatina/adultos/1/domingo"]);
    expect(find("ORACOES")).toEqual(find("oração"));
  });

  it("needs every word, finds a hymn by its number and a short word only whole", () => {
    expect(find("orações fé")).toEqual(["/escola-sabatina/adultos/1/domingo"]);
    expect(find("hino 37")).toEqual(["/hinario/37"]);
    expect(find("fé").toSorted()).toEqual(["/dicionario?q=F%C3%A9", "/escola-sabatina/adultos/1/domingo"]);
    expect(find("feliz")).toEqual(["/hinario/37"]);
    expect(find("ansied")).toEqual(["/devocional/2025-10-04-oracao-sem-ansiedade"]);
    expect(find("zzz")).toEqual([]);
    expect(find("")).toEqual([]);
  });

  it("marks the matched words as pieces of text, markup included as text", () => {
    expect(markedPieces("<b>Orações</b> e oração", queryTerms("oração"))).toEqual([
      { text: "<b>", match: false },
      { text: "Orações", match: true },
      { text: "</b> e ", match: false },
      { text: "oração", match: true },
    ]);
  });

  it("shows a long text around its first match, cut at words", () => {
    const long = `${"palavra ".repeat(40)}a oração do justo ${"fim ".repeat(40)}`;
    const at = firstMatchAt(foldInPlace(long), queryTerms("oração"));
    expect(long.slice(at, at + 6)).toBe("oração");
    const cut = snippet(long, at);
    expect(cut).toMatch(/^…palavra .*a oração do justo fim .*…$/);
    expect(cut.length).toBeLessThan(170);
    expect(snippet(long, -1)).toMatch(/^palavra palavra .*…$/);
    expect(snippet("Curto e  bom.", -1)).toBe("Curto e bom.");
  });
});
