import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, importsOf, type ImportEdge } from "./import-graph.ts";

/**
 * The house's floors, top to bottom (docs/architecture.md): each file imports only its own
 * floor or those below, never up, and nothing forms a circle.
 *
 *   scripts/, bench/                          tools
 *   tests/ (its helpers, not its tests)       the test harness, which tools use too
 *   server/                                   the HTTP process shell
 *   app/root.tsx, app/entry.server.tsx,       the page shell and the route modules
 *     app/shell/, app/routes/
 *   app/composition/                          the lists that name every area (content loaders,
 *                                             render variant, offline copies)
 *   app/areas/<area>/                         the domain areas
 *   app/platform/<kit>/, app/components/ui/   the shared kit no area owns
 *   app/routes.ts                             the route list: plain data anyone may read
 *   db/                                       the database layer (migrations frozen below it)
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const edges = importGraph(root, ["app", "db", "server", "scripts", "tests", "bench"]);

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith("tests/");
const code = edges.filter((e) => !isTest(e.from));

type Floor = "tools" | "harness" | "server" | "shell" | "composition" | "area" | "kit" | "route list" | "db" | "migrations";
function floorOf(file: string): Floor | null {
  if (file.startsWith("scripts/") || file.startsWith("bench/")) return "tools";
  if (file.startsWith("tests/")) return "harness";
  if (file.startsWith("server/")) return "server";
  if (file === "app/root.tsx" || file === "app/entry.server.tsx" || /^app\/(shell|routes)\//.test(file)) return "shell";
  if (file.startsWith("app/composition/")) return "composition";
  if (file.startsWith("app/areas/")) return "area";
  if (file.startsWith("app/platform/") || file.startsWith("app/components/")) return "kit";
  if (file === "app/routes.ts") return "route list";
  if (file.startsWith("db/migrations/")) return "migrations";
  if (file.startsWith("db/")) return "db";
  return null;
}
const FLOORS: readonly Floor[] = ["tools", "harness", "server", "shell", "composition", "area", "kit", "route list", "db", "migrations"];
/** The one kind of import allowed to point up: db/schema.ts gathers the areas' and kit's table types. */
const isTableTypes = (file: string) => /^app\/(areas|platform)\/([^/]+)\/\2\.table\.ts$/.test(file);
/** The area of a file under app/areas/<area>/. */
const areaOf = (file: string) => /^app\/areas\/([^/]+)\//.exec(file)?.[1];

/** Imports from one area into another (tests aside), with one file import that makes each. */
const betweenAreas = code.flatMap((file) => {
  const from = areaOf(file.from);
  const to = areaOf(file.to);
  return from && to && from !== to ? [{ from, to, typeOnly: file.typeOnly, file }] : [];
});

const show = (found: readonly ImportEdge[]) => found.map((e) => `${e.from} → ${e.to}${e.typeOnly ? " (type)" : ""}`);

describe("imports", () => {
  it("read the project's files, aliases included", () => {
    // A graph that lost its files would pass every rule below.
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: "server/app.ts", to: "app/platform/http/context.ts", typeOnly: false });
  });

  it("place every source file on a floor", () => {
    const files = [...new Set(code.flatMap((e) => [e.from, e.to]))];
    expect(files.filter((file) => floorOf(file) === null)).toEqual([]);
  });

  it("point down the floors: no file imports a floor above its own", () => {
    const up = code.filter((e) => {
      const from = FLOORS.indexOf(floorOf(e.from)!);
      const to = FLOORS.indexOf(floorOf(e.to)!);
      return to < from && !(e.from === "db/schema.ts" && e.typeOnly && isTableTypes(e.to));
    });
    expect(show(up)).toEqual([]);
  });

  it("between files form no cycle (type-only imports count too)", () => {
    expect(importCycles(edges).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("between areas form no cycle either: an area never imports, through others, back into itself", () => {
    // Each step of a cycle named with one import that makes it, so the message says what to move.
    const step = (from: string, to: string) => show([betweenAreas.find((e) => e.from === from && e.to === to)!.file])[0];
    const cycles = importCycles(betweenAreas).map(
      (cycle) =>
        `${cycle.join(" → ")}: ${cycle
          .slice(1)
          .map((to, i) => step(cycle[i]!, to))
          .join(", ")}`,
    );
    expect(cycles).toEqual([]);
  });

  it("never reach a route module or the HTTP shell from anywhere else", () => {
    const wrong = code.filter(
      (e) => (/^app\/routes\//.test(e.to) && !e.to.startsWith("app/routes/+types")) || (e.to.startsWith("server/") && !e.from.startsWith("server/")),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("from the database layer reach no app code but the table types", () => {
    const wrong = code.filter((e) => e.from.startsWith("db/") && !e.to.startsWith("db/") && !(e.typeOnly && isTableTypes(e.to)));
    expect(show(wrong)).toEqual([]);
  });

  it("from migrations reach nothing but other migrations (they are frozen)", () => {
    const wrong = edges.filter((e) => e.from.startsWith("db/migrations/") && !e.to.startsWith("db/migrations/"));
    expect(show(wrong)).toEqual([]);
  });

  it("climb with an alias, never with three or more '../'", () => {
    // Each importing file read once (a file is the source of many edges).
    const climbing = [...new Set(edges.map((e) => e.from))].flatMap((from) =>
      importsOf(join(root, from))
        .filter(({ specifier }) => specifier.startsWith("../../../"))
        .map(({ specifier }) => `${from}: ${specifier}`),
    );
    expect([...new Set(climbing)]).toEqual([]);
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
