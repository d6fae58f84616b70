import { describe, expect, it } from "vitest";
import { CONTENT_LOADERS } from "./startup.server.ts";

describe("built-in content", () => {
  it.each(CONTENT_LOADERS.map((l) => [l.name, l.load] as const))("%s is valid", (_name, load) => {
    expect(load).not.toThrow();
  });
});
