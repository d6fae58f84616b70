import { describe, expect, it } from "vitest";
import { holdsNulByte } from "./nul-bytes.ts";

describe("an address holding a NUL byte", () => {
  it("is found in a route parameter or a query, but not in an ordinary address", () => {
    expect(holdsNulByte("/grupos/%00")).toBe(true);
    expect(holdsNulByte("/igrejas/igreja%00central")).toBe(true);
    expect(holdsNulByte("/busca?q=ora%00%C3%A7%C3%A3o")).toBe(true);
    expect(holdsNulByte("/grupos/2b1f6c1e-8d5a-4f7e-9b1a-0c3d5e7f9a1b")).toBe(false);
    expect(holdsNulByte("/busca?q=100%25")).toBe(false);
    expect(holdsNulByte("/busca?q=%2500")).toBe(false); // "%00" typed as text: an escaped percent sign
    expect(holdsNulByte("/biblia/gn/1?versao=ACF")).toBe(false);
  });
});
