import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hymnSlides } from "#app/areas/projection/slides.ts";
import { problemLines, WHOLE_SET, type ImportFile } from "#app/platform/imports/problems.ts";
import {
  checkHymnFiles,
  hymnFromImport,
  IMPORT_LIMITS,
  numberHymns,
  readHymnFiles,
  replacedHymns,
  replacementText,
  songbookNames,
} from "./hymn-import.ts";
import { parseOpenLyrics, parsePlainText } from "./hymn-formats.ts";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/hymnal/${name}`, import.meta.url), "utf8");
const file = (name: string, text: string): ImportFile => ({ name, bytes: new TextEncoder().encode(text) });

const song = (properties: string, lyrics: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.8">
  <properties>${properties}</properties>
  <lyrics>${lyrics}</lyrics>
</song>`;
const titled = '<titles><title>Canção Nova</title></titles><songbooks><songbook name="H" entry="450"/></songbooks>';

function problem(name: string, text: string): string {
  const checked = checkHymnFiles([file(name, text)]);
  if (checked.ok) throw new Error("expected a problem");
  return problemLines(checked.problems).join("\n");
}

describe("OpenLyrics", () => {
  it("reads number, title, stanzas, the chorus, author and copyright", () => {
    const parsed = parseOpenLyrics("301-luz-da-manha.xml", fixture("301-luz-da-manha.xml"));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    expect(parsed.hymn).toMatchObject({
      numero: 301,
      titulo: "Luz da Manhã",
      autor: "Coral Lâmpada",
      copyright: "© 2026 Igreja Lâmpada — uso no culto",
      coro: "Lampejo de graça, clarão de bondade,\nacende em nós tua santa verdade!",
    });
    expect(parsed.hymn.estrofes).toHaveLength(2);
    expect(parsed.hymn.estrofes[1]!.split("\n")[1]).toBe("tua voz nos conduz pela estrada & trilha;");
  });

  it("reads 0.7 <line> elements, CDATA, chords and comments; keeps the Portuguese verses; the number from the file name", () => {
    const parsed = parseOpenLyrics(
      "512 - Outro.xml",
      song(
        "<titles><title>Outro</title></titles><authors><author>A</author><author>B</author><author>A</author></authors>",
        `<verse name="v1" lang="pt"><lines><line>Primeira <chord name="D"/>linha</line><line><![CDATA[Segunda <linha>]]></line></lines></verse>
         <verse name="v1" lang="en"><lines>First line</lines></verse>
         <verse name="c" lang="pt"><lines>Coro um<comment>repetir</comment></lines></verse>
         <verse name="c" lang="pt"><lines>Coro um</lines></verse>`,
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      hymn: {
        numero: 512,
        titulo: "Outro",
        estrofes: ["Primeira linha\nSegunda <linha>"],
        coro: "Coro um",
        autor: "A, B",
        copyright: null,
        arquivo: "512 - Outro.xml",
        hinarios: [],
        numeroProprio: null,
        numeroDoNome: 512,
      },
    });
  });

  it("refuses each kind of broken file with its reason", () => {
    expect(problem("a.xml", "<song><properties>")).toMatch(/^a\.xml: XML inválido: <properties> sem fechamento/);
    expect(problem("b.xml", song(titled, "<verse name='v1'><lines>x</line></verse>"))).toMatch(/esperado <\/lines>, encontrado <\/line>/);
    expect(problem("c.xml", `<!DOCTYPE song [<!ENTITY x SYSTEM "file:///etc/passwd">]><song>&x;</song>`)).toMatch(/DOCTYPE\/ENTITY não é aceita/);
    expect(problem("d.xml", song(titled, "<verse name='v1'><lines>&nbsp;</lines></verse>"))).toMatch(/entidade desconhecida &nbsp;/);
    expect(problem("e.xml", "<hino/>")).toMatch(/não é um arquivo OpenLyrics/);
    expect(problem("g.xml", song('<songbooks><songbook name="H" entry="7"/></songbooks>', ""))).toBe("g.xml: falta o título");
    expect(problem("h.xml", song(titled, "<verse name='c1'><lines>um</lines></verse><verse name='c2'><lines>dois</lines></verse>"))).toMatch(
      /mais de um coro diferente \(verso c2\)/,
    );
    const long = "a".repeat(IMPORT_LIMITS.line + 1);
    expect(problem("i.xml", song(titled, `<verse name='v1'><lines>ok<br/>${long}</lines></verse>`))).toBe(
      `i.xml: estrofe 1, linha 2: mais de ${IMPORT_LIMITS.line} caracteres`,
    );
    expect(problem("j.xml", song('<titles><title>X</title></titles><songbooks><songbook entry="10000"/></songbooks>', ""))).toMatch(
      /número 10000 fora do intervalo/,
    );
  });
});

