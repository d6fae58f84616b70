import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { problemLines } from "#app/platform/imports/problems.ts";
import { checkQuarterFiles, parseDayMonthYear, quarterFromImport, type QuarterFile } from "./quarter-import.ts";

/** The fixture quarters (tests/fixtures/lessons/pt/2026-04 and 2026-04-cq, our own words), named as the command names them. */
function fixtureFiles(folder = "2026-04"): QuarterFile[] {
  const fixture = `tests/fixtures/lessons/pt/${folder}`;
  return readdirSync(fixture, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { name: `${folder}/${relative(fixture, path)}`, bytes: new Uint8Array(readFileSync(path)) };
    });
}

const dmy = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
};

/** A quarter of `weeks` weeks from the day `first` (UTC ms), every file short and in the layout. */
function generatedQuarter(folder: string, first: number, weeks: number): QuarterFile[] {
  const day = (n: number) => dmy(first + n * 86_400_000);
  const files = [{ name: `${folder}/info.yml`, bytes: bytes(`title: "Gerado"\nstart_date: "${day(0)}"\nend_date: "${day(7 * weeks - 1)}"\n`) }];
  for (let w = 0; w < weeks; w++) {
    const week = `${folder}/${String(w + 1).padStart(2, "0")}`;
    files.push({ name: `${week}/info.yml`, bytes: bytes(`title: "Semana ${w + 1}"\nstart_date: "${day(7 * w)}"\nend_date: "${day(7 * w + 6)}"\n`) });
    for (let d = 0; d < 7; d++)
      files.push({ name: `${week}/0${d + 1}.md`, bytes: bytes(`---\ntitle: Dia ${d + 1}\ndate: ${day(7 * w + d)}\n---\n\nTexto do dia.\n`) });
  }
  return files;
}

