import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees } from "#tests/support/content-trees.ts";
import { loadQuarters } from "./sabbath-school.content.server.ts";
import { STUDY_DAYS, wordCount, wordsAllowed } from "./sabbath-school.ts";

const quarters = loadQuarters();

describe("sabbath school content (content/sabbath-school)", () => {
  it("has the spec's quarters and themes, at least 2 lessons of a short introduction and 6 days of 250–600 words each", () => {
    expect(quarters.map((q) => [q.nome, q.trimestre, q.tema])).toEqual([
      ["Adultos", "4º Trimestre 2025", "O Grande Conflito"],
      ["Jovens", "4º Trimestre 2025", "Heróis da Fé"],
    ]);
    for (const q of quarters) {
      expect(q.licoes.length).toBeGreaterThanOrEqual(2);
      for (const lesson of q.licoes) {
        expect(lesson.dias.map((d) => d.dia)).toEqual(["sabado", ...STUDY_DAYS.map((d) => d.id)]);
        for (const day of lesson.dias) {
          const words = wordCount(day.conteudo.replace(/\]\([^)]*\)/g, "]"));
          expect(words).toBeGreaterThanOrEqual(wordsAllowed(day.dia).min);
          expect(words).toBeLessThanOrEqual(wordsAllowed(day.dia).max);
          expect(day.conteudo, "links at least one reference to the reader").toMatch(/\]\(\/biblia\//);
        }
      }
    }
  });

  it("dates lessons on consecutive Sabbaths of the quarter", () => {
    for (const q of quarters) {
      const dates = q.licoes.map((l) => {
        const [d, m, y] = l.data.split("/").map(Number);
        return new Date(Date.UTC(y!, m! - 1, d!));
      });
      for (const date of dates) expect(date.getUTCDay()).toBe(6);
      dates.slice(1).forEach((date, i) => expect(date.getTime() - dates[i]!.getTime()).toBe(7 * 86_400_000));
    }
  });
});

/** The Sabbath School checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("study area content checks", () => {
  it("sabbath school: a day too short, and a missing day", async () => {
    const load = (edit: (root: string) => void) => {
      const root = content.copyOf("sabbath-school");
      edit(root);
      return content.loader(
        root,
        () => import("./sabbath-school.content.server.ts"),
        (m) => m.loadQuarters,
      );
    };
    expect(
      await load((root) => writeFileSync(join(root, "sabbath-school/adultos/licao-1-terca.md"), "---\ntitulo: Curto\n---\n\nPoucas palavras.\n")),
    ).toThrow(/adultos\/licao-1-terca\.md: \(corpo\) — o estudo do dia tem 2 palavras/);
    expect(await load((root) => rmSync(join(root, "sabbath-school/jovens/licao-2-quinta.md")))).toThrow(
      /jovens\/licao-2-quinta\.md: \(arquivo\) — falta o estudo deste dia/,
    );
  });
});
