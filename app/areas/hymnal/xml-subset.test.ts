import { describe, expect, it } from "vitest";
import { childAt, parseXml, textOf } from "./xml-subset.ts";

const root = (xml: string) => {
  const parsed = parseXml(xml);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.root;
};
const message = (xml: string) => {
  const parsed = parseXml(xml);
  return parsed.ok ? null : parsed.message;
};

describe("the XML subset reader", () => {
  it("reads elements, attributes, text, CDATA, references, comments and processing instructions; drops namespace prefixes", () => {
    const song = root(
      `\uFEFF<?xml version="1.0"?>\n<!-- c --><o:song xmlns:o="x" a='1' b="&lt;&#233;&#xE7;"><p>um <?pi x?><!-- no -->dois<![CDATA[ <três> ]]></p><br/></o:song>\n`,
    );
    expect(song.name).toBe("song");
    expect(song.attributes).toEqual({ a: "1", b: "<éç" });
    expect(textOf(childAt(song, "p")!)).toBe("um dois <três> ");
    expect(childAt(song, "br")).toEqual({ name: "br", attributes: {}, children: [] });
  });

  it("refuses what is not well formed or not safe, naming the line", () => {
    expect(message('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>')).toBe(
      "XML inválido: declaração DOCTYPE/ENTITY não é aceita (por segurança) na linha 1",
    );
    expect(message("<a>\n<b></a>")).toBe("XML inválido: esperado </b>, encontrado </a> na linha 2");
    expect(message("<a>&amp</a>")).toMatch(/"&" solto na linha 1/);
    expect(message("<a>&#0;</a>")).toMatch(/caractere inválido/);
    expect(message('<a x="1" x="2"/>')).toMatch(/atributo x repetido/);
    expect(message("<a/><b/>")).toMatch(/conteúdo depois do elemento raiz/);
    expect(message("texto")).toMatch(/não começa com um elemento XML/);
    expect(message(`${"<a>".repeat(70)}${"</a>".repeat(70)}`)).toMatch(/aninhados demais/);
    expect(message("<a><!-- sem fim</a>")).toMatch(/comentário sem fim/);
  });
});
