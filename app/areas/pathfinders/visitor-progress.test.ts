import { describe, expect, it } from "vitest";
import { parseVisitorPathfinder, specialtyIdOfKey, specialtyKey, storedSpecialties } from "./visitor-progress.ts";

describe("a visitor's Pathfinder progress sent at login", () => {
  it("keeps class items and completed specialties, and nothing else", () => {
    expect(parseVisitorPathfinder('{"1-0-0":true,"especialidade-12":true,"especialidade-0":true,"especialidade-3":false,"x":true}')).toEqual([
      "1-0-0",
      "especialidade-12",
    ]);
    expect(parseVisitorPathfinder("{quebrado")).toEqual([]);
    expect(parseVisitorPathfinder("[1]")).toEqual([]);
    expect(parseVisitorPathfinder(null)).toEqual([]);
  });
  it("names a specialty by its key both ways", () => {
    expect(specialtyKey(7)).toBe("especialidade-7");
    expect(specialtyIdOfKey("especialidade-7")).toBe(7);
    expect(specialtyIdOfKey("1-0-0")).toBeNull();
    expect(storedSpecialties('{"especialidade-7":true,"1-0-0":true}')).toEqual([7]);
  });
});
