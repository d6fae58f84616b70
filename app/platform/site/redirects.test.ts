import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirects.ts";

describe("safeRedirectPath", () => {
  it("keeps a path on this site", () => {
    expect(safeRedirectPath("/biblia?x=1")).toBe("/biblia?x=1");
    expect(safeRedirectPath("/perfil?tab=notes#nota")).toBe("/perfil?tab=notes#nota");
  });
  it("refuses other sites and odd values", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n//evil.example",
      "/\u0000/evil.example",
      "/\u0085/evil.example",
      "/%09/evil.example/../..//evil.example",
      "biblia",
      "",
      "/" + "a".repeat(3000),
      null,
      ["/biblia"],
    ]) {
      const target = safeRedirectPath(value);
      expect(target.startsWith("/") && !target.startsWith("//")).toBe(true);
      expect(new URL(target, "https://lampada.example").host).toBe("lampada.example");
    }
    expect(safeRedirectPath("/\t/evil.example")).toBe("/");
  });
});