describe("plain text", () => {
  it("reads the same hymn as the OpenLyrics file, but for the ampersand", () => {
    const text = parsePlainText("301-luz-da-manha.txt", fixture("301-luz-da-manha.txt"));
    const xml = parseOpenLyrics("301-luz-da-manha.xml", fixture("301-luz-da-manha.xml"));
    expect(text.ok && xml.ok).toBe(true);
    if (!text.ok || !xml.ok) return;
    const same = { arquivo: "", hinarios: [], numeroProprio: 301 };
    expect({ ...text.hymn, ...same }).toEqual({ ...xml.hymn, ...same, estrofes: xml.hymn.estrofes.map((s) => s.replace("&", "e")) });
  });

  it("takes '301. Título', 'Coro: text' on one line, CRLF and a byte order mark; a hymn without lyrics", () => {
    expect(parsePlainText("x.txt", "\uFEFF\r\n7. Só Título\r\n")).toMatchObject({
      ok: true,
      hymn: { numero: 7, titulo: "Só Título", estrofes: [], coro: null },
    });
    expect(parsePlainText("x.txt", "8 — T\n\nUm\n\nCoro: Refrão\n\nDois\n\ncoro\nRefrão")).toMatchObject({
      ok: true,
      hymn: { estrofes: ["Um", "Dois"], coro: "Refrão" },
    });
  });

  it("refuses each kind of broken file with its reason", () => {
    expect(problem("a.txt", "Título sem número\n\nUma estrofe")).toBe('a.txt: linha 1: esperado o número e o título do hino, como "301 - Título"');
    expect(problem("b.txt", "301 - T\nEstrofe colada ao título")).toMatch(/^b\.txt: linha 2: depois do título só vêm "Autor: …" e "Copyright: …"/);
    expect(problem("c.txt", "301 - T\n\nUm\n\nCoro:\n\nDois")).toBe('c.txt: linha 5: "Coro:" sem texto');
    expect(problem("d.txt", "301 - T\n\nUm\n\nCoro: A\n\nCoro: B")).toMatch(/linha 7: um segundo coro diferente/);
    expect(problem("e.txt", "0 - T")).toMatch(/número 0 fora do intervalo/);
    expect(problem("f.txt", `301 - ${"T".repeat(IMPORT_LIMITS.title + 1)}`)).toMatch(/título com mais de/);
    expect(problem("g.txt", `301 - T\n\n${Array.from({ length: IMPORT_LIMITS.linesPerStanza + 1 }, () => "l").join("\n")}`)).toMatch(
      /estrofe 1: mais de 30 linhas/,
    );
  });
});

