import { describe, expect, it } from "vitest";
import { churchTime, pledgeFilter, pledgeFilterQuery, pledgesCsv, referenceSearch, totalsByProject, type PledgeLine } from "./giving-report.ts";

const line = (over: Partial<PledgeLine>): PledgeLine => ({
  id: "1",
  reference: "K7Q2MXZ9",
  createdAt: "2026-11-28T17:05:00.000Z",
  amountCents: 5000,
  method: "pix",
  projectId: "poco",
  memberName: null,
  receivedAt: null,
  receivedBy: null,
  ...over,
});

describe("the treasurer's months and filter", () => {
  it("writes times in the church's zone (its months are the kit's monthBounds)", () => {
    expect(churchTime("2026-12-01T02:59:59.000Z")).toBe("30/11/2026 23:59");
    expect(churchTime("2026-11-28T17:05:00.000Z")).toBe("28/11/2026 14:05");
  });

  it("reads the address's filter; anything unknown reads as 'all'", () => {
    const read = (query: string) => pledgeFilter(new URLSearchParams(query), ["poco"]);
    expect(read("projeto=poco&mes=2026-11")).toEqual({ project: "poco", month: "2026-11", reference: null, status: null });
    expect(read("projeto=geral")).toEqual({ project: "geral", month: null, reference: null, status: null });
    expect(read("referencia=k7q2-mxz9&situacao=nao-recebidas")).toEqual({
      project: null,
      month: null,
      reference: "K7Q2MXZ9",
      status: "nao-recebidas",
    });
    for (const query of [
      "projeto=outro&mes=2026-13",
      "mes=26-11",
      "mes=2026-00",
      "projeto=&mes=",
      "mes=2026-1",
      "mes=0000-01",
      "situacao=todas",
      "referencia=%25_*",
    ])
      expect(read(query), query).toEqual({ project: null, month: null, reference: null, status: null });
  });

  it("reads a reference as a bank statement shows it: letters and digits, upper case, at most 25", () => {
    expect(referenceSearch(" k7q2 mxz9 ")).toBe("K7Q2MXZ9");
    expect(referenceSearch("x".repeat(10_000))).toHaveLength(25);
    expect(referenceSearch("ç%_")).toBeNull();
    expect(referenceSearch(null)).toBeNull();
  });

  it("writes the filter back as the address's query, for the spreadsheet and the buttons", () => {
    expect(pledgeFilterQuery({ project: null, month: null, reference: null, status: null })).toBe("");
    expect(pledgeFilterQuery({ project: "poco", month: "2026-11", reference: "K7Q2", status: "recebidas" })).toBe(
      "?projeto=poco&mes=2026-11&referencia=K7Q2&situacao=recebidas",
    );
  });
});

describe("the treasurer's totals and spreadsheet", () => {
  it("sums pledged and received per project", () => {
    const lines = [
      line({ id: "1", amountCents: 5000, receivedAt: "2026-11-29T12:00:00.000Z" }),
      line({ id: "2", amountCents: 2550 }),
      line({ id: "3", amountCents: 1000, projectId: null }),
    ];
    expect(totalsByProject(lines)).toEqual([
      { projectId: "poco", count: 2, pledgedCents: 7550, receivedCents: 5000 },
      { projectId: null, count: 1, pledgedCents: 1000, receivedCents: 0 },
    ]);
  });

  it("is UTF-8 with a BOM, semicolons and decimal commas, every cell quoted and formulas defused", () => {
    const csv = pledgesCsv(
      [
        line({ memberName: '=HYPERLINK("http://evil")', receivedAt: "2026-11-29T12:00:00.000Z", receivedBy: "tesouraria@igreja.org" }),
        line({ id: "2", reference: null, amountCents: 123456, method: "boleto", projectId: null }),
      ],
      (id) => (id === "poco" ? "Poço; água e saúde" : "Onde a missão mais precisar"),
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = csv.slice(1).trimEnd().split("\r\n");
    expect(rows[0]).toBe('"Data";"Referência";"Projeto";"Valor (R$)";"Forma";"Quem";"Situação";"Recebido em";"Marcado por"');
    expect(rows[1]).toBe(
      '"28/11/2026 14:05";"K7Q2MXZ9";"Poço; água e saúde";"50,00";"Pix";"\'=HYPERLINK(""http://evil"")";"recebido";"29/11/2026 09:00";"tesouraria@igreja.org"',
    );
    expect(rows[2]).toBe('"28/11/2026 14:05";"";"Onde a missão mais precisar";"1.234,56";"Boleto";"visitante";"não recebido";"";""');
  });
});
