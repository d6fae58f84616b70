import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { problemLines } from "#app/platform/imports/problems.ts";
import { zipOf } from "#tests/support/zip-writer.ts";
import { checkHymnFiles } from "./hymn-import.ts";
import { hymnFilesOfUpload, readHymnPath } from "./hymnal-import.server.ts";

const XML = readFileSync("tests/fixtures/hymnal/301-luz-da-manha.xml", "utf8");
const TXT = "302 - Hino Bom\n\nUma estrofe inteira\ncom duas linhas\n";

describe("a zip of hymn files", () => {
  it("gives the .xml, .txt and .json inside it (its folders too), leaving other files and a Mac's hidden copies out", () => {
    const zip = zipOf([
      { name: "hinario/301.xml", text: XML },
      { name: "hinario/sub/302.txt", text: TXT },
      { name: "hinario/lista.json", text: '[{"numero": 304, "titulo": "Da Lista"}]' },
      { name: "hinario/capa.png", text: "imagem" },
      { name: "__MACOSX/hinario/._301.xml", text: "lixo" },
    ]);
    const { files, problems } = hymnFilesOfUpload([
      { name: "hinos.zip", bytes: zip },
      { name: "303.txt", bytes: new TextEncoder().encode("303 - Outro\n") },
    ]);
    expect(problems).toEqual([]);
    expect(files.map((f) => f.name)).toEqual(["hinario/301.xml", "hinario/sub/302.txt", "hinario/lista.json", "303.txt"]);
    const checked = checkHymnFiles(files);
    expect(checked.ok && checked.hymns.map((h) => [h.numero, h.titulo, h.arquivo])).toEqual([
      [301, "Luz da Manhã", "hinario/301.xml"],
      [302, "Hino Bom", "hinario/sub/302.txt"],
      [303, "Outro", "303.txt"],
      [304, "Da Lista", "hinario/lista.json (hino 304)"],
    ]);
  });

  it("is a problem naming the zip when it cannot be read, and the command reads a zip's path and a folder", async () => {
    const broken = hymnFilesOfUpload([{ name: "hinos.zip", bytes: zipOf([{ name: "301.xml", text: XML }], { corrupt: true }) }]);
    expect(problemLines(broken.problems)).toEqual(["hinos.zip: 301.xml: zip corrompido (não foi possível descompactar)"]);
    const notZip = hymnFilesOfUpload([{ name: "hinos.zip", bytes: new TextEncoder().encode("não sou zip") }]);
    expect(problemLines(notZip.problems)).toEqual(["hinos.zip: não é um arquivo zip válido"]);

    const folder = mkdtempSync(join(tmpdir(), "hinos-zip-"));
    writeFileSync(join(folder, "hinos.zip"), zipOf([{ name: "302.txt", text: TXT }]));
    const read = await readHymnPath(join(folder, "hinos.zip"));
    expect(read.problems).toEqual([]);
    expect(read.files.map((f) => f.name)).toEqual(["302.txt"]);
    const exported = await readHymnPath("tests/fixtures/hymnal/exportados");
    expect(exported.files.map((f) => f.name)).toEqual(["Cantico do Vale.xml", "Estrela da Tarde.xml", "Ponte Antiga.xml", "Sementes ao Vento.xml"]);
    const empty = await readHymnPath(mkdtempSync(join(tmpdir(), "hinos-vazio-")));
    expect(problemLines(empty.problems)[0]).toMatch(/a pasta não tem arquivos \.xml, \.txt nem \.json$/);
  });
});
