import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees } from "#tests/support/content-trees.ts";

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const content = contentTrees();

describe("pathfinder content checks", () => {
  it("about page: a Bible reference must name a real chapter", async () => {
    const bad = await content.edited(
      "pathfinders",
      (d) => {
        const file = join(d, "about", "3-emblema.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("Ef 6:17", "Ef 9:17"));
      },
      () => import("./about.content.server.ts"),
      (m) => m.loadAboutSections,
    );
    expect(bad).toThrow(/3-emblema\.md: \(corpo\) — referência bíblica inválida: "Ef 9:17"/);
  });
});
