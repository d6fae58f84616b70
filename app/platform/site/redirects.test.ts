import { describe, expect, it } from "vitest";
import { LEAVING_PATHS } from "#tests/support/leaving-paths.ts";
import { safeLocalPath, safeRedirectPath } from "./redirects.ts";

describe("safeLocalPath", () => {
  it("keeps a local path in its normal form, with query and fragment", () => {
    for (const path of ["/", "/biblia?x=1", "/perfil?tab=notes#nota", "/grupos/entrar?token=abc_-123", "/busca?q=Deus%20%C3%A9%20amor"])
      expect(safeLocalPath(path), path).toBe(path);
  });

  it("refuses whatever leaves the site or is not in its normal form", () => {
    for (const value of [...LEAVING_PATHS, "/a/../b", "/busca?q=a b", "/" + "a".repeat(3000), null, 42, ["/biblia"]])
      expect(safeLocalPath(value), String(value)).toBeNull();
  });
});

describe("safeRedirectPath", () => {
  it("sends every refused value to the fallback, never off the site", () => {
    for (const value of LEAVING_PATHS) {
      const target = safeRedirectPath(value);
      expect(target).toBe("/");
      expect(new URL(target, "https://lampada.example").host).toBe("lampada.example");
    }
    expect(safeRedirectPath("/biblia?x=1")).toBe("/biblia?x=1");
    expect(safeRedirectPath("//evil.example", "/perfil")).toBe("/perfil");
  });
});
