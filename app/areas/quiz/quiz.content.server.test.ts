import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { contentTrees, shippedRows as real, type Rows } from "#tests/support/content-trees.ts";

/** The quiz checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("quiz checks", () => {
  const load = (rows: Rows) =>
    content.loader(
      content.withFile("quiz/quizzes.yaml", stringify(rows)),
      () => import("./quiz.content.server.ts"),
      (m) => m.loadQuizzes,
    );
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
