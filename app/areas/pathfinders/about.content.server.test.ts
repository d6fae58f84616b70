import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees } from "#tests/support/content-trees.ts";

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const content = contentTrees();

/** A copy of content/pathfinders changed by `edit` (given the copy), then the loader `pick` names, fresh, reading it. */
async function loadWith<M>(edit: (dir: string) => void, importModule: () => Promise<M>, pick: (module: M) => () => unknown) {
  const root = content.copyOf("pathfinders");
  edit(join(root, "pathfinders"));
  return content.loader(root, importModule, pick);
}

describe("pathfinder content checks", () => {
  it("about page: a Bible reference must name a real chapter", async () => {
    const bad = await loadWith(
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
