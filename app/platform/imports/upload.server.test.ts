import { describe, expect, it } from "vitest";
import { zipOf } from "#tests/support/zip-writer.ts";
import { problemLines, WHOLE_SET } from "./problems.ts";
import { expandUpload, type ImportBudget } from "./upload.server.ts";

const BUDGET: ImportBudget = { files: 10, zipEntries: 20, fileBytes: 1024, totalBytes: 4096 };
const txt = (name: string) => name.endsWith(".txt");
const loose = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

/** A zip whose central directory lists its one entry twice, both over the same local header. */
function overlapping(): Uint8Array {
  const zip = Buffer.from(zipOf([{ name: "a.txt", text: "a".repeat(1000) }]));
  const end = zip.length - 22;
  const start = zip.readUInt32LE(end + 16);
  const entry = zip.subarray(start, end);
  const out = Buffer.concat([zip.subarray(0, end), entry, zip.subarray(end)]);
  const record = out.length - 22;
  out.writeUInt16LE(2, record + 8);
  out.writeUInt16LE(2, record + 10);
  out.writeUInt32LE(entry.length * 2, record + 12);
  return new Uint8Array(out);
}

describe("one budget for a whole upload", () => {
  it("gives loose files and every zip's wanted entries, in the upload's order", () => {
    const read = expandUpload(
      [
        {
          name: "a.zip",
          bytes: zipOf([
            { name: "pasta/1.txt", text: "um" },
            { name: "capa.png", text: "x" },
          ]),
        },
        loose("2.txt", "dois"),
      ],
      BUDGET,
      txt,
    );
    expect(read.problems).toEqual([]);
    expect(read.files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ["pasta/1.txt", "um"],
      ["2.txt", "dois"],
    ]);
  });

  it("counts entries, files and inflated bytes across all the zips before inflating any", () => {
    const small = (i: number) => ({ name: `${i}.zip`, bytes: zipOf([{ name: `${i}.txt`, text: "a".repeat(1000) }]) });
    // Each zip is within every limit; together they are not.
    const files = expandUpload(
      Array.from({ length: 11 }, (_, i) => small(i)),
      { ...BUDGET, totalBytes: 1e6 },
      txt,
    );
    expect(files.problems).toEqual([{ file: WHOLE_SET, message: "mais de 10 arquivos numa importação" }]);
    const bytes = expandUpload(
      Array.from({ length: 5 }, (_, i) => small(i)),
      BUDGET,
      txt,
    );
    expect(problemLines(bytes.problems)).toEqual(["(importação): mais de 4 KB descompactados numa importação"]);
    const entries = expandUpload(
      Array.from({ length: 3 }, (_, i) => ({
        name: `${i}.zip`,
        bytes: zipOf(Array.from({ length: 8 }, (_, j) => ({ name: `${j}.png`, text: "x" }))),
      })),
      BUDGET,
      txt,
    );
    expect(problemLines(entries.problems)).toEqual(["(importação): os zips desta importação têm mais de 20 itens"]);
    expect(files.files).toEqual([]);
  });

  it("refuses a zip whose directory points two entries at the same data, and names a bad zip without inflating the others", () => {
    expect(problemLines(expandUpload([{ name: "bomba.zip", bytes: overlapping() }], BUDGET, txt).problems)).toEqual([
      "bomba.zip: a.txt: zip corrompido (dois itens com os mesmos dados)",
    ]);
    const read = expandUpload([{ name: "ok.zip", bytes: zipOf([{ name: "1.txt", text: "um" }]) }, loose("x.zip", "não sou zip")], BUDGET, txt);
    expect(read).toEqual({ files: [], problems: [{ file: "x.zip", message: "não é um arquivo zip válido" }] });
  });

  it("refuses 200 small zips that would inflate to far more than the budget, inflating none of them", () => {
    // Damaged data: inflating any entry would add a "zip corrompido" problem.
    const bomb = zipOf([{ name: "grande.txt", text: "a".repeat(1000) }], { corrupt: true });
    const upload = Array.from({ length: 200 }, (_, i) => ({ name: `${i}.zip`, bytes: bomb }));
    const read = expandUpload(upload, { files: 1500, zipEntries: 3000, fileBytes: 1024, totalBytes: 100 * 1024 }, txt);
    expect(problemLines(read.problems)).toEqual(["(importação): mais de 100 KB descompactados numa importação"]);
  });
});
