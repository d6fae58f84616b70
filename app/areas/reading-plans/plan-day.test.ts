import { describe, expect, it } from "vitest";
import { dayHref, dayPassages, firstUnfinishedDay, openedAll, parseOpened, passageHref, planDayBar, planParams, withOpened } from "./plan-day.ts";
import { chapterRuns, chaptersOf, referencePart, type ReadingPlan } from "./plans.ts";

const psalms = chaptersOf(["sl"]);
const plan: ReadingPlan = {
  id: "salmos",
  categoria: "Poesia",
  nivel: "Iniciante",
  titulo: "Salmos",
  descricao: "",
  duracao: "3 dias",
  tempoMedioDiario: "10 minutos",
  diasPorSemana: 7,
  licoes: 3,
  dias: [
    { dia: 1, leitura: chapterRuns(psalms.slice(0, 5)), reflexao: "" },
    { dia: 2, leitura: [referencePart("Lc 2:1-20")!, referencePart("Sl 23")!], reflexao: "" },
    { dia: 3, leitura: chapterRuns([...psalms.slice(149), { book: "pv", chapter: 1 }]), reflexao: "" },
  ],
};

describe("a plan's day, passage by passage", () => {
  it("walks 'Sl 1–5' through Salmos 1 to 5, and authored references one by one", () => {
    expect(dayPassages(plan.dias[0]!.leitura).map((p) => p.label)).toEqual(["Sl 1", "Sl 2", "Sl 3", "Sl 4", "Sl 5"]);
    expect(dayPassages(plan.dias[1]!.leitura)).toEqual([
      { book: "lc", chapter: 2, trecho: "2:1-20", label: "Lc 2:1-20" },
      { book: "sl", chapter: 23, trecho: null, label: "Sl 23" },
    ]);
    expect(dayPassages(plan.dias[2]!.leitura).map((p) => p.label)).toEqual(["Sl 150", "Pv 1"]);
  });

  it("carries the plan and the day in the reader's address", () => {
    expect(dayHref(plan, 1)).toBe("/biblia/sl/1?plano=salmos&dia=1");
    expect(passageHref(dayPassages(plan.dias[1]!.leitura)[0]!, "salmos", 2)).toBe("/biblia/lc/2?trecho=2%3A1-20&plano=salmos&dia=2#v1");
  });

  it("reads the plan parameters, refusing malformed ones", () => {
    expect(planParams(new URLSearchParams("plano=salmos&dia=2"))).toEqual({ planId: "salmos", day: 2 });
    for (const bad of ["", "plano=salmos", "dia=1", "plano=salmos&dia=x", "plano=salmos&dia=1.5", "plano=Sal%20mos&dia=1", "plano=salmos&dia=1234"])
      expect(planParams(new URLSearchParams(bad))).toBeNull();
  });

  it("shows 'Trecho k de m' with the next passage, and no bar where the day or chapter does not match", () => {
    expect(planDayBar(plan, 1, { book: "sl", chapter: 1, trecho: null })).toEqual({
      planId: "salmos",
      title: "Salmos",
      day: 1,
      index: 1,
      count: 5,
      previous: null,
      next: { label: "Sl 2", name: "Salmos 2", href: "/biblia/sl/2?plano=salmos&dia=1" },
      nextDay: { day: 2, href: "/biblia/lc/2?trecho=2%3A1-20&plano=salmos&dia=2#v1" },
    });
    // The chapter's own 'Anterior' and 'Próximo' stay in the day: none after the last passage.
    expect(planDayBar(plan, 1, { book: "sl", chapter: 5, trecho: null })).toMatchObject({
      index: 5,
      previous: { label: "Sl 4", name: "Salmos 4", href: "/biblia/sl/4?plano=salmos&dia=1" },
      next: null,
    });
    expect(planDayBar(plan, 2, { book: "lc", chapter: 2, trecho: "2:1-20" })).toMatchObject({
      index: 1,
      next: { label: "Sl 23", name: "Salmos 23" },
    });
    expect(planDayBar(plan, 2, { book: "sl", chapter: 23, trecho: null })).toMatchObject({
      previous: { name: "Lucas 2:1-20", href: "/biblia/lc/2?trecho=2%3A1-20&plano=salmos&dia=2#v1" },
    });
    // Without its verses the chapter is still the day's passage.
    expect(planDayBar(plan, 2, { book: "lc", chapter: 2, trecho: null })).toMatchObject({ index: 1 });
    expect(planDayBar(plan, 3, { book: "pv", chapter: 1, trecho: null })).toMatchObject({ index: 2, count: 2, nextDay: null });
    expect(planDayBar(plan, 1, { book: "sl", chapter: 6, trecho: null })).toBeNull();
    for (const day of [0, 4, 1.5, -1, Number.NaN]) expect(planDayBar(plan, day, { book: "sl", chapter: 1, trecho: null })).toBeNull();
  });

  it("finds the day a member is on: the first not completed", () => {
    expect(firstUnfinishedDay(plan, [])).toBe(1);
    expect(firstUnfinishedDay(plan, [1, 3])).toBe(2);
    expect(firstUnfinishedDay(plan, [1, 2, 3])).toBeNull();
  });

  it("keeps the passages opened of the day being read, and reads them back defensively", () => {
    let opened = withOpened({}, "salmos", 1, 1);
    opened = withOpened(opened, "salmos", 1, 2);
    expect(openedAll(opened, "salmos", 1, 2)).toBe(true);
    expect(openedAll(opened, "salmos", 1, 3)).toBe(false);
    expect(openedAll(opened, "salmos", 2, 2)).toBe(false);
    // Another day starts over.
    expect(withOpened(opened, "salmos", 2, 1)).toEqual({ salmos: { dia: 2, abertos: [1] } });
    expect(parseOpened(JSON.stringify(opened))).toEqual(opened);
    expect(parseOpened("{broken")).toEqual({});
    expect(parseOpened("[1]")).toEqual({});
    expect(parseOpened('{"a":{"dia":1,"abertos":[2,2,"x",0]},"b":{"dia":"1","abertos":[]},"c":null}')).toEqual({ a: { dia: 1, abertos: [2] } });
  });
});
