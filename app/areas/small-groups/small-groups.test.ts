import { describe, expect, it } from "vitest";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { attendanceLine, calendarDate, groupDay, groupForms, meetingLine, newGroupForm, summaryWeek, weekSummary } from "./small-groups.ts";

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

describe("when and where a group meets, and who came", () => {
  it("says the meeting as a church writes it, each part optional", () => {
    expect(meetingLine({ weekday: 3, time: "20:00", place: "Casa da Ana, Rua das Flores, 12" })).toBe(
      "Quarta-feira, às 20h — Casa da Ana, Rua das Flores, 12",
    );
    expect(meetingLine({ weekday: 6, time: "16:30", place: null })).toBe("Sábado, às 16h30");
    expect(meetingLine({ weekday: null, time: "19:05", place: "Igreja" })).toBe("Às 19h05 — Igreja");
    expect(meetingLine({ weekday: null, time: null, place: null })).toBeNull();
  });

  it("counts in the singular where one", () => {
    expect(attendanceLine(1, 0)).toBe("1 pessoa do grupo");
    expect(attendanceLine(5, 1)).toBe("5 pessoas do grupo e 1 visitante");
    expect(attendanceLine(0, 3)).toBe("ninguém do grupo e 3 visitantes");
    expect(attendanceLine(0, 0)).toBe("ninguém do grupo, sem visitantes");
  });

  it("reads the leader's forms: a real weekday and time, visitors from 0 to 200", () => {
    const read = (fields: Record<string, string | string[]>) => checkFields(fields, groupForms);
    expect(read({ intent: "encontro", diaSemana: "3", hora: "20:00", local: " Casa da Ana " })).toMatchObject({
      ok: true,
      data: { diaSemana: 3, hora: "20:00", local: "Casa da Ana" },
    });
    expect(read({ intent: "encontro", diaSemana: "", hora: "", local: "" })).toMatchObject({
      ok: true,
      data: { diaSemana: null, hora: null, local: null },
    });
    expect(read({ intent: "encontro", diaSemana: "7" })).toMatchObject({ ok: false, errors: { diaSemana: "Escolha o dia da semana do encontro." } });
    expect(read({ intent: "encontro", hora: "25:00" })).toMatchObject({
      ok: false,
      errors: { hora: "Informe a hora do encontro, por exemplo 19:30." },
    });
    expect(read({ intent: "presenca", data: "2026-12-01", presentes: ["ana", "bia"], visitantes: "2" })).toMatchObject({
      ok: true,
      data: { presentes: ["ana", "bia"], visitantes: 2 },
    });
    expect(read({ intent: "presenca", data: "2026-12-01", visitantes: "0" })).toMatchObject({ ok: true, data: { presentes: [] } });
    for (const visitantes of ["-1", "201", "1.5", "muitos"])
      expect(read({ intent: "presenca", data: "2026-12-01", visitantes })).toMatchObject({
        ok: false,
        errors: { visitantes: "Informe quantos visitantes vieram, de 0 a 200." },
      });
    expect(read({ intent: "presenca", data: "2026-02-30", visitantes: "0" })).toMatchObject({ ok: false, errors: { data: "Essa data não existe." } });
  });
});
