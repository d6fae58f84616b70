import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Docs and comments name the project's own files, and every file they name is in the repository
 * (as git tracks it, so a folder left empty on one machine counts for nothing): a moved or renamed
 * file leaves no stale path behind.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);

/** Files the tools write, named by the docs though not in the repository. */
const GENERATED = new Set(["bench/results.json", "bench/soak-results.json"]);
const PATH = /(?<![\w/.#-])((?:app|db|server|scripts|tests|bench|docs|content|\.ci)\/[\w./$+-]*\w)/g;

/** A named path is a file or folder of the repository, or starts a file's name (`docs/decisions/0013`). */
function resolves(path: string): boolean {
  return GENERATED.has(path) || tracked.some((file) => file.startsWith(path));
}

/** The prose of a file: the whole of a Markdown file, the comment lines of source code. */
function prose(file: string): string[] {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  return file.endsWith(".md") ? lines : lines.filter((line) => /^\s*(\/\/|\/\*|\*)/.test(line));
}

const documents = tracked.filter((file) => /\.(md|ts|tsx)$/.test(file) && !file.startsWith("content/"));

function stalePaths(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    prose(file).flatMap((line, i) =>
      [...line.matchAll(PATH)]
        .map((match) => match[1]!)
        .filter((path) => !/[<*{]/.test(path) && !resolves(path))
        .map((path) => `${file}:${i + 1}: ${path}`),
    ),
  );
}

describe("docs and comments", () => {
  it("read the README, the docs and the code's comments", () => {
    expect(documents).toContain("README.md");
    expect(documents.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(20);
  });

  it("name only paths that exist", () => {
    expect(stalePaths(documents)).toEqual([]);
  });

  it("would name a path that does not exist", () => {
    expect(resolves("app/areas/quiz/quiz.ts")).toBe(true);
    expect(resolves("app/modules/quiz/quiz.ts")).toBe(false);
  });

  it("cite no document outside the repository by section (the specification's 'spec 1 §7', an issue's '§3')", () => {
    const citing = documents.flatMap((file) =>
      prose(file)
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /\b[Ss]pec [0-9]|\bARCHITECTURE\b|§/.test(line.replace(/RFC \d+ §[\d.]+/g, "")))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(citing).toEqual([]);
  });

  it("give every decision its date", () => {
    const decisions = documents.filter((file) => file.startsWith("docs/decisions/"));
    expect(decisions.filter((file) => !/^Date: \d{4}-\d{2}-\d{2}$/m.test(readFileSync(join(root, file), "utf8")))).toEqual([]);
  });
});
