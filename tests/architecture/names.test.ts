import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "#app/routes.ts";
import { importsOf } from "./import-graph.ts";

/**
 * One name per role in every area and kit folder (docs/architecture.md, 'Names'): a file's
 * suffix says what it is, so a newcomer finds the storage, the content loader or the rules of
 * any area without opening it.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return name === "fixtures" ? [] : filesUnder(path);
    return [path];
  });
}

const folders = ["app/areas", "app/platform"].flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`));
const files = folders.flatMap(filesUnder).filter((file) => !/\.test\.tsx?$/.test(file));

/** The roles a file of an area or kit folder may have, by its name. */
const ROLES: Array<[string, RegExp]> = [
  ["component", /^[A-Z][A-Za-z0-9]*\.tsx$/],
  ["React hook", /^use-[a-z0-9-]+\.ts$/],
  ["table types", /^([a-z0-9-]+)\.table\.ts$/],
  ["storage", /^[a-z0-9-]+\.store\.server\.ts$/],
  ["content loader", /^[a-z0-9-]+\.content\.server\.ts$/],
  ["server-only helper", /^[a-z0-9-]+\.server\.ts$/],
  ["rules (pure) or browser module", /^[a-z0-9-]+\.ts$/],
];
const roleOf = (file: string) => ROLES.find(([, pattern]) => pattern.test(basename(file)))?.[0];

/** A page is the default export of its route module; what an area shares is named for what it is (a form, a list). */
const pageFiles = (...paths: string[]) => paths.filter((file) => /Page\.tsx$/.test(basename(file)));

describe("names", () => {
  it("read the areas and the kit", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(roleOf("app/areas/quiz/quiz.content.server.ts")).toBe("content loader");
    expect(roleOf("app/areas/quiz/best-scores.store.server.ts")).toBe("storage");
    expect(roleOf("app/areas/quiz/quizzes.server.ts")).toBe("server-only helper");
  });

  it("give every file of an area or kit folder one of the roles", () => {
    expect(files.filter((file) => !roleOf(file))).toEqual([]);
  });

  it("name table types after their folder", () => {
    const wrong = files.filter((file) => file.endsWith(".table.ts") && basename(file) !== `${file.split("/")[2]}.table.ts`);
    expect(wrong).toEqual([]);
  });

  it("keep the database to storage files: only *.store.server.ts import Kysely or db/ for more than types", () => {
    const wrong = files.filter(
      (file) =>
        !file.endsWith(".store.server.ts") &&
        importsOf(join(root, file)).some(({ specifier, typeOnly }) => !typeOnly && (specifier === "kysely" || specifier.startsWith("#db/"))),
    );
    expect(wrong).toEqual([]);
  });

  it("keep content files to content loaders: only *.content.server.ts read content/ through the content kit", () => {
    const readers = files.filter(
      (file) =>
        !file.startsWith("app/platform/content/") &&
        importsOf(join(root, file)).some(({ specifier }) => /^#app\/platform\/content\/(load|collection)\.server\.ts$/.test(specifier)),
    );
    expect(readers.filter((file) => !file.endsWith(".content.server.ts"))).toEqual([]);
    // And a content loader does load content.
    const loaders = files.filter((file) => file.endsWith(".content.server.ts"));
    expect(loaders.filter((file) => !readers.includes(file) && !readFileSync(join(root, file), "utf8").includes("content.server.ts"))).toEqual([]);
  });

  it("keep an area's guards in its guards.server.ts: a file exporting a require* function is named so", () => {
    const guard = /^export\s+(async\s+)?function\s+require[A-Z]|^export\s+const\s+require[A-Z]/m;
    expect(guard.test("export async function requireClubRole(args) {}")).toBe(true);
    expect(guard.test("export function requiredLine(max: number) {}")).toBe(false);
    const wrong = files.filter((file) => guard.test(readFileSync(join(root, file), "utf8")) && basename(file) !== "guards.server.ts");
    expect(wrong).toEqual([]);
  });

  it("keep page markup in route modules: no area or kit file is named *Page.tsx", () => {
    expect(pageFiles("app/areas/news/NewsPage.tsx", "app/areas/news/NewsList.tsx", "app/platform/site/PageLink.tsx")).toEqual([
      "app/areas/news/NewsPage.tsx",
    ]);
    expect(pageFiles(...files)).toEqual([]);
  });

  it("give route files their URL, each parameter as $name", () => {
    const wrong = SITE_ROUTES.filter((route) => route.path !== "*").filter((route) => {
      const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      return !params.every((param) => route.file.includes(`$${param}`));
    });
    expect(wrong.map((route) => `${route.path}: ${route.file}`)).toEqual([]);
  });
});
