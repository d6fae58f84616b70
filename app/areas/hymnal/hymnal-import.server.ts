import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { readZip, ZipError } from "#app/platform/content/zip.server.ts";
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
/** What a zip made on a Mac or with hidden files carries besides the hymns. */
const HIDDEN = /(^|\/)(\.|__MACOSX\/)/;

/**
 * The files as given, each zip among them replaced by the .xml and .txt files inside it (its
 * folders too); a zip that cannot be read is a problem that names it (decision 0045).
 */
export function expandHymnZips(files: readonly HymnFile[]): { files: HymnFile[]; problems: FileProblem[] } {
  const out: HymnFile[] = [];
  const problems: FileProblem[] = [];
  const limits = { entries: IMPORT_LIMITS.files * 2, entryBytes: IMPORT_LIMITS.fileBytes, totalBytes: IMPORT_LIMITS.totalBytes };
  for (const file of files) {
    if (!/\.zip$/i.test(file.name)) {
      out.push(file);
      continue;
    }
    try {
      out.push(...readZip(file.bytes, limits, (name) => HYMN_FILE.test(name) && !HIDDEN.test(name)));
    } catch (error) {
      if (!(error instanceof ZipError)) throw error;
      problems.push({ file: file.name, message: error.message });
    }
  }
  return { files: out, problems };
}

/**
 * The files of a path for the command: the file itself (a zip: the .xml and .txt inside it), or
 * every .xml and .txt under a folder (named from it); a file over the size limit is a problem
 * without being read.
 */
export async function readHymnPath(path: string): Promise<{ files: HymnFile[]; problems: FileProblem[] }> {
  const files: HymnFile[] = [];
  const problems: FileProblem[] = [];
  const top = await stat(path);
  if (top.isFile() && /\.zip$/i.test(path)) {
    if (top.size > IMPORT_LIMITS.totalBytes)
      return { files, problems: [{ file: basename(path), message: `zip maior que ${IMPORT_LIMITS.totalBytes / 1024 / 1024} MB` }] };
    return expandHymnZips([{ name: basename(path), bytes: new Uint8Array(await readFile(path)) }]);
  }
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
