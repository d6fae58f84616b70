import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, expect, vi } from "vitest";
import { parse, stringify } from "yaml";

/**
 * For tests of a content loader's checks: each test makes a content tree of its own in a
 * temporary folder (a copy of content/ folders, or a file it writes), changes it to hold the
 * mistake the check exists to catch, and reads it with a fresh copy of the loader's module
 * (CONTENT_DIR points at the tree, and nothing is cached from another test).
 *
 *   const content = contentTrees();
 *   it("needs 90 hymns", async () => {
 *     const root = content.withFile("hymnal/hymns.yaml", stringify(rows));
 *     const load = await content.loader(root, () => import("./hymnal.content.server.ts"), (m) => m.loadHymns);
 *     expect(load).toThrow(/pelo menos 90 hinos/);
 *   });
 *
 * Call it once at the top of the test file: the trees are removed after each test.
 */
export function contentTrees() {
  const dirs: string[] = [];
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const newTree = () => {
    const root = mkdtempSync(join(tmpdir(), "lampada-content-tree-"));
    dirs.push(root);
    return root;
  };
  return {
    /** A new tree holding a copy of content/<folder> for each folder named; returns its root. */
    copyOf(...folders: string[]): string {
      const root = newTree();
      for (const folder of folders) cpSync(join("content", folder), join(root, folder), { recursive: true });
      return root;
    },
    /** A new tree holding only `file` (a path as under content/) with this text; returns its root. */
    withFile(file: string, text: string): string {
      const root = newTree();
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
      return root;
    },
    /**
     * The loader `pick` names, from a fresh copy of the module `importModule` imports
     * (`() => import("./x.content.server.ts")`), reading the tree at `root` when called.
     */
    async loader<M>(root: string, importModule: () => Promise<M>, pick: (module: M) => () => unknown): Promise<() => unknown> {
      process.env.CONTENT_DIR = root;
      vi.resetModules();
      const load = pick(await importModule());
      return () => load();
    },
    /** The loader `pick` names, fresh, reading a copy of content/<folder> that `edit` changed first (given the copy). */
    async edited<M>(folder: string, edit: (dir: string) => void, importModule: () => Promise<M>, pick: (module: M) => () => unknown) {
      const root = this.copyOf(folder);
      edit(join(root, folder));
      return this.loader(root, importModule, pick);
    },
  };
}

/** The rows of a YAML list as shipped under content/, to change and write to a tree. */
export type Rows = Array<Record<string, unknown>>;
export const shippedRows = (file: string) => parse(readFileSync(join("content", file), "utf8")) as Rows;

/** Changes a file of a tree; the change must find what it replaces. */
export function replaceIn(file: string, from: string | RegExp, to: string) {
  const text = readFileSync(file, "utf8");
  const changed = text.replace(from, to);
  expect(changed, `${file} has ${String(from)}`).not.toBe(text);
  writeFileSync(file, changed);
}

/** Rewrites `file` under `dir` with `change` applied to its text. */
export const editText = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));

/** Parses a YAML file under `dir`, lets `change` edit the value in place, and writes it back. */
// Test fixtures edit the parsed YAML freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function editYaml(dir: string, file: string, change: (value: any) => void) {
  const path = join(dir, file);
  const value = parse(readFileSync(path, "utf8"));
  change(value);
  writeFileSync(path, stringify(value));
}
