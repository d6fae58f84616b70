import { describe, expect, it } from "vitest";
import { meetingForms } from "./meetings.ts";
import {
  criteriaInUse,
  criteriaList,
  criteriaNames,
  criteriaRefusal,
  criteriaTally,
  criteriaText,
  criterionField,
  meetingPoints,
  tallySummary,
  withCriteria,
} from "./unit-points.ts";

const ana = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const bia = "1f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const names: Record<string, string> = { [ana]: "Ana Lima", [bia]: "Bia Reis" };

describe("points per criterion at a meeting", () => {
  it("gives 5 for the presence and 5 for each chosen criterion met; nothing to anyone not present", () => {
    expect(meetingPoints("presente", [], [])).toBe(5);
    expect(meetingPoints("presente", ["uniforme", "biblia"], ["uniforme", "biblia", "licao"])).toBe(15);
    // A criterion the meeting did not score counts nothing.
    expect(meetingPoints("presente", ["uniforme", "mensalidade"], ["uniforme"])).toBe(10);
    for (const status of ["falta", "justificada"]) expect(meetingPoints(status, ["uniforme"], ["uniforme"])).toBe(0);
  });

  it("stores a list in the fixed order, once each, and reads back known criteria only", () => {
    expect(criteriaText(["biblia", "uniforme", "biblia", "nada"])).toBe("uniforme,biblia");
    expect(criteriaList("licao,pontualidade,x")).toEqual(["pontualidade", "licao"]);
    expect(criteriaList("")).toEqual([]);
    expect(criteriaList(null)).toEqual([]);
    expect(criteriaNames([])).toBe("Presença");
    expect(criteriaNames(["uniforme", "biblia"])).toBe("Presença, Uniforme e Bíblia");
  });

  it("tallies presences, criteria met and points with each meeting's own criteria", () => {
    const scored = (id: string) => (id === "m1" ? (["uniforme", "biblia"] as const) : []);
    const tally = criteriaTally(
      [
        { meetingId: "m1", status: "presente", criteria: ["uniforme", "biblia"] },
        { meetingId: "m2", status: "presente", criteria: ["uniforme"] },
        { meetingId: "m1", status: "falta", criteria: [] },
      ],
      scored,
    );
    expect(tally).toEqual({ present: 2, met: { pontualidade: 0, uniforme: 1, biblia: 1, licao: 0, mensalidade: 0 }, points: 20 });
    expect(tallySummary(tally, ["uniforme", "biblia"])).toBe("2 presenças · Uniforme 1 · Bíblia 1");
    expect(criteriaInUse([{ criteria: ["biblia"] }, { criteria: ["pontualidade"] }])).toEqual(["pontualidade", "biblia"]);
  });
});

describe("the roll call's criteria", () => {
  const form = (fields: Record<string, string>) =>
    meetingForms(new Date("2026-11-10T12:00:00Z")).safeParse({ intent: "registrar", data: "2026-11-07", tipo: "regular", ...fields });

  it("reads a checkbox per person and criterion beside the marks", () => {
    const parsed = form({ [`p-${ana}`]: "presente", [`p-${bia}`]: "falta", [criterionField("uniforme", ana)]: "sim" });
    expect(parsed.success && parsed.data.intent === "registrar" && parsed.data.ticked).toEqual([{ personId: ana, criterion: "uniforme" }]);
    expect(parsed.success && parsed.data.intent === "registrar" && withCriteria(parsed.data.marks, parsed.data.ticked)).toEqual([
      { personId: ana, status: "presente", criteria: ["uniforme"] },
      { personId: bia, status: "falta", criteria: [] },
    ]);
  });

  it("refuses an unknown criterion or a value other than 'sim'", () => {
    expect(form({ [`p-${ana}`]: "presente", [`c-canto-${ana}`]: "sim" }).success).toBe(false);
    expect(form({ [`p-${ana}`]: "presente", [criterionField("uniforme", ana)]: "2" }).success).toBe(false);
  });

  it("refuses criteria for someone not present, and a criterion the meeting does not score, naming them", () => {
    const marks = [
      { personId: ana, status: "presente" },
      { personId: bia, status: "falta" },
    ];
    const nameOf = (id: string) => names[id];
    expect(criteriaRefusal(marks, [{ personId: ana, criterion: "uniforme" }], ["uniforme"], nameOf)).toBeNull();
    expect(criteriaRefusal(marks, [{ personId: bia, criterion: "uniforme" }], ["uniforme"], nameOf)).toBe(
      "Só quem está presente ganha pontos por critério: marque Presente para Bia Reis ou desmarque os critérios dessa pessoa. Nada foi salvo.",
    );
    expect(
      criteriaRefusal(
        [{ personId: ana, status: "justificada" }],
        [
          { personId: ana, criterion: "uniforme" },
          { personId: bia, criterion: "uniforme" },
        ],
        ["uniforme"],
        nameOf,
      ),
    ).toBe(
      "Só quem está presente ganha pontos por critério: marque Presente para Ana Lima e Bia Reis ou desmarque os critérios dessas pessoas. Nada foi salvo.",
    );
    expect(criteriaRefusal(marks, [{ personId: ana, criterion: "licao" }], ["uniforme"], nameOf)).toBe(
      "O critério Lição não está entre os escolhidos para esta reunião. Recarregue a página e marque de novo.",
    );
  });

  it("reads the director's choice: none is presence only", () => {
    const parse = (criterio?: string | string[]) => meetingForms(new Date()).safeParse({ intent: "criterios", criterio });
    expect(parse(["uniforme", "biblia"]).data).toEqual({ intent: "criterios", criterio: ["uniforme", "biblia"] });
    expect(parse("licao").data).toEqual({ intent: "criterios", criterio: ["licao"] });
    expect(parse().data).toEqual({ intent: "criterios", criterio: [] });
    expect(parse(["canto"]).success).toBe(false);
  });
});
