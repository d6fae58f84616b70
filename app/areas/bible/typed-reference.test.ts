import { describe, expect, it } from "vitest";
import { books } from "./books.ts";
import { referenceHref } from "./references.ts";
import { parseTypedReference, typedReferenceHref } from "./typed-reference.ts";

/** Where a typed query leads: the reader's address, the message, or null for a word search. */
function leadsTo(query: string): string | null {
  const typed = parseTypedReference(query);
  if (!typed) return null;
  if (!typed.ok) return `! ${typed.message}`;
  const { reference } = typed;
  const verses = reference.verseStart ? `:${reference.verseStart}${reference.verseEnd ? `-${reference.verseEnd}` : ""}` : "";
  return `${referenceHref(reference)} (${reference.book.id} ${reference.chapter}${verses})`;
}

describe("a reference typed in the search box", () => {
  it.each([
    ["Jo 3:16", "/biblia/jo/3#v16 (jo 3:16)"],
    ["jo 3", "/biblia/jo/3 (jo 3)"],
    ["JO 3:16", "/biblia/jo/3#v16 (jo 3:16)"],
    ["João 3:16", "/biblia/jo/3#v16 (jo 3:16)"],
    ["joao 3:16", "/biblia/jo/3#v16 (jo 3:16)"],
    ["1 Co 13", "/biblia/1co/13 (1co 13)"],
    ["1co13:4-7", "/biblia/1co/13#v4 (1co 13:4-7)"],
    ["1 Coríntios 13:4–7", "/biblia/1co/13#v4 (1co 13:4-7)"],
    ["1 corintios 13", "/biblia/1co/13 (1co 13)"],
    ["Gênesis 1", "/biblia/gn/1 (gn 1)"],
    ["genesis 1", "/biblia/gn/1 (gn 1)"],
    ["gn 1:1", "/biblia/gn/1#v1 (gn 1:1)"],
    ["  Gn   1 : 1  ", "/biblia/gn/1#v1 (gn 1:1)"],
    ["Jo 3.16", "/biblia/jo/3#v16 (jo 3:16)"],
    ["jo 3 16", "/biblia/jo/3#v16 (jo 3:16)"],
    ["1 co 13 4-7", "/biblia/1co/13#v4 (1co 13:4-7)"],
    ["Sl 23,1", "/biblia/sl/23#v1 (sl 23:1)"],
    ["Sl. 23", "/biblia/sl/23 (sl 23)"],
    ["salmo 23", "/biblia/sl/23 (sl 23)"],
    ["Salmos 119:105", "/biblia/sl/119#v105 (sl 119:105)"],
    ["Êx 20", "/biblia/ex/20 (ex 20)"],
    ["ex 20", "/biblia/ex/20 (ex 20)"],
    ["Cantares 2", "/biblia/ct/2 (ct 2)"],
    ["2 João 1", "/biblia/2jo/1 (2jo 1)"],
    ["1jo 4:8", "/biblia/1jo/4#v8 (1jo 4:8)"],
    ["Ap 22:20", "/biblia/ap/22#v20 (ap 22:20)"],
    ["apocalipse 22", "/biblia/ap/22 (ap 22)"],
    ["Jz 6", "/biblia/jz/6 (jz 6)"],
    ["juizes 6", "/biblia/jz/6 (jz 6)"],
    ["Fm 1", "/biblia/fm/1 (fm 1)"],
    ["Jo 3:16-16", "/biblia/jo/3#v16 (jo 3:16)"],
  ])("%s opens %s", (query, expected) => expect(leadsTo(query)).toBe(expected));

  it("tells Jó (Job), with its accent, from Jo (João)", () => {
    expect(leadsTo("Jó 1:21")).toBe("/biblia/job/1#v21 (job 1:21)");
    expect(leadsTo("job 1")).toBe("/biblia/job/1 (job 1)");
    expect(leadsTo("JÓ 42")).toBe("/biblia/job/42 (job 42)");
    expect(leadsTo("Jo 21")).toBe("/biblia/jo/21 (jo 21)");
  });

  it("knows every book by its abbreviation, its id and its name, with or without accents", () => {
    const unaccented = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "");
    for (const book of books) {
      for (const name of [book.abrev, book.id, book.nome, unaccented(book.abrev), unaccented(book.nome), book.nome.toUpperCase()]) {
        // Jó without its accent is Jo, João's abbreviation.
        const expected = book.id === "job" && name === "Jo" ? "jo" : book.id;
        expect(parseTypedReference(`${name} 1`), name).toMatchObject({ ok: true, reference: { book: { id: expected }, chapter: 1 } });
      }
    }
  });

  it.each([
    ["Gênesis 51", "Gênesis tem 50 capítulos; não existe o capítulo 51."],
    ["gn 0", "Gênesis tem 50 capítulos; não existe o capítulo 0."],
    ["Ob 2", "Obadias tem só 1 capítulo; não existe o capítulo 2."],
    ["Sl 151:1", "Salmos tem 150 capítulos; não existe o capítulo 151."],
    ["Jo 3:0", "Os versículos começam no 1."],
    ["1co 13:7-4", "O intervalo 7-4 está invertido; escreva, por exemplo, 4-7."],
  ])("%s is answered with a clear message", (query, message) => expect(leadsTo(query)).toBe(`! ${message}`));

  it.each([
    "amor",
    "amor paciente",
    "amor 3",
    "João",
    "jo",
    "3:16",
    "Jo 3:16 amor",
    "Jo 1234",
    "Jo 3:16:2",
    "I Coríntios 13",
    "",
    "livro 3",
    `${"a ".repeat(100)}1`,
  ])("%j is words, searched as such", (query) => expect(parseTypedReference(query)).toBeNull());
});

describe("the reader's address for a typed reference", () => {
  const typed = (query: string) => {
    const result = parseTypedReference(query);
    if (!result?.ok) throw new Error(`not a reference: ${query}`);
    return result.reference;
  };
  it("names the version when it is not the default, before the verse's anchor", () => {
    expect(typedReferenceHref(typed("Jo 3:16"), "acf")).toBe("/biblia/jo/3#v16");
    expect(typedReferenceHref(typed("Jo 3:16"), "nvi")).toBe("/biblia/jo/3?versao=NVI#v16");
    expect(typedReferenceHref(typed("Jo 3"), "nvi")).toBe("/biblia/jo/3?versao=NVI");
  });
});
