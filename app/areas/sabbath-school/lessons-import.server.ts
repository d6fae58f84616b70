import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { WHOLE_SET, type FileProblem } from "#app/areas/hymnal/hymn-import.ts";
import { readZip, ZipError } from "#app/platform/content/zip.server.ts";
import { checkQuarterFiles, isQuarterFile, LESSON_IMPORT_LIMITS, type ImportedQuarter, type QuarterFile } from "./quarter-import.ts";
import { saveImportedQuarters } from "./quarters.store.server.ts";

/** Each quarter of the upload, as imported (several may sit side by side in one zip or folder). */
export type QuarterImportAnswer = { ok: true; quarters: { quarter: ImportedQuarter; replaced: boolean }[] } | { ok: false; problems: FileProblem[] };

/** Entries a zip may list, images and teachers' comments included (only the quarters' files are inflated). */
const ZIP_ENTRIES = 2000 * LESSON_IMPORT_LIMITS.quarters;
/** What one upload's quarters may hold together. */
const UPLOAD_FILES = LESSON_IMPORT_LIMITS.files * LESSON_IMPORT_LIMITS.quarters;

/** The quarters' files in a zip (a zip of a quarter's folder, or of several, as the repository keeps them). */
export function quarterFilesOfZip(zipName: string, bytes: Uint8Array): { files: QuarterFile[]; problems: FileProblem[] } {
  try {
    const limits = { entries: ZIP_ENTRIES, entryBytes: LESSON_IMPORT_LIMITS.fileBytes, totalBytes: LESSON_IMPORT_LIMITS.totalBytes };
    return { files: readZip(bytes, limits, isQuarterFile), problems: [] };
  } catch (error) {
    if (error instanceof ZipError) return { files: [], problems: [{ file: zipName, message: error.message }] };
    throw error;
  }
}

/**
 * One import, from the admin page or the command: every file read and checked first; only when
 * no quarter of the upload has any problem are they all stored, in one transaction (decisions 0045, 0052).
 */
export async function importQuarterFiles(
  db: Kysely<Database>,
  read: { files: readonly QuarterFile[]; problems: readonly FileProblem[] },
  source: string,
  now: Date,
): Promise<QuarterImportAnswer> {
  if (read.problems.length) return { ok: false, problems: [...read.problems] };
  const checked = checkQuarterFiles(read.files);
  if (!checked.ok) return checked;
  const saved = await saveImportedQuarters(db, checked.quarters, source, now);
  return { ok: true, quarters: checked.quarters.map((quarter, i) => ({ quarter, replaced: saved[i]!.replaced })) };
}

/**
 * The files of a path for the command: a zip, or the quarter's folder (its files named from the
 * folder: "2026-04/01/01.md"); a file over the size limit is a problem without being read.
 */
export async function readQuarterPath(path: string): Promise<{ files: QuarterFile[]; problems: FileProblem[] }> {
  const top = await stat(path);
  if (!top.isDirectory()) {
    if (!/\.zip$/i.test(path))
      return { files: [], problems: [{ file: basename(path), message: "esperada a pasta do trimestre ou um arquivo .zip" }] };
    if (top.size > LESSON_IMPORT_LIMITS.totalBytes * 2)
      return { files: [], problems: [{ file: basename(path), message: `zip maior que ${(LESSON_IMPORT_LIMITS.totalBytes * 2) / 1024 / 1024} MB` }] };
    return quarterFilesOfZip(basename(path), new Uint8Array(await readFile(path)));
  }
  const paths = (await readdir(path, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(path, join(e.parentPath, e.name)).split("\\").join("/"))
    .filter(isQuarterFile)
    .sort();
  if (paths.length > UPLOAD_FILES) return { files: [], problems: [{ file: WHOLE_SET, message: `mais de ${UPLOAD_FILES} arquivos num envio` }] };
  const files: QuarterFile[] = [];
  const problems: FileProblem[] = [];
  const folder = basename(path);
  for (const file of paths) {
    const name = `${folder}/${file}`;
    if ((await stat(join(path, file))).size > LESSON_IMPORT_LIMITS.fileBytes)
      problems.push({ file: name, message: `arquivo maior que ${LESSON_IMPORT_LIMITS.fileBytes / 1024} KB` });
    else files.push({ name, bytes: new Uint8Array(await readFile(join(path, file))) });
  }
  return { files, problems };
}
