import { describe, expect, it } from "vitest";
import { indexOfPlace, readPosition, slidePlace, writePosition } from "./position.ts";
import type { Slide } from "./slides.ts";

const deck = (...places: string[]): Slide[] => places.map((place) => ({ corner: "", label: place, text: place, place }));

describe("where an order's projection stands", () => {
  it("finds the same slide after items are added or moved before it", () => {
    const before = deck("a.0", "a.1", "b.0", "b.1", "b.2");
    const after = deck("n.0", "b.0", "b.1", "b.2", "a.0", "a.1");
    expect(indexOfPlace(after, before[3]!.place!, 3)).toBe(2);
  });

  it("falls back to the nearest slide of the same item, then to the index kept within the deck", () => {
    const shorter = deck("a.0", "b.0", "b.1", "c.0");
    expect(indexOfPlace(shorter, "b.4", 0)).toBe(2);
    expect(indexOfPlace(deck("a.0", "b.3", "b.4"), "b.1", 0)).toBe(1);
    expect(indexOfPlace(shorter, "gone.2", 9)).toBe(3);
    expect(indexOfPlace(shorter, null, -3)).toBe(0);
    expect(indexOfPlace([], "a.0", 5)).toBe(0);
  });

  it("an item id with a dot in it is still one item", () => {
    expect(indexOfPlace(deck(slidePlace("x.y", 0), slidePlace("x.y", 1)), slidePlace("x.y", 5), 0)).toBe(1);
  });

  it("keeps the place and index as one string and reads back only what it wrote", () => {
    expect(readPosition(writePosition(12, "b.3"))).toEqual({ index: 12, place: "b.3" });
    expect(readPosition(writePosition(0, undefined))).toEqual({ index: 0, place: null });
    for (const bad of [null, "", "x", "-1 a.0", "99999 a"]) expect(readPosition(bad)).toBeNull();
  });
});
