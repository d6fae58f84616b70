import { describe, expect, it } from "vitest";
import { greetingFor, greetingName } from "./greeting.ts";

describe("home greeting", () => {
  it("changes at 12h and 18h", () => {
    expect(greetingFor(0)).toBe("Bom dia!");
    expect(greetingFor(11)).toBe("Bom dia!");
    expect(greetingFor(12)).toBe("Boa tarde!");
    expect(greetingFor(17)).toBe("Boa tarde!");
    expect(greetingFor(18)).toBe("Boa noite!");
    expect(greetingFor(23)).toBe("Boa noite!");
  });

  it("names the member or says 'Visitante'", () => {
    expect(greetingName("Ana")).toBe("Ana");
    expect(greetingName(null)).toBe("Visitante");
    expect(greetingName("  ")).toBe("Visitante");
  });
});
