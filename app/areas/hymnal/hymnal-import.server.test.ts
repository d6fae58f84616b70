import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { zipOf } from "#tests/support/zip-writer.ts";
import { checkHymnFiles, problemLines } from "./hymn-import.ts";
import { expandHymnZips, readHymnPath } from "./hymnal-import.server.ts";

const XML = readFileSync("tests/fixtures/hymnal/301-luz-da-manha.xml", "utf8");
const TXT = "302 - Hino Bom\n\nUma estrofe inteira\ncom duas linhas\n";

describe("a zip of hymn files", () => {
  it("gives the .xml and .txt inside it (its folders too), leaving other files and a Mac's hidden copies out", () => {
    const zip = zipOf([
      { name: "hinario/301.xml", text: XML },
      { name: "hinario/sub/302.txt", text: TXT },
      { name: "hinario/capa.png", text: "imagem" },
      { name: "__MACOSX/hinario/._301.xml", text: "lixo" },
    ]);
    const { files, problems } = expandHymnZips([
      { name: "hinos.zip", bytes: zip },
      { name: "303.txt", bytes: new TextEncoder().encode("303 - Outro\n") },
    ]);
    expect(problems).toEqual([]);
    expect(files.map((f) => f.name)).toEqual(["hinario/301.xml", "hinario/sub/302.txt", "303.txt"]);
    const checked = checkHymnFiles(files);
    expect(checked.ok && checked.hymns.map((h) => [h.numero, h.titulo, h.arquivo])).toEqual([
      [301, "Luz da Manhã", "hinario/301.xml"],
      [302, "Hino Bom", "hinario/sub/302.txt"],
      [303, "Outro", "303.txt"],
    ]);
  });

  it("is a problem naming the zip when it cannot be read, and the command reads a zip's path", async () => {
    const broken = expandHymnZips([{ name: "hinos.zip", bytes: zipOf([{ name: "301.xml", text: XML }], { corrupt: true }) }]);
    expect(problemLines(broken.problems)).toEqual(["hinos.zip: 301.xml: zip corrompido (não foi possível descompactar)"]);
    const notZip = expandHymnZips([{ name: "hinos.zip", bytes: new TextEncoder().encode("não sou zip") }]);
    expect(problemLines(notZip.problems)).toEqual(["hinos.zip: não é um arquivo zip válido"]);

    const folder = mkdtempSync(join(tmpdir(), "hinos-zip-"));
    writeFileSync(join(folder, "hinos.zip"), zipOf([{ name: "302.txt", text: TXT }]));
    const read = await readHymnPath(join(folder, "hinos.zip"));
    expect(read.problems).toEqual([]);
    expect(read.files.map((f) => f.name)).toEqual(["302.txt"]);
  });
});
