import { describe, expect, it } from "vitest";
import { decodedOrNull } from "./decode.ts";

describe("decoding an address", () => {
  it("decodes good escapes", () => expect(decodedOrNull("/b%C3%ADblia?q=a%20b")).toBe("/bíblia?q=a b"));
  it("gives null for broken ones instead of throwing", () => expect(decodedOrNull("/%E0%A4%A")).toBeNull());
});
