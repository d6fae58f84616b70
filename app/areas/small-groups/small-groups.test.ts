import { describe, expect, it } from "vitest";
import { calendarDate, groupDay, groupForms, newGroupForm, summaryWeek, weekSummary } from "./small-groups.ts";

const day = (iso: string) => calendarDate(iso);

describe("the group's day", () => {
  it("is day 1 on the start date, one more each calendar day, and past the last day the plan is finished", () => {
    expect(groupDay(day("2026-03-01"), day("2026-02-28"), 30)).toEqual({ state: "before", startsIn: 1 });
    expect(groupDay(day("2026-03-01"), day("2026-03-01"), 30)).toEqual({ state: "reading", day: 1 });
    expect(groupDay(day("2026-03-01"), day("2026-03-30"), 30)).toEqual({ state: "reading", day: 30 });
    expect(groupDay(day("2026-03-01"), day("2026-03-31"), 30)).toEqual({ state: "finished", day: 30 });
    // Across a month and a year.
    expect(groupDay(day("2026-12-30"), day("2027-01-02"), 365)).toEqual({ state: "reading", day: 4 });
  });

  it("the weekly summary covers the seven plan days up to the group's day, counting and naming only those who show it", () => {
    expect(summaryWeek(3)).toEqual({ from: 1, to: 3 });
    expect(summaryWeek(10)).toEqual({ from: 4, to: 10 });
    const reads = [
      { userId: "ana", day: 9 },
      { userId: "ana", day: 10 },
      { userId: "bia", day: 10 },
      { userId: "ana", day: 3 },
    ];
    const summary = weekSummary(10, reads, new Set(["ana"]));
    // Bia hides her reading: she counts nowhere, or 'day 10: 2' less Ana would be her.
    expect(summary.perDay.find((d) => d.day === 10)).toEqual({ day: 10, readers: 1 });
    expect(summary.perDay).toHaveLength(7);
    expect(summary.perMember).toEqual({ ana: 2 });
  });
});

describe("the groups' forms", () => {
  const message = (texto: string) => groupForms.safeParse({ intent: "mensagem", dia: "1", texto });

  it("a wall message is text of 1 to 500 characters; markup is kept as text", () => {
    expect(message("a".repeat(500)).success).toBe(true);
    const long = message("a".repeat(501));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("A mensagem deve ter no máximo 500 caracteres.");
    expect(message("   ").error?.issues[0]?.message).toBe("Escreva a mensagem.");
    expect(message("<script>alert(1)</script>").data).toMatchObject({ texto: "<script>alert(1)</script>" });
  });

  it("refuses unknown intents, bad days and a deletion without its confirmation", () => {
    expect(groupForms.safeParse({ intent: "promover" }).success).toBe(false);
    expect(groupForms.safeParse({ intent: "ler", dia: "0", concluido: "1" }).success).toBe(false);
    expect(groupForms.safeParse({ intent: "ler", dia: "2", concluido: "talvez" }).success).toBe(false);
    expect(groupForms.safeParse({ intent: "excluir-grupo" }).success).toBe(false);
    expect(groupForms.safeParse({ intent: "excluir-grupo", confirmar: "sim" }).success).toBe(true);
  });

  it("a new group needs a name, a plan and a real start date; the description is optional", () => {
    const ok = newGroupForm.safeParse({ nome: "  Jovens  ", descricao: "", plano: "salmos-30-dias", inicio: "2026-03-01" });
    expect(ok.data).toEqual({ nome: "Jovens", descricao: null, plano: "salmos-30-dias", inicio: "2026-03-01" });
    expect(newGroupForm.safeParse({ nome: "", plano: "salmos-30-dias", inicio: "2026-03-01" }).success).toBe(false);
    expect(newGroupForm.safeParse({ nome: "Jovens", plano: "salmos-30-dias", inicio: "2026-02-30" }).success).toBe(false);
    expect(newGroupForm.safeParse({ nome: "x".repeat(61), plano: "salmos-30-dias", inicio: "2026-03-01" }).success).toBe(false);
  });
});
