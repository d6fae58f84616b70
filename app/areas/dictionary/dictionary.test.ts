import { describe, expect, it } from "vitest";
import { referenceHref } from "#app/areas/bible/references.ts";
import { dictionaryFilterFromParams, entryLetter, filterEntries, linkReferences, resultCount, referencesDefining } from "./dictionary.ts";

const entries = [
  { palavra: "Abraão", definicao: "Pai da fé, chamado por Deus (Gn 12:1-3)." },
  { palavra: "Arca", definicao: "Embarcação construída por Noé (Gn 6:14)." },
  { palavra: "Êxodo", definicao: "Saída de Israel do Egito (Êx 12:41)." },
  { palavra: "Noé", definicao: "Construiu a arca (Gn 6:22)." },
];
const words = (letter: string, query: string) => filterEntries(entries, { letter, query }).map((e) => e.palavra);

describe("dictionary filter", () => {
  it("shows the selected letter, accented words under their plain letter", () => {
    expect(words("A", "")).toEqual(["Abraão", "Arca"]);
    expect(words("E", "")).toEqual(["Êxodo"]);
    expect(entryLetter({ palavra: "Êxodo" })).toBe("E");
  });

  it("a search over word and definition, ignoring case and accents, overrides the letter", () => {
    expect(words("A", "ARCA")).toEqual(["Arca", "Noé"]);
    expect(words("Z", "exodo")).toEqual(["Êxodo"]);
    expect(words("A", "xyz")).toEqual([]);
  });

  it("defaults to the letter A", () => {
    expect(dictionaryFilterFromParams(new URLSearchParams(""))).toEqual({ letter: "A", query: "" });
    expect(dictionaryFilterFromParams(new URLSearchParams("letra=b&q=rei"))).toEqual({ letter: "B", query: "rei" });
    expect(dictionaryFilterFromParams(new URLSearchParams("letra=Ç"))).toEqual({ letter: "A", query: "" });
  });

  it("counts results", () => {
    expect(resultCount(1)).toBe("1 palavra");
    expect(resultCount(0)).toBe("0 palavras");
  });
});

describe("references in definitions", () => {
  it("are found between the plain parts, each linking to the reader at its first verse", () => {
    const segments = linkReferences("Deus (Gn 12:1-3; Hb 11:8).");
    expect(segments.map((s) => s.text)).toEqual(["Deus (", "Gn 12:1-3", "; ", "Hb 11:8", ")."]);
    expect(segments.map((s) => s.reference && referenceHref(s.reference))).toEqual([
      undefined,
      "/biblia/gn/12#v1",
      undefined,
      "/biblia/hb/11#v8",
      undefined,
    ]);
  });
});

describe("the references of the entry a searched word names", () => {
  const entries = [
    { palavra: "Amor", definicao: "Pois “Deus é amor” (1Jo 4:8), paciente e bondoso (1Co 13:4-7)." },
    { palavra: "Amorreus", definicao: "Povo de Canaã (Gn 15:16)." },
  ];
  it("are those of the entry whose word is the folded word, never of a longer word that starts like it", () => {
    expect(referencesDefining(entries, ["amor"]).map((r) => `${r.book.abrev} ${r.chapter}:${r.verseStart}-${r.verseEnd ?? ""}`)).toEqual([
      "1Jo 4:8-",
      "1Co 13:4-7",
    ]);
    expect(referencesDefining(entries, ["ama", "deus"])).toEqual([]);
  });
});
