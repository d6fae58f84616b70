import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "./routes.ts";

describe("the one route list", () => {
  it("names each address once", () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it("gives each top-bar link its own place", () => {
    const orders = SITE_ROUTES.flatMap((r) => (r.topBar ? [r.topBar.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
  });
});
