import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { checkHymnFiles, IMPORT_LIMITS, WHOLE_SET, type FileProblem, type HymnFile } from "./hymn-import.ts";
import { saveImportedHymns, type ImportOutcome } from "./hymnal.store.server.ts";

export type ImportAnswer = { ok: true; hymns: number; outcome: ImportOutcome } | { ok: false; problems: FileProblem[] };

/**
 * One import, from the admin page or the command: every file read and checked first; only a set
 * without any problem is stored, in one transaction (decision 0044).
 */
export async function importHymnFiles(
  db: Kysely<Database>,
  files: readonly HymnFile[],
  options: { replace: boolean },
  now: Date,
  problems: readonly FileProblem[] = [],
): Promise<ImportAnswer> {
  const checked = checkHymnFiles(files);
  const all = [...problems, ...(checked.ok ? [] : checked.problems)];
  if (all.length || !checked.ok) return { ok: false, problems: all };
  return { ok: true, hymns: checked.hymns.length, outcome: await saveImportedHymns(db, checked.hymns, options, now) };
}

const HYMN_FILE = /\.(xml|txt)$/i;

/**
 * The files of a path for the command: the file itself, or every .xml and .txt under a folder
 * (named from it); a file over the size limit is a problem without being read.
 */
export async function readHymnPath(path: string): Promise<{ files: HymnFile[]; problems: FileProblem[] }> {
  const files: HymnFile[] = [];
  const problems: FileProblem[] = [];
  const top = await stat(path);
  const paths = top.isDirectory()
    ? (await readdir(path, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && HYMN_FILE.test(e.name))
        .map((e) => join(e.parentPath, e.name))
        .sort()
    : [path];
  if (paths.length > IMPORT_LIMITS.files)
    return { files, problems: [{ file: WHOLE_SET, message: `mais de ${IMPORT_LIMITS.files} arquivos numa importação` }] };
  for (const file of paths) {
    const name = top.isDirectory() ? relative(path, file) : basename(file);
    if ((await stat(file)).size > IMPORT_LIMITS.fileBytes)
      problems.push({ file: name, message: `arquivo maior que ${IMPORT_LIMITS.fileBytes / 1024} KB` });
    else files.push({ name, bytes: new Uint8Array(await readFile(file)) });
  }
  if (top.isDirectory() && paths.length === 0) problems.push({ file: basename(path), message: "a pasta não tem arquivos .xml nem .txt" });
  return { files, problems };
}
