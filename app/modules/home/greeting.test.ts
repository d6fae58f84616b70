import { describe, expect, it } from "vitest";
import { greetingFor, greetingName, localHour } from "./greeting.ts";

describe("home greeting", () => {
  it("changes at 12h and 18h", () => {
    expect(greetingFor(0)).toBe("Bom dia!");
    expect(greetingFor(11)).toBe("Bom dia!");
    expect(greetingFor(12)).toBe("Boa tarde!");
    expect(greetingFor(17)).toBe("Boa tarde!");
    expect(greetingFor(18)).toBe("Boa noite!");
    expect(greetingFor(23)).toBe("Boa noite!");
  });

  it("uses the visitor's local hour", () => {
    const noonUtc = new Date("2026-06-01T12:00:00Z");
    expect(localHour(noonUtc, "UTC")).toBe(12);
    expect(localHour(noonUtc, "America/Sao_Paulo")).toBe(9);
    expect(localHour(new Date("2026-06-01T03:30:00Z"), "America/Sao_Paulo")).toBe(0);
  });

  it("names the member or says 'Visitante'", () => {
    expect(greetingName("Ana")).toBe("Ana");
    expect(greetingName(null)).toBe("Visitante");
    expect(greetingName("  ")).toBe("Visitante");
  });
});
