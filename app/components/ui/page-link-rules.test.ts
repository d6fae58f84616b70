import { describe, expect, it } from "vitest";
import { isCurrentPage, isPlainClick } from "./page-link-rules.ts";

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe("a click on a link to one of the portal's pages", () => {
  it("is the page's to handle only with the main button, no modifier and no other window", () => {
    expect(isPlainClick(click, undefined)).toBe(true);
    expect(isPlainClick(click, "_self")).toBe(true);
    expect(isPlainClick({ ...click, button: 1 }, undefined)).toBe(false);
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) expect(isPlainClick({ ...click, [key]: true }, undefined)).toBe(false);
    expect(isPlainClick(click, "_blank")).toBe(false);
  });
});

describe("the current page, as a navigation link marks it", () => {
  it("is the same path, or a path under it unless the link ends there", () => {
    expect(isCurrentPage("/hinario", "/hinario", false)).toBe(true);
    expect(isCurrentPage("/hinario/12", "/hinario", false)).toBe(true);
    expect(isCurrentPage("/hinario/12", "/hinario", true)).toBe(false);
    expect(isCurrentPage("/hinarios", "/hinario", false)).toBe(false);
    expect(isCurrentPage("/biblia", "/", true)).toBe(false);
    expect(isCurrentPage("/", "/", true)).toBe(true);
  });

  it("ignores letter case, the query and a trailing slash of the link", () => {
    expect(isCurrentPage("/Hinario", "/hinario", false)).toBe(true);
    expect(isCurrentPage("/conquistas", "/conquistas?tab=ranking", true)).toBe(true);
    expect(isCurrentPage("/estudos/biblicos", "/estudos/", false)).toBe(true);
  });
});
