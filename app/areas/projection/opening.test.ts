import { describe, expect, it } from "vitest";
import { countdown } from "./opening.ts";

const at = (time: string) => new Date(`2026-12-05T${time}`);

describe("the opening screen's countdown", () => {
  it("counts the minutes and seconds left until the service starts today", () => {
    expect(countdown(at("18:55:00"), "19:00")).toBe("5:00");
    expect(countdown(at("18:59:59.400"), "19:00")).toBe("0:01");
    expect(countdown(at("17:29:30"), "19:00")).toBe("1:30:30");
  });

  it("is gone once the service starts, for a time past or far off, and for a time out of shape", () => {
    expect(countdown(at("19:00:00"), "19:00")).toBeNull();
    expect(countdown(at("19:10:00"), "19:00")).toBeNull();
    expect(countdown(at("06:00:00"), "19:00")).toBeNull();
    for (const bad of ["7:00", "24:00", "19:60", "", "19h"]) expect(countdown(at("18:00:00"), bad)).toBeNull();
  });
});
