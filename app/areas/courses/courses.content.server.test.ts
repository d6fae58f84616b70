import { describe, expect, it } from "vitest";
import { contentTrees, editText as edit } from "#tests/support/content-trees.ts";
import { loadCourseCatalogue } from "./courses.content.server.ts";

describe("courses catalogue", () => {
  const courses = loadCourseCatalogue();

  it("has 12 free courses, featured 1, 2 and 5, no certificate for 4, 8 and 12", () => {
    expect(courses).toHaveLength(12);
    expect(courses.filter((c) => c.destaque).map((c) => c.id)).toEqual([1, 2, 5]);
    expect(courses.filter((c) => !c.certificado).map((c) => c.id)).toEqual([4, 8, 12]);
    expect(courses.every((c) => c.gratuito)).toBe(true);
  });
});

/** The catalogue checks fail on the mistakes they exist to catch, naming file and field. */
const content = contentTrees();

describe("library and catalogue checks", () => {
  it("need the featured and certificate flags of the spec", async () => {
    const dir = content.copyOf("courses");
    edit(dir, "courses/catalogue.yaml", (t) => t.replace(/destaque: true/, "destaque: false"));
    expect(
      await content.loader(
        dir,
        () => import("./courses.content.server.ts"),
        (m) => m.loadCourseCatalogue,
      ),
    ).toThrow(/\[0\]\.destaque — só os cursos 1, 2, 5 são destaque/);
  });
});
