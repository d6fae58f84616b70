import { describe, expect, it } from "vitest";
import { wrapWords } from "./wrap-text.ts";

describe("wrapWords", () => {
  const fitsIn = (n: number) => (line: string) => line.length <= n;
  it("fills each line as far as it fits", () => {
    expect(wrapWords("Lâmpada para os meus pés é a tua palavra", fitsIn(12))).toEqual(["Lâmpada para", "os meus pés", "é a tua", "palavra"]);
  });
  it("keeps an over-long word whole and ignores extra spaces", () => {
    expect(wrapWords("  a   extraordinariamente b ", fitsIn(5))).toEqual(["a", "extraordinariamente", "b"]);
    expect(wrapWords("", fitsIn(5))).toEqual([]);
  });
});
