import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, importsOf, type ImportEdge } from "../tests/support/import-graph.ts";

/**
 * Imports point down (ARCHITECTURE.md, 'One way to do each thing'): routes → modules →
 * server/db, no cycles, and the server shell reaches the app only through its entries.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const edges = importGraph(root, ["app", "server", "scripts", "tests", "bench"]);

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith("tests/");
/** What server/ may import from app/: the app's entries (request context, start-up checks). */
const APP_ENTRIES = ["app/context.ts", "app/startup.server.ts"];
/** The area of a file under app/modules/<area>/. */
const areaOf = (file: string) => /^app\/modules\/([^/]+)\//.exec(file)?.[1];
const isTableTypes = (file: string) => /^app\/modules\/([^/]+)\/\1\.table\.ts$/.test(file);

/** Imports from one area into another (tests aside), with one file import that makes each. */
const betweenAreas = edges.flatMap((file) => {
  const from = areaOf(file.from);
  const to = areaOf(file.to);
  return from && to && from !== to && !isTest(file.from) ? [{ from, to, typeOnly: file.typeOnly, file }] : [];
});

const show = (found: readonly ImportEdge[]) => found.map((e) => `${e.from} → ${e.to}${e.typeOnly ? " (type)" : ""}`);

describe("imports", () => {
  it("read the project's files", () => {
    // A graph that lost its files would pass every rule below.
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: "server/app.ts", to: "app/context.ts", typeOnly: false });
  });

  it("between files form no cycle (type-only imports count too)", () => {
    expect(importCycles(edges).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("between areas form no cycle either: an area never imports, through others, back into itself", () => {
    const areaEdges = betweenAreas;
    // Each step of a cycle named with one import that makes it, so the message says what to move.
    const step = (from: string, to: string) => show([betweenAreas.find((e) => e.from === from && e.to === to)!.file])[0];
    const cycles = importCycles(areaEdges).map(
      (cycle) =>
        `${cycle.join(" → ")}: ${cycle
          .slice(1)
          .map((to, i) => step(cycle[i]!, to))
          .join(", ")}`,
    );
    expect(cycles).toEqual([]);
  });

  it("from app/ reach server/ only for server/db (anything else type-only)", () => {
    const wrong = edges.filter(
      (e) => e.from.startsWith("app/") && !isTest(e.from) && e.to.startsWith("server/") && !e.to.startsWith("server/db/") && !e.typeOnly,
    );
    expect(show(wrong)).toEqual([]);
  });

  it("from modules never reach routes or the layout", () => {
    const wrong = edges.filter((e) => e.from.startsWith("app/modules/") && (e.to.startsWith("app/routes/") || e.to === "app/root.tsx"));
    expect(show(wrong)).toEqual([]);
  });

  it("from server/ reach the app only through its entries and, type-only, the areas' table types", () => {
    const wrong = edges.filter(
      (e) =>
        e.from.startsWith("server/") &&
        !isTest(e.from) &&
        e.to.startsWith("app/") &&
        !APP_ENTRIES.includes(e.to) &&
        !(e.typeOnly && isTableTypes(e.to)),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("from migrations reach nothing but other migrations (they are frozen)", () => {
    const wrong = edges.filter((e) => e.from.startsWith("server/db/migrations/") && !e.to.startsWith("server/db/migrations/"));
    expect(show(wrong)).toEqual([]);
  });
});

describe("import graph", () => {
  it("tells type-only imports from those that load the module", () => {
    const found = importsOf(
      "x.ts",
      `import type { A } from "./a.ts";
       import { type B } from "./b.ts";
       export type { C } from "./c.ts";
       export { d } from "./d.ts";
       const e = () => import("./e.ts");
       type F = typeof import("./f.ts");`,
    );
    expect(found).toEqual([
      { specifier: "./a.ts", typeOnly: true },
      // verbatimModuleSyntax keeps `import {} from "./b.ts"`: b still loads.
      { specifier: "./b.ts", typeOnly: false },
      { specifier: "./c.ts", typeOnly: true },
      { specifier: "./d.ts", typeOnly: false },
      { specifier: "./e.ts", typeOnly: false },
      { specifier: "./f.ts", typeOnly: true },
    ]);
  });

  it("finds cycles, and none where imports point one way", () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false });
    expect(importCycles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d"), edge("d", "d")])).toEqual([
      ["a", "b", "c", "a"],
      ["d", "d"],
    ]);
    expect(importCycles([edge("a", "b"), edge("a", "c"), edge("b", "c")])).toEqual([]);
  });
});
