import { describe, expect, it } from "vitest";
import { controlsShown, keyWakesControls, typeSlideNumber } from "./controls.ts";

describe("controlsShown", () => {
  it("alone, only while in use; the controller always; the second screen never", () => {
    expect(controlsShown("alone", false)).toBe(true);
    expect(controlsShown("alone", true)).toBe(false);
    expect(controlsShown("presenter", true)).toBe(true);
    expect(controlsShown("output", false)).toBe(false);
  });
});

describe("keyWakesControls", () => {
  it("a clicker's keys keep them hidden; other keys bring them back", () => {
    for (const key of ["PageDown", "PageUp", "ArrowRight", "ArrowLeft", " ", "b", ".", "Enter", "Home", "End"])
      expect(keyWakesControls(key), key).toBe(false);
    for (const key of ["Tab", "1", "Shift", "Escape"]) expect(keyWakesControls(key), key).toBe(true);
  });
});

describe("typeSlideNumber", () => {
  it("digits gather and Enter goes to that slide", () => {
    let digits = "";
    for (const key of ["1", "2"]) digits = typeSlideNumber(digits, key, 20)!.digits;
    expect(digits).toBe("12");
    expect(typeSlideNumber(digits, "Enter", 20)).toEqual({ digits: "", jump: 11 });
  });

  it("Backspace and Escape correct the number; a slide not in the deck is named, not jumped to", () => {
    expect(typeSlideNumber("12", "Backspace", 20)).toEqual({ digits: "1" });
    expect(typeSlideNumber("12", "Escape", 20)).toEqual({ digits: "" });
    expect(typeSlideNumber("99", "Enter", 20)).toEqual({ digits: "", missing: 99 });
    expect(typeSlideNumber("", "0", 20)).toEqual({ digits: "" });
    expect(typeSlideNumber("1234", "5", 20)).toEqual({ digits: "1234" });
  });

  it("without digits, Enter, Backspace and Escape keep their usual meaning", () => {
    for (const key of ["Enter", "Backspace", "Escape", "ArrowRight"]) expect(typeSlideNumber("", key, 20)).toBeNull();
  });
});
