import { describe, expect, it } from "vitest";
import { books } from "./books.ts";
import { parseTypedReference, typedReferenceHref, typedReferenceLabel } from "./typed-reference.ts";

/** Where a typed query leads: the reader's address, the message, or null for a word search. */
const opens = (query: string) => {
  const typed = parseTypedReference(query);
  if (!typed) return null;
  if (!typed.ok) return `! ${typed.message}`;
  return `${typedReferenceHref(typed.reference, "acf")} (${typedReferenceLabel(typed.reference)})`;
};

describe("a reference typed in the search box", () => {
  it.each([
    ["Jo 3:16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["jo 3", "/biblia/jo/3 (Jo 3)"],
    ["JO 3:16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["João 3:16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["joao 3:16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["1 Co 13", "/biblia/1co/13 (1Co 13)"],
    ["1co13", "/biblia/1co/13 (1Co 13)"],
    ["1co13:4-7", "/biblia/1co/13?trecho=13:4-7#v4 (1Co 13:4-7)"],
    ["1 Coríntios 13:4–7", "/biblia/1co/13?trecho=13:4-7#v4 (1Co 13:4-7)"],
    ["1 corintios 13", "/biblia/1co/13 (1Co 13)"],
    ["Gênesis 1", "/biblia/gn/1 (Gn 1)"],
    ["genesis 1", "/biblia/gn/1 (Gn 1)"],
    ["Gn 1:1", "/biblia/gn/1#v1 (Gn 1:1)"],
    ["gn 1:1", "/biblia/gn/1#v1 (Gn 1:1)"],
    ["Gn. 1:1", "/biblia/gn/1#v1 (Gn 1:1)"],
    ["  Gn   1 : 1  ", "/biblia/gn/1#v1 (Gn 1:1)"],
    ["Jo 3.16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["jo 3 16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["1 co 13 4-7", "/biblia/1co/13?trecho=13:4-7#v4 (1Co 13:4-7)"],
    ["Sl 23,1", "/biblia/sl/23#v1 (Sl 23:1)"],
    ["Sl. 23", "/biblia/sl/23 (Sl 23)"],
    ["salmo 23", "/biblia/sl/23 (Sl 23)"],
    ["Salmos 119:105", "/biblia/sl/119#v105 (Sl 119:105)"],
    ["Êx 20", "/biblia/ex/20 (Êx 20)"],
    ["ex 20", "/biblia/ex/20 (Êx 20)"],
    ["Cantares 2", "/biblia/ct/2 (Ct 2)"],
    ["2 João 1", "/biblia/2jo/1 (2Jo 1)"],
    ["1jo 4:8", "/biblia/1jo/4#v8 (1Jo 4:8)"],
    ["Ap 22:20", "/biblia/ap/22#v20 (Ap 22:20)"],
    ["apocalipse 22", "/biblia/ap/22 (Ap 22)"],
    ["Jz 6", "/biblia/jz/6 (Jz 6)"],
    ["juizes 6", "/biblia/jz/6 (Jz 6)"],
    ["Fm 1", "/biblia/fm/1 (Fm 1)"],
    ["Jo 3:16-16", "/biblia/jo/3#v16 (Jo 3:16)"],
  ])("%s opens %s", (query, expected) => expect(opens(query)).toBe(expected));

  it.each([
    // ordinals, words and Roman numerals before a numbered book
    ["Primeira Coríntios 2:3", "/biblia/1co/2#v3 (1Co 2:3)"],
    ["primeira corintios 13", "/biblia/1co/13 (1Co 13)"],
    ["Segunda Timóteo 3:16", "/biblia/2tm/3#v16 (2Tm 3:16)"],
    ["Terceira João 4", "/biblia/3jo/1#v4 (3Jo 1:4)"],
    ["Primeiro Reis 19", "/biblia/1rs/19 (1Rs 19)"],
    ["1a Coríntios 13", "/biblia/1co/13 (1Co 13)"],
    ["1ª Coríntios 13:4", "/biblia/1co/13#v4 (1Co 13:4)"],
    ["2ª Pedro 1:21", "/biblia/2pe/1#v21 (2Pe 1:21)"],
    ["1º João 4:8", "/biblia/1jo/4#v8 (1Jo 4:8)"],
    ["1o joão 4:8", "/biblia/1jo/4#v8 (1Jo 4:8)"],
    ["1° Samuel 17", "/biblia/1sm/17 (1Sm 17)"],
    ["I Coríntios 13", "/biblia/1co/13 (1Co 13)"],
    ["II Timóteo 3:16", "/biblia/2tm/3#v16 (2Tm 3:16)"],
    ["III João 2", "/biblia/3jo/1#v2 (3Jo 1:2)"],
    ["ii reis 2", "/biblia/2rs/2 (2Rs 2)"],
    ["1. Coríntios 13", "/biblia/1co/13 (1Co 13)"],
    ["2. Crônicas 7:14", "/biblia/2cr/7#v14 (2Cr 7:14)"],
    // common abbreviations
    ["Gên 1:1", "/biblia/gn/1#v1 (Gn 1:1)"],
    ["Gen 3", "/biblia/gn/3 (Gn 3)"],
    ["Êx 20:3", "/biblia/ex/20#v3 (Êx 20:3)"],
    ["Exo 14", "/biblia/ex/14 (Êx 14)"],
    ["Lev 19:18", "/biblia/lv/19#v18 (Lv 19:18)"],
    ["Num 6:24", "/biblia/nm/6#v24 (Nm 6:24)"],
    ["Deut 6:4", "/biblia/dt/6#v4 (Dt 6:4)"],
    ["Jos 1:9", "/biblia/js/1#v9 (Js 1:9)"],
    ["Rom 8:28", "/biblia/rm/8#v28 (Rm 8:28)"],
    ["Heb 11:1", "/biblia/hb/11#v1 (Hb 11:1)"],
    ["Col 3:23", "/biblia/cl/3#v23 (Cl 3:23)"],
    ["Gal 5:22", "/biblia/gl/5#v22 (Gl 5:22)"],
    ["Mat 5:9", "/biblia/mt/5#v9 (Mt 5:9)"],
    ["Mar 16:15", "/biblia/mc/16#v15 (Mc 16:15)"],
    ["Luc 2:11", "/biblia/lc/2#v11 (Lc 2:11)"],
    ["Apoc 21:4", "/biblia/ap/21#v4 (Ap 21:4)"],
    ["Prov 3:5", "/biblia/pv/3#v5 (Pv 3:5)"],
    ["Pr 22:6", "/biblia/pv/22#v6 (Pv 22:6)"],
    ["Isa 53:5", "/biblia/is/53#v5 (Is 53:5)"],
    ["Jer 29:11", "/biblia/jr/29#v11 (Jr 29:11)"],
    ["Lam 3:22", "/biblia/lm/3#v22 (Lm 3:22)"],
    ["Ezeq 37", "/biblia/ez/37 (Ez 37)"],
    ["Dan 2:44", "/biblia/dn/2#v44 (Dn 2:44)"],
    ["Sal 23", "/biblia/sl/23 (Sl 23)"],
    ["Fil 4:13", "/biblia/fp/4#v13 (Fp 4:13)"],
    ["Ef 2:8", "/biblia/ef/2#v8 (Ef 2:8)"],
    ["Tia 1:5", "/biblia/tg/1#v5 (Tg 1:5)"],
    ["Ecl 3:1", "/biblia/ec/3#v1 (Ec 3:1)"],
    ["Mal 3:10", "/biblia/ml/3#v10 (Ml 3:10)"],
    ["Hab 2:4", "/biblia/hc/2#v4 (Hc 2:4)"],
    ["Zac 4:6", "/biblia/zc/4#v6 (Zc 4:6)"],
    ["Ne 8:10", "/biblia/ne/8#v10 (Ne 8:10)"],
    ["1 Cor 13:13", "/biblia/1co/13#v13 (1Co 13:13)"],
    ["2 Cor 5:17", "/biblia/2co/5#v17 (2Co 5:17)"],
    ["1 Sam 16:7", "/biblia/1sm/16#v7 (1Sm 16:7)"],
    ["1 Tim 4:12", "/biblia/1tm/4#v12 (1Tm 4:12)"],
    ["2 Tim 3:16", "/biblia/2tm/3#v16 (2Tm 3:16)"],
    ["1 Ped 5:7", "/biblia/1pe/5#v7 (1Pe 5:7)"],
    ["2 Tess 3:10", "/biblia/2ts/3#v10 (2Ts 3:10)"],
    ["1 Tes 4:16", "/biblia/1ts/4#v16 (1Ts 4:16)"],
    ["1 Rs 18", "/biblia/1rs/18 (1Rs 18)"],
    ["2 Cr 7:14", "/biblia/2cr/7#v14 (2Cr 7:14)"],
    // long names
    ["Atos dos Apóstolos 2:38", "/biblia/at/2#v38 (At 2:38)"],
    ["atos dos apostolos 1", "/biblia/at/1 (At 1)"],
    ["Lamentações de Jeremias 3:22", "/biblia/lm/3#v22 (Lm 3:22)"],
    ["Cantares de Salomão 2:4", "/biblia/ct/2#v4 (Ct 2:4)"],
    ["Cântico dos Cânticos 8:7", "/biblia/ct/8#v7 (Ct 8:7)"],
    ["Apocalipse de João 14:6", "/biblia/ap/14#v6 (Ap 14:6)"],
    // one-chapter books cited by their verse
    ["Jd 3", "/biblia/jd/1#v3 (Jd 1:3)"],
    ["Judas 24", "/biblia/jd/1#v24 (Jd 1:24)"],
    ["Fm 6", "/biblia/fm/1#v6 (Fm 1:6)"],
    ["Ob 15", "/biblia/ob/1#v15 (Ob 1:15)"],
    ["Ob 2", "/biblia/ob/1#v2 (Ob 1:2)"],
    ["2Jo 6", "/biblia/2jo/1#v6 (2Jo 1:6)"],
    ["3 João 4", "/biblia/3jo/1#v4 (3Jo 1:4)"],
    ["Jd 1:3", "/biblia/jd/1#v3 (Jd 1:3)"],
    ["Jd 24-25", "/biblia/jd/1?trecho=1:24-25#v24 (Jd 1:24-25)"],
    ["Jd 1", "/biblia/jd/1 (Jd 1)"],
    // ranges: of verses, across chapters, of chapters
    ["Jo 3:16-18", "/biblia/jo/3?trecho=3:16-18#v16 (Jo 3:16-18)"],
    ["Sl 23:1 a 3", "/biblia/sl/23?trecho=23:1-3#v1 (Sl 23:1-3)"],
    ["Is 52:13-53:12", "/biblia/is/52?trecho=52:13-53:12#v13 (Is 52:13–53:12)"],
    ["Isaías 52.13–53.12", "/biblia/is/52?trecho=52:13-53:12#v13 (Is 52:13–53:12)"],
    ["Mt 5-7", "/biblia/mt/5?trecho=5-7 (Mt 5–7)"],
    ["Mateus 5 a 7", "/biblia/mt/5?trecho=5-7 (Mt 5–7)"],
    ["Gn 1-2", "/biblia/gn/1?trecho=1-2 (Gn 1–2)"],
    // chapter and verse in words
    ["João capítulo 3 versículo 16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["joao capitulo 3 versiculo 16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["Jo 3 v. 16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["Jo 3 v16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["Jo 3, vers. 16", "/biblia/jo/3#v16 (Jo 3:16)"],
    ["Jo 3 vs 16-17", "/biblia/jo/3?trecho=3:16-17#v16 (Jo 3:16-17)"],
    ["Mateus cap. 5", "/biblia/mt/5 (Mt 5)"],
    ["Mateus capítulo 5", "/biblia/mt/5 (Mt 5)"],
    ["Sl cap 23", "/biblia/sl/23 (Sl 23)"],
  ])("%s opens %s", (query, expected) => expect(opens(query)).toBe(expected));

  it("tells Jó (Job), with its accent, from Jo (João)", () => {
    expect(opens("Jó 1:21")).toBe("/biblia/job/1#v21 (Jó 1:21)");
    expect(opens("job 1")).toBe("/biblia/job/1 (Jó 1)");
    expect(opens("JÓ 42")).toBe("/biblia/job/42 (Jó 42)");
    expect(opens("Jo 21")).toBe("/biblia/jo/21 (Jo 21)");
  });

  it("knows every book by its abbreviation, its id and its name, with or without accents, numbered ones by any ordinal", () => {
    const unaccented = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "");
    const ordinals: Record<string, string[]> = {
      "1": ["1", "1ª", "1º", "1a", "1o", "1.", "I", "Primeira", "Primeiro"],
      "2": ["2", "2ª", "2º", "2a", "2o", "2.", "II", "Segunda", "Segundo"],
      "3": ["3", "3ª", "3º", "3a", "3o", "3.", "III", "Terceira", "Terceiro"],
    };
    let forms = 0;
    for (const book of books) {
      const names = [book.abrev, book.id, book.nome, unaccented(book.abrev), unaccented(book.nome), book.nome.toUpperCase()];
      const numbered = /^([1-3]) (.+)$/.exec(book.nome);
      if (numbered) for (const ordinal of ordinals[numbered[1]!]!) names.push(`${ordinal} ${numbered[2]}`, `${ordinal} ${unaccented(numbered[2]!)}`);
      for (const name of names) {
        // Jó without its accent is Jo, João's abbreviation.
        const expected = book.id === "job" && name === "Jo" ? "jo" : book.id;
        for (const [cited, chapter] of [
          [`${name} 1`, 1],
          [`${name} 1:1`, 1],
          [`${name} capítulo 1`, 1],
        ] as const) {
          expect(parseTypedReference(cited), cited).toMatchObject({ ok: true, reference: { book: { id: expected }, chapter } });
          forms++;
        }
      }
    }
    expect(forms).toBeGreaterThan(1000);
  });

  it.each([
    ["Gênesis 51", "Gênesis tem 50 capítulos; não existe o capítulo 51."],
    ["gn 0", "Gênesis tem 50 capítulos; não existe o capítulo 0."],
    ["Ob 1:2-3:1", "Obadias tem só 1 capítulo; não existe o capítulo 3."],
    ["Sl 151:1", "Salmos tem 150 capítulos; não existe o capítulo 151."],
    ["Mt 5-30", "Mateus tem 28 capítulos; não existe o capítulo 30."],
    ["Jo 3:0", "Os versículos começam no 1."],
    ["1co 13:7-4", "O intervalo 7-4 está invertido; escreva, por exemplo, 4-7."],
    ["Mt 7-5", "O intervalo 7-5 está invertido; escreva, por exemplo, 5-7."],
  ])("%s is answered with a clear message", (query, message) => expect(opens(query)).toBe(`! ${message}`));

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
    "IV Reis 2",
    "Quarta Coríntios 1",
    "primeira 3",
    "",
    "livro 3",
    "deus é amor 1",
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
    expect(typedReferenceHref(typed("Is 52:13-53:12"), "nvi")).toBe("/biblia/is/52?versao=NVI&trecho=52:13-53:12#v13");
  });
});
