import { describe, expect, it } from "vitest";
import { outOfView } from "./follow-verse.ts";

describe("the verse being read", () => {
  const free = { top: 60, bottom: 600 };
  it("is in view inside the free part of the window", () => {
    expect(outOfView({ top: 100, bottom: 160 }, free)).toBe(false);
  });
  it("is out of view under the top bar, behind the player or below the window", () => {
    expect(outOfView({ top: 40, bottom: 100 }, free)).toBe(true);
    expect(outOfView({ top: 580, bottom: 640 }, free)).toBe(true);
    expect(outOfView({ top: 1400, bottom: 1460 }, free)).toBe(true);
  });
  it("taller than the free part, is in view while its start is", () => {
    expect(outOfView({ top: 80, bottom: 900 }, free)).toBe(false);
    expect(outOfView({ top: -200, bottom: 700 }, free)).toBe(true);
  });
});
