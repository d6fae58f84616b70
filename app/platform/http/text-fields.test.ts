import { describe, expect, it } from "vitest";
import { cleanText, fromFirstVisible, hasVisibleText, longText, optionalText } from "./text-fields.ts";

describe("the text cleaner", () => {
  it("refuses control and bidirectional-override characters in a line", () => {
    for (const bad of ["a\u202Eb", "a\u0000b", "a\nb", "a\u200Fb", "a\u2067b", "a\u061Cb"])
      expect(cleanText(20, "O nome").safeParse(bad).error?.issues[0]?.message).toBe("O nome contém caracteres não permitidos.");
  });

  it("keeps line breaks and tabs in a long text, Windows breaks made plain", () => {
    expect(longText(20, "A nota").parse(" a\r\nb\tc ")).toBe("a\nb\tc");
    expect(longText(20, "A nota").safeParse("a\u202Eb").success).toBe(false);
  });

  it("trims, normalises to NFC, bounds, and reads an empty optional text as null", () => {
    expect(cleanText(6, "O título").parse(" Sa\u0301bado ")).toBe("Sábado");
    expect(cleanText(3, "O título").safeParse("abcd").error?.issues[0]?.message).toBe("O título deve ter no máximo 3 caracteres.");
    expect(optionalText(3, "O cargo").parse("  ")).toBeNull();
  });

  it("tells whether anything visible was typed", () => {
    expect(hasVisibleText("\u200B \u2060\u0301")).toBe(false);
    expect(hasVisibleText(" a ")).toBe(true);
    expect(fromFirstVisible("\uFEFF\u200B\u2060 \t\u00A0=1 ")).toBe("=1 ");
  });
});
