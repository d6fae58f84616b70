import { describe, expect, it } from "vitest";
import { LEAVING_PATHS } from "#tests/support/leaving-paths.ts";
import { returnPathOf, safeReturnPath, withReturnPath } from "./return-path.ts";

describe("return path after login", () => {
  it("keeps a path on the site with its query", () => {
    expect(safeReturnPath("/grupos/entrar?token=abc_-123")).toBe("/grupos/entrar?token=abc_-123");
    expect(safeReturnPath("/clube?codigo=G5VP6N")).toBe("/clube?codigo=G5VP6N");
  });

  it("refuses anything that leaves the site or loops", () => {
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      "/%0a/x\n",
      "",
      "/login?voltar=/x",
      "/sair",
      `/${"a".repeat(600)}`,
      ...LEAVING_PATHS,
    ])
      expect(safeReturnPath(bad), bad).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it("is carried in a query and read back checked", () => {
    const login = withReturnPath("/login?modo=cadastro", "/grupos/entrar?token=abc");
    expect(login).toBe("/login?modo=cadastro&voltar=%2Fgrupos%2Fentrar%3Ftoken%3Dabc");
    expect(returnPathOf(login)).toBe("/grupos/entrar?token=abc");
    expect(returnPathOf("/login?voltar=%2F%2Fevil.example")).toBeNull();
    expect(returnPathOf("/login?voltar=%2F..%2F%2Fevil.example%2Fx")).toBeNull();
    expect(returnPathOf("/login?voltar=%2F%252e%252e%2F%2Fevil.example%2Fx")).toBeNull();
    expect(withReturnPath("/login", null)).toBe("/login");
  });
});