describe("a set of files", () => {
  it("is imported only whole: every bad file named, a number in two files, other types, bytes that are not UTF-8", () => {
    const checked = checkHymnFiles([
      file("301.xml", fixture("301-luz-da-manha.xml")),
      file("301.txt", fixture("301-luz-da-manha.txt")),
      file("capa.pdf", "%PDF"),
      { name: "latin1.txt", bytes: new Uint8Array([0x33, 0x20, 0x2d, 0x20, 0xe7]) },
      file("ok.txt", "302 - Outro"),
    ]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(problemLines(checked.problems)).toEqual([
      "capa.pdf: tipo de arquivo não aceito (use .xml OpenLyrics, .txt ou uma lista .json)",
      "latin1.txt: o arquivo não está em UTF-8",
      "301.txt: o hino 301 já está em 301.xml",
    ]);
  });

  it("limits files, bytes and their number", () => {
    expect(checkHymnFiles([])).toEqual({ ok: false, problems: [{ file: WHOLE_SET, message: "nenhum arquivo enviado" }] });
    const big = { name: "big.txt", bytes: new Uint8Array(IMPORT_LIMITS.fileBytes + 1) };
    expect(checkHymnFiles([big])).toEqual({ ok: false, problems: [{ file: "big.txt", message: "arquivo maior que 256 KB" }] });
    const many = Array.from({ length: IMPORT_LIMITS.files + 1 }, (_, i) => file(`${i}.txt`, `${i + 1} - T`));
    expect(checkHymnFiles(many)).toMatchObject({ ok: false, problems: [{ file: WHOLE_SET }] });
  });

  it("gives the hymnal's lyrics: the chorus after the first stanza, projected after each, the copyright last", () => {
    const checked = checkHymnFiles([file("301.txt", fixture("301-luz-da-manha.txt")), file("20.txt", "20 - Só coro\n\nCoro: Aleluia")]);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const [only, hymn] = checked.hymns.map(hymnFromImport);
    expect(only).toEqual({ numero: 20, titulo: "Só coro", letra: "Aleluia", importado: true });
    expect(hymn!.letra!.split("\n\n")[1]).toBe("Coro:\nLampejo de graça, clarão de bondade,\nacende em nós tua santa verdade!");
    expect(hymnSlides(hymn!).map((s) => s.label)).toEqual(["Título", "Estrofe 1", "Coro", "Estrofe 2", "Coro", "Direitos"]);
  });
});

const exported = (name: string) => readFileSync(`tests/fixtures/hymnal/exportados/${name}`);
const exports = ["Cantico do Vale.xml", "Estrela da Tarde.xml", "Ponte Antiga.xml", "Sementes ao Vento.xml"].map((name) => ({
  name,
  bytes: new Uint8Array(exported(name)),
}));

describe("OpenLyrics as projection programs export it", () => {
  const read = readHymnFiles(exports);
  const byTitle = (title: string) => read.hymns.find((h) => h.titulo === title)!;

  it("reads every file, numbers or not", () => {
    expect(read.problems).toEqual([]);
    expect(read.hymns.map((h) => [h.titulo, h.numero])).toEqual([
      ["Cântico do Vale", 120],
      ["Estrela da Tarde", null],
      ["Old Bridge", 48],
      ["Sementes ao Vento", null],
    ]);
  });

  it("follows <verseOrder>, sings a repeated line twice, leaves chords and comments out", () => {
    expect(byTitle("Estrela da Tarde")).toMatchObject({
      estrofes: ["A tarde cai sobre a serra\ne o sino chama para orar", "Quando a noite vem chegando\na esperança fica acesa"],
      coro: "Brilha, estrela, sobre o caminho\nBrilha, estrela, sobre o caminho",
    });
  });

  it("keeps one language: the Portuguese verses and lines when present (its title too), else the first language", () => {
    expect(byTitle("Sementes ao Vento")).toMatchObject({
      estrofes: ["Voam sementes pelo vento\ncaem na terra preparada", "Vem a chuva, vem o sol\ne a colheita vem depois"],
      coro: "Cresce, semente, cresce",
    });
    expect(byTitle("Old Bridge")).toMatchObject({ estrofes: ["Over the old bridge we walk", "Hand in hand the river crossed"], coro: null });
  });

  it("decodes the encoding the prolog declares and drops an older export's inline chord marks", () => {
    expect(byTitle("Cântico do Vale").estrofes).toEqual(["No vale é calmo o rio\na ponte é de pedra"]);
    const lying = { name: "x.xml", bytes: new TextEncoder().encode('<?xml version="1.0" encoding="klingon"?><song/>') };
    expect(problemLines(readHymnFiles([lying]).problems)).toEqual([
      "x.xml: a codificação declarada (klingon) não é conhecida; salve o arquivo em UTF-8",
    ]);
  });

  it("refuses a <verseOrder> that names a verse the song does not have", () => {
    expect(problem("v.xml", song(`${titled}<verseOrder>v1 v9</verseOrder>`, "<verse name='v1'><lines>um</lines></verse>"))).toBe(
      'v.xml: <verseOrder> cita o verso "v9", que não está em <lyrics>',
    );
  });
});

describe("numbering a set", () => {
  const { hymns } = readHymnFiles(exports);
  const numbers = (numbered: ReturnType<typeof numberHymns>) => numbered.map((h) => [h.titulo, h.numero, h.origem]);

  it("by default takes what each file gives and proposes the next free number for the others", () => {
    expect(numbers(numberHymns(hymns, { from: "arquivo" }, new Set([1, 2, 300])))).toEqual([
      ["Cântico do Vale", 120, "arquivo"],
      ["Estrela da Tarde", 301, "proposto"],
      ["Old Bridge", 48, "arquivo"],
      ["Sementes ao Vento", 302, "proposto"],
    ]);
  });

  it("from a chosen songbook (its name as the files write it, accents and case aside), in order, or from the file names", () => {
    expect(songbookNames(hymns)).toEqual(["Songbook with Number", "Hinário da Igreja"]);
    expect(numbers(numberHymns(hymns, { from: "hinario", nome: "hinario da IGREJA" }, new Set()))).toEqual([
      ["Cântico do Vale", 120, "hinario"],
      ["Estrela da Tarde", 121, "proposto"],
      ["Old Bridge", 122, "proposto"],
      ["Sementes ao Vento", 123, "proposto"],
    ]);
    expect(numbers(numberHymns(hymns, { from: "ordem", inicio: 500 }, new Set())).map((n) => n[1])).toEqual([500, 501, 502, 503]);
    const named = readHymnFiles([file("77 - Hino.xml", song("<titles><title>Hino</title></titles>", ""))]).hymns;
    expect(numbers(numberHymns(named, { from: "nome" }, new Set()))).toEqual([["Hino", 77, "nome"]]);
  });

  it("says which hymn of the hymnal each number replaces; a number twice refuses the set", () => {
    const numbered = numberHymns(hymns, { from: "arquivo" }, new Set([48]));
    const taken = new Map([[48, { titulo: "Caminho Antigo", importado: false }]]);
    expect(replacedHymns(numbered, taken).map(replacementText)).toEqual(["hino 48: «Caminho Antigo» (exemplo do portal) dá lugar a «Old Bridge»"]);
    const twice = checkHymnFiles(exports, { from: "ordem", inicio: 9999 });
    expect(twice.ok).toBe(false);
    expect(!twice.ok && problemLines(twice.problems)).toEqual([
      "Estrela da Tarde.xml: número 10000 fora do intervalo 1 a 9999",
      "Ponte Antiga.xml: número 10001 fora do intervalo 1 a 9999",
      "Sementes ao Vento.xml: número 10002 fora do intervalo 1 a 9999",
    ]);
  });
});

describe("a JSON list of hymns", () => {
  const list = readFileSync("tests/fixtures/hymnal/hinario-lista.json");

  it("imports every hymn with its number, authors, stanzas in order and the chorus once", () => {
    const checked = checkHymnFiles([{ name: "hinario.json", bytes: new Uint8Array(list) }]);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.hymns.map((h) => [h.numero, h.titulo, h.autor, h.estrofes.length, h.coro, h.arquivo])).toEqual([
      [1, "Manhã de Sábado", "Coral Lâmpada", 2, "Descansa, povo amado,\no Criador falou.", "hinario.json (hino 1)"],
      [2, "Barco na Tormenta", "Grupo de Louvor Lâmpada", 2, "Não temas, diz a voz,\nestou aqui contigo.", "hinario.json (hino 2)"],
      [3, "Pão Repartido", null, 1, null, "hinario.json (hino 3)"],
    ]);
    expect(checked.hymns[0]!.estrofes[0]).toBe("O sol desperta a colina,\no sábado chegou;");
  });

  it("names each bad hymn by its place in the list", () => {
    const bad = JSON.stringify([{ numero: "x", titulo: "A" }, { numero: 2 }, { numero: 3, titulo: "C", estrofes: "não é lista" }, 7]);
    expect(problemLines(readHymnFiles([file("h.json", bad)]).problems)).toEqual([
      "h.json: hino 1 da lista: o número precisa ser um inteiro, como 48",
      "h.json: hino 2 da lista: falta o título",
      "h.json: hino 3 da lista: as estrofes precisam ser uma lista",
      "h.json: hino 4 da lista: esperado um objeto com número, título e estrofes",
    ]);
    expect(problemLines(readHymnFiles([file("h.json", "{")]).problems)[0]).toMatch(/^h\.json: JSON inválido/);
    expect(problemLines(readHymnFiles([file("h.json", '{"a":1}')]).problems)).toEqual([
      'h.json: esperada uma lista de hinos ([...] ou { "hinos": [...] })',
    ]);
  });
});
