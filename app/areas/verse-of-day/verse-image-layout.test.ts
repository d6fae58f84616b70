import { describe, expect, it } from "vitest";
import { fitVerse, wrapText } from "./verse-image-layout.ts";

// Every character half as wide as the font size.
const measure = (text: string, size: number) => text.length * size * 0.5;

describe("verse image layout", () => {
  it("wraps words into lines no wider than the box", () => {
    expect(wrapText("um dois três quatro", 10 * 5, 10, measure)).toEqual(["um dois", "três", "quatro"]);
    expect(wrapText("  ", 100, 10, measure)).toEqual([]);
    expect(wrapText("inconstitucionalissimamente", 20, 10, measure)).toEqual(["inconstitucionalissimamente"]);
  });

  it("uses the largest font that fits, smaller for longer verses", () => {
    const box = { width: 880, height: 900 };
    const short = fitVerse("O Senhor é o meu pastor, nada me faltará.", box, measure);
    expect(short.fontSize).toBe(72);
    const long = fitVerse("palavra ".repeat(120), box, measure);
    expect(long.fontSize).toBeLessThan(72);
    expect(long.lines.length * long.lineHeight).toBeLessThanOrEqual(box.height);
    for (const line of long.lines) expect(measure(line, long.fontSize)).toBeLessThanOrEqual(box.width);
  });
});
