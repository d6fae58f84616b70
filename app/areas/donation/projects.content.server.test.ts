import { describe, expect, it } from "vitest";
import { loadProjects, PROJECT_COUNT } from "./projects.content.server.ts";

describe("missionary projects", () => {
  it("are five, in order, each with a description and a text", () => {
    const projects = loadProjects();
    expect(projects).toHaveLength(PROJECT_COUNT);
    expect(new Set(projects.map((p) => p.id)).size).toBe(PROJECT_COUNT);
    for (const p of projects) expect(p.texto.length).toBeGreaterThan(50);
  });
});