/** The one quarter of a check that passes. */
function onlyQuarter(files: QuarterFile[]) {
  const checked = checkQuarterFiles(files);
  if (!checked.ok) throw new Error(problemLines(checked.problems).join("\n"));
  expect(checked.quarters).toHaveLength(1);
  return checked.quarters[0]!;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

/** The fixture with one file's text changed (or the file gone, with `null`). */
function withFile(name: string, change: ((text: string) => string) | null): QuarterFile[] {
  return fixtureFiles().flatMap((f) => (f.name !== name ? [f] : change ? [{ name, bytes: bytes(change(text(f.bytes))) }] : []));
}

const problems = (files: QuarterFile[]) => {
  const checked = checkQuarterFiles(files);
  return checked.ok ? [] : problemLines(checked.problems);
};

describe("a quarter in the repository's layout", () => {
  it("reads the quarter, its weeks and their seven days, leaving the teachers' comments out", () => {
    const quarter = onlyQuarter(fixtureFiles());
    expect(quarter).toMatchObject({
      id: "2026-04",
      categoria: "adultos",
      titulo: "Sementes do Reino",
      periodo: "Outubro · Novembro · Dezembro 2026",
      inicio: "2026-10-03",
      fim: "2026-10-16",
    });
    expect(quarter.semanas.map((w) => [w.numero, w.titulo, w.inicio, w.fim])).toEqual([
      [1, "O semeador sai a semear", "2026-10-03", "2026-10-09"],
      [2, "O grão de mostarda", "2026-10-10", "2026-10-16"],
    ]);
    expect(quarter.semanas[1]!.dias.map((d) => [d.dia, d.data])).toEqual([
      ["sabado", "2026-10-10"],
      ["domingo", "2026-10-11"],
      ["segunda", "2026-10-12"],
      ["terca", "2026-10-13"],
      ["quarta", "2026-10-14"],
      ["quinta", "2026-10-15"],
      ["sexta", "2026-10-16"],
    ]);
    expect(quarter.semanas[0]!.dias[0]).toMatchObject({ titulo: "Uma semente na mão", texto: expect.stringMatching(/^Nesta semana pensamos/) });
    expect(JSON.stringify(quarter)).not.toContain("Comentário do professor");
  });

  it("shows as the Sabbath School's quarter: weeks as lessons, references linked to the reader", () => {
    const shown = quarterFromImport(onlyQuarter(fixtureFiles()));
    expect(shown).toMatchObject({ categoria: "adultos", nome: "Adultos", trimestre: "4º Trimestre 2026", tema: "Sementes do Reino" });
    expect(shown.importado).toEqual({ id: "2026-04", inicio: "2026-10-03", fim: "2026-10-16" });
    expect(shown.licoes[1]).toMatchObject({ numero: 2, titulo: "O grão de mostarda", data: "10/10/2026" });
    expect(shown.licoes[0]!.dias[0]!.conteudo).toContain("[Mc 4:3](/biblia/mc/4#v3)");
  });

  it("takes the youth's quarter from a folder ending in -cq, and a folder inside src/pt", () => {
    const youth = fixtureFiles().map((f) => ({ ...f, name: f.name.replace(/^2026-04/, "src/pt/2026-04-cq") }));
    const quarter = onlyQuarter(youth);
    expect([quarter.id, quarter.categoria]).toEqual(["2026-04-cq", "jovens"]);
  });

  it("reads a youth quarter that runs Sunday to Sabbath, naming each day by its own date", () => {
    const quarter = onlyQuarter(fixtureFiles("2026-04-cq"));
    expect(quarter).toMatchObject({ id: "2026-04-cq", categoria: "jovens", titulo: "Raízes fundas", inicio: "2026-09-27", fim: "2026-10-03" });
    expect(quarter.semanas[0]!.dias.map((d) => [d.dia, d.data])).toEqual([
      ["domingo", "2026-09-27"],
      ["segunda", "2026-09-28"],
      ["terca", "2026-09-29"],
      ["quarta", "2026-09-30"],
      ["quinta", "2026-10-01"],
      ["sexta", "2026-10-02"],
      ["sabado", "2026-10-03"],
    ]);
    const shown = quarterFromImport(quarter);
    expect(shown.licoes[0]).toMatchObject({ numero: 1, titulo: "A árvore junto ao ribeiro", data: "27/09/2026" });
  });

  it("takes a quarter starting on any weekday as long as its days follow each other in weeks of seven", () => {
    const fromWednesday = fixtureFiles().map((f) => ({
      ...f,
      bytes: bytes(
        text(f.bytes).replace(/(\d{2})\/10\/2026/g, (_, day: string) => {
          const moved = Number(day) - 3; // every date three days earlier: 30/09 (a Wednesday) opens the quarter
          return moved > 0 ? `${String(moved).padStart(2, "0")}/10/2026` : `${30 + moved}/09/2026`;
        }),
      ),
    }));
    const quarter = onlyQuarter(fromWednesday);
    expect([quarter.inicio, quarter.fim, quarter.semanas[0]!.dias[0]!.dia, quarter.semanas[1]!.dias[6]!.dia]).toEqual([
      "2026-09-30",
      "2026-10-13",
      "quarta",
      "terca",
    ]);
  });

  it("imports two quarters side by side (the adults' and the youth's), each within its own limits, and names both", () => {
    const both = [...fixtureFiles(), ...fixtureFiles("2026-04-cq")].map((f) => ({ ...f, name: `src/pt/${f.name}` }));
    const checked = checkQuarterFiles(both);
    if (!checked.ok) throw new Error(problemLines(checked.problems).join("\n"));
    expect(checked.quarters.map((q) => [q.id, q.categoria])).toEqual([
      ["2026-04", "adultos"],
      ["2026-04-cq", "jovens"],
    ]);
    // Two quarters of 14 weeks: 113 files each, 226 in the upload, none over the 200 of a quarter.
    const long = [
      ...generatedQuarter("src/pt/2027-01", Date.UTC(2027, 0, 2), 14),
      ...generatedQuarter("src/pt/2027-01-cq", Date.UTC(2027, 0, 3), 14),
    ];
    expect(long).toHaveLength(226);
    const checkedLong = checkQuarterFiles(long);
    expect(checkedLong.ok && checkedLong.quarters.map((q) => [q.id, q.semanas.length, q.inicio, q.fim])).toEqual([
      ["2027-01", 14, "2027-01-02", "2027-04-09"],
      ["2027-01-cq", 14, "2027-01-03", "2027-04-10"],
    ]);
    // The limit is each quarter's: one quarter over it is named, the other is not.
    const strays = Array.from({ length: 90 }, (_, i) => ({ name: `src/pt/2027-01/notas-${i}.md`, bytes: bytes("x") }));
    expect(problems([...long, ...strays])).toEqual(["src/pt/2027-01/: mais de 200 arquivos num trimestre"]);
    // A problem in one refuses both, named by its file.
    const broken = both.filter((f) => f.name !== "src/pt/2026-04-cq/01/05.md");
    expect(problems(broken)).toEqual(["src/pt/2026-04-cq/01/05.md: falta o estudo deste dia"]);
  });

  it("refuses a bad date, naming the file and the field", () => {
    expect(problems(withFile("2026-04/01/03.md", (t) => t.replace("05/10/2026", "31/02/2026")))).toEqual([
      '2026-04/01/03.md: campo date: data inválida "31/02/2026" (use dd/mm/aaaa)',
    ]);
    expect(problems(withFile("2026-04/01/03.md", (t) => t.replace("05/10/2026", "06/10/2026")))).toEqual([
      "2026-04/01/03.md: campo date: 06/10/2026, esperado 05/10/2026 (um dia depois do outro, a partir do primeiro dia da semana)",
    ]);
    expect(problems(withFile("2026-04/info.yml", (t) => t.replace('start_date: "03/10/2026"', 'start_date: "2026-10-03"')))).toEqual([
      '2026-04/info.yml: campo start_date: data inválida "2026-10-03" (use dd/mm/aaaa)',
    ]);
    expect(problems(withFile("2026-04/info.yml", (t) => t.replace('end_date: "16/10/2026"', 'end_date: "23/10/2026"')))).toEqual([
      "2026-04/info.yml: campo end_date: 23/10/2026, esperado 16/10/2026 (o último dia da última semana, 2 semanas de sete dias depois)",
    ]);
    expect(problems(withFile("2026-04/02/info.yml", (t) => t.replace('start_date: "10/10/2026"', 'start_date: "17/10/2026"')))).toContain(
      "2026-04/02/info.yml: campo start_date: 17/10/2026, esperado 10/10/2026 (o primeiro dia da semana 2 do trimestre)",
    );
  });

  it("refuses a missing field, a missing day or week, broken YAML and text that is not UTF-8", () => {
    expect(problems(withFile("2026-04/02/info.yml", (t) => t.replace(/ {2}title: .*\n/, "")))).toEqual([
      "2026-04/02/info.yml: campo title: obrigatório",
    ]);
    expect(problems(withFile("2026-04/01/05.md", (t) => t.replace(/title: .*\n/, "")))).toEqual(["2026-04/01/05.md: campo title: obrigatório"]);
    expect(problems(withFile("2026-04/01/05.md", (t) => t.replace(/^---\n[\s\S]*?\n---\n/, "")))).toEqual([
      "2026-04/01/05.md: falta o cabeçalho entre linhas --- (title: e date:)",
    ]);
    expect(problems(withFile("2026-04/02/06.md", null))).toEqual(["2026-04/02/06.md: falta o estudo deste dia"]);
    expect(problems(withFile("2026-04/info.yml", (t) => t.replace("title:", "title: [")))).toEqual(["2026-04/info.yml: YAML inválido na linha 3"]);
    const latin1 = fixtureFiles().map((f) => (f.name === "2026-04/01/02.md" ? { ...f, bytes: new Uint8Array([0x74, 0xe3, 0x6f]) } : f));
    expect(problems(latin1)).toEqual(["2026-04/01/02.md: o arquivo não está em UTF-8"]);
    const gap = fixtureFiles().map((f) => ({ ...f, name: f.name.replace("2026-04/02/", "2026-04/03/") }));
    expect(problems(gap)[0]).toBe("2026-04/02/: falta a semana 2 (as semanas vão de 01 a 02, sem pular)");
  });

  it("refuses the wrong layout: no quarter info.yml, a folder with another name, a stray file, one quarter twice", () => {
    expect(problems(withFile("2026-04/info.yml", null))[0]).toMatch(/^\(importação\): /);
    expect(problems(fixtureFiles().filter((f) => !f.name.endsWith("info.yml")))).toEqual([
      "(importação): falta o info.yml do trimestre (como 2026-04/info.yml)",
    ]);
    const renamed = fixtureFiles().map((f) => ({ ...f, name: f.name.replace(/^2026-04/, "licoes") }));
    expect(problems(renamed)).toEqual([
      '(importação): a pasta do trimestre deve se chamar <ano>-<trimestre>, como 2026-04 (ou 2026-04-cq para jovens), não "licoes"',
    ]);
    expect(problems([...fixtureFiles(), { name: "2026-04/01/extra.md", bytes: bytes("x") }])).toEqual([
      "2026-04/01/extra.md: fora do formato: esperado <semana>/info.yml ou <semana>/01.md a 07.md, como 01/info.yml",
    ]);
    const twice = [...fixtureFiles(), ...fixtureFiles().map((f) => ({ ...f, name: `src/pt/${f.name}` }))];
    expect(problems(twice)).toEqual(["(importação): o trimestre 2026-04 aparece duas vezes; deixe uma pasta só"]);
    expect(problems([...fixtureFiles(), { name: "leia-me.md", bytes: bytes("x") }])).toEqual([
      "leia-me.md: fora de um trimestre: esperado dentro de uma pasta como 2026-04/ com o seu info.yml",
    ]);
    expect(problems([{ name: "capa.png", bytes: bytes("x") }])[0]).toMatch(/^\(importação\): nenhum arquivo do trimestre/);
  });

  it("refuses a file over the size limit", () => {
    expect(problems(withFile("2026-04/01/04.md", (t) => t + "palavra ".repeat(9000)))).toEqual(["2026-04/01/04.md: arquivo maior que 64 KB"]);
  });

  it("reads dates only as dd/mm/aaaa", () => {
    expect(parseDayMonthYear("27/12/2025")).toEqual({ year: 2025, month: 12, day: 27 });
    expect(parseDayMonthYear("29/02/2025")).toBeNull();
    expect(parseDayMonthYear("1/2/2025")).toBeNull();
    expect(parseDayMonthYear(20251227)).toBeNull();
  });
});
