import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { books } from "#app/areas/bible/books.ts";
import { contentTrees, replaceIn } from "#tests/support/content-trees.ts";
import { findReadingPlan, loadReadingPlans, PLAN_COUNT } from "./reading-plans.content.server.ts";

/** content/reading-plans/plans.yaml: every plan gives what its title promises. */
const plans = loadReadingPlans();

/** The chapters a plan reads, as "book/chapter" strings in reading order. */
function chaptersRead(id: string): string[] {
  return findReadingPlan(id)!.dias.flatMap((d) =>
    d.leitura.flatMap((part) => {
      const [, book, from] = /^\/biblia\/([^/]+)\/(\d+)/.exec(part.href)!;
      const range = /–(\d+)$/.exec(part.label);
      const to = range ? Number(range[1]) : Number(from);
      return Array.from({ length: to - Number(from) + 1 }, (_, i) => `${book}/${Number(from) + i}`);
    }),
  );
}

function allChapters(ids: string[]): string[] {
  return ids.flatMap((id) => Array.from({ length: books.find((b) => b.id === id)!.capitulos }, (_, i) => `${id}/${i + 1}`));
}

const range = (from: string, to: string) =>
  books
    .slice(
      books.findIndex((b) => b.id === from),
      books.findIndex((b) => b.id === to) + 1,
    )
    .map((b) => b.id);

describe("reading plans content", () => {
  it("has the ten plans of the spec, each with as many days as its duration says", () => {
    expect(plans).toHaveLength(PLAN_COUNT);
    for (const plan of plans) {
      expect(plan.dias, plan.id).toHaveLength(plan.licoes);
      expect(plan.duracao, plan.id).toBe(`${plan.licoes} dias`);
      expect(plan.dias.map((d) => d.dia)).toEqual(plan.dias.map((_, i) => i + 1));
      for (const day of plan.dias) {
        expect(day.leitura.length, `${plan.id} dia ${day.dia}`).toBeGreaterThan(0);
        expect(day.reflexao.length, `${plan.id} dia ${day.dia}`).toBeGreaterThan(20);
      }
    }
  });

  it.each([
    ["biblia-em-um-ano", 365, range("gn", "ap"), 1189],
    ["novo-testamento-90-dias", 90, range("mt", "ap"), 260],
    ["salmos-30-dias", 30, ["sl"], 150],
    ["proverbios-31-dias", 31, ["pv"], 31],
    ["evangelhos-40-dias", 40, ["mt", "mc", "lc", "jo"], 89],
    ["genesis-exodo-50-dias", 50, ["gn", "ex"], 90],
    ["cartas-de-paulo-60-dias", 60, range("rm", "fm"), 87],
    ["profetas-maiores-80-dias", 80, ["is", "jr", "lm", "ez", "dn"], 183],
  ])("%s reads its %i days covering every chapter it promises exactly once", (id, days, bookIds, count) => {
    expect(findReadingPlan(id)!.licoes).toBe(days);
    const read = chaptersRead(id);
    expect(read).toHaveLength(count);
    expect(read).toEqual(allChapters(bookIds));
  });

  it.each([
    "salmos-30-dias",
    "proverbios-31-dias",
    "genesis-exodo-50-dias",
    "evangelhos-40-dias",
    "vida-de-jesus-30-dias",
    "mulheres-da-biblia-21-dias",
  ])("%s has a reflection of its own for every day", (id) => {
    const reflections = findReadingPlan(id)!.dias.map((d) => d.reflexao);
    expect(new Set(reflections).size).toBe(reflections.length);
  });

  it("has thematic plans of 30 and 21 days", () => {
    expect(findReadingPlan("vida-de-jesus-30-dias")!.licoes).toBe(30);
    expect(findReadingPlan("mulheres-da-biblia-21-dias")!.licoes).toBe(21);
  });
});

/** The reading-plan checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("study area content checks", () => {
  it("reading plans: a duration that is not the plan's day count, and a reference that names no chapter", async () => {
    const plans = (edit: (root: string) => void) => {
      const root = content.copyOf("reading-plans");
      edit(root);
      return content.loader(
        root,
        () => import("./reading-plans.content.server.ts"),
        (m) => m.loadReadingPlans,
      );
    };
    expect(await plans((root) => replaceIn(join(root, "reading-plans/plans.yaml"), "duracao: 31 dias", "duracao: 30 dias"))).toThrow(
      /plans\.yaml: planos\[3\]\.duracao — o plano tem 31 dias/,
    );
    expect(await plans((root) => replaceIn(join(root, "reading-plans/plans.yaml"), "[Jo 1:1-18]", "[Jo 22:1]"))).toThrow(
      /referência bíblica inválida/,
    );
  });
});
