import { describe, expect, it } from "vitest";
import { memberInitials } from "./member-name.ts";

describe("a member's initials", () => {
  it("are the first and the last name's, whatever lies between", () => {
    expect(memberInitials("Maria da Silva")).toBe("MS");
    expect(memberInitials("Maria Aparecida dos Santos Oliveira")).toBe("MO");
    expect(memberInitials("Ana Souza")).toBe("AS");
  });

  it("are one letter for a single name, none for an empty one", () => {
    expect(memberInitials("Maria")).toBe("M");
    expect(memberInitials("   ")).toBe("");
  });

  it("keep accents, upper-case small letters and skip extra spaces and leading marks", () => {
    expect(memberInitials("  élida   de   ávila ")).toBe("ÉÁ");
    expect(memberInitials("(Nina) Öberg")).toBe("NÖ");
  });
});
