import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirects.ts";

describe("safeRedirectPath", () => {
  it("keeps a path on this site", () => expect(safeRedirectPath("/biblia?x=1")).toBe("/biblia?x=1"));
  it("refuses other sites and odd values", () => {
    expect(safeRedirectPath("https://evil.example/")).toBe("/");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
  });
});
