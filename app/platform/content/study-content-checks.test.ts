import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

/** The hymnal, dictionary and quiz checks fail on the mistakes they exist to catch. */
type Rows = Array<Record<string, unknown>>;
const real = (file: string) => parse(readFileSync(join("content", file), "utf8")) as Rows;
const dirs: string[] = [];

async function loadWith(file: string, rows: Rows, loaderModule: string, loader: string) {
  const dir = mkdtempSync(join(tmpdir(), "lampada-content-"));
  dirs.push(dir);
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), stringify(rows));
  process.env.CONTENT_DIR = dir;
  vi.resetModules();
  const module = (await import(loaderModule)) as Record<string, () => unknown>;
  return () => module[loader]!();
}

afterEach(() => {
  delete process.env.CONTENT_DIR;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("hymnal checks", () => {
  const load = (rows: Rows) => loadWith("hymnal/hymns.yaml", rows, "#app/areas/hymnal/hymnal.content.server.ts", "loadHymns");

  it("need at least 90 hymns numbered 1..N", async () => {
    expect(await load(real("hymnal/hymns.yaml").slice(0, 89))).toThrow(/pelo menos 90 hinos/);
    const rows = real("hymnal/hymns.yaml");
    rows[5]!.numero = 5;
    expect(await load(rows)).toThrow(/\[5\] — número repetido: 5/);
  });

  it("need a category of the spec and a source for every lyric", async () => {
    const rows = real("hymnal/hymns.yaml");
    rows[1]!.categoria = "Rock";
    expect(await load(rows)).toThrow(/\[1\]\.categoria/);
    const unsourced = real("hymnal/hymns.yaml");
    unsourced[1]!.letra = "Santo, santo, santo";
    expect(await load(unsourced)).toThrow(/\[1\]\.letraFonte/);
  });
});

describe("dictionary checks", () => {
  const load = (rows: Rows) => loadWith("dictionary/entries.yaml", rows, "#app/areas/dictionary/dictionary.content.server.ts", "loadDictionary");

  it("need references that resolve and unique words", async () => {
    const rows = real("dictionary/entries.yaml");
    rows[0]!.definicao = "Palavra aramaica (Mc 99:1).";
    expect(await load(rows)).toThrow(/\[0\]\.definicao — referência bíblica inválida: "Mc 99:1"/);
    const uncited = real("dictionary/entries.yaml");
    uncited[0]!.definicao = "Palavra aramaica.";
    expect(await load(uncited)).toThrow(/ao menos uma referência/);
    const repeated = real("dictionary/entries.yaml");
    repeated[1]!.palavra = repeated[0]!.palavra;
    expect(await load(repeated)).toThrow(/palavra repetido/);
  });
});

describe("quiz checks", () => {
  const load = (rows: Rows) => loadWith("quiz/quizzes.yaml", rows, "#app/areas/quiz/quiz.content.server.ts", "loadQuizzes");
  const question = (rows: Rows) => (rows[0]!.perguntas as Rows)[0]!;

  it("need 30 quizzes with unique ids", async () => {
    expect(await load(real("quiz/quizzes.yaml").slice(1))).toThrow(/30 quizzes/);
    const rows = real("quiz/quizzes.yaml");
    rows[1]!.id = rows[0]!.id;
    expect(await load(rows)).toThrow(/id repetido/);
  });

  it("need exactly one correct option among four and a real reference", async () => {
    const wrongAnswer = real("quiz/quizzes.yaml");
    question(wrongAnswer).resposta = "Nenhuma delas";
    expect(await load(wrongAnswer)).toThrow(/\[0\]\.perguntas\[0\]\.resposta — a resposta precisa ser exatamente uma das opções/);
    const twice = real("quiz/quizzes.yaml");
    const options = question(twice).opcoes as string[];
    options[1] = options[0]!;
    expect(await load(twice)).toThrow(/opções repetidas/);
    const three = real("quiz/quizzes.yaml");
    (question(three).opcoes as string[]).pop();
    expect(await load(three)).toThrow(/4 opções/);
    const badReference = real("quiz/quizzes.yaml");
    question(badReference).referencia = "Gn 51:1";
    expect(await load(badReference)).toThrow(/referencia — referência bíblica inválida/);
  });
});
