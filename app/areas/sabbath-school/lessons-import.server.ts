import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { FileProblem, ReadFiles } from "#app/platform/imports/problems.ts";
import { readImportPath } from "#app/platform/imports/read-path.server.ts";
import { expandUpload, type ImportBudget } from "#app/platform/imports/upload.server.ts";
import { checkQuarterFiles, isQuarterFile, LESSON_IMPORT_LIMITS, type ImportedQuarter } from "./quarter-import.ts";
import { saveImportedQuarter } from "./quarters.store.server.ts";

export type QuarterImportAnswer = { ok: true; quarter: ImportedQuarter; replaced: boolean } | { ok: false; problems: FileProblem[] };

/** What one quarter's upload or path may carry (decision 0053): its zips may list images and teachers' comments too, only the quarter's files are inflated. */
export const QUARTER_BUDGET: ImportBudget = {
  files: LESSON_IMPORT_LIMITS.files,
  zipEntries: 2000,
  fileBytes: LESSON_IMPORT_LIMITS.fileBytes,
  totalBytes: LESSON_IMPORT_LIMITS.totalBytes,
};

/** The quarter's files in the zips of one upload (a zip of the quarter's folder, as the repository keeps it). */
export function quarterFilesOfUpload(posted: ReadonlyArray<{ name: string; bytes: Uint8Array }>): ReadFiles {
  return expandUpload(posted, QUARTER_BUDGET, isQuarterFile);
}

/** The files of a path for the command: a zip, or the quarter's folder (its files named from the folder: "2026-04/01/01.md"). */
export function readQuarterPath(path: string): Promise<ReadFiles> {
  return readImportPath(path, {
    budget: QUARTER_BUDGET,
    wanted: isQuarterFile,
    folderInNames: true,
    zipBytes: LESSON_IMPORT_LIMITS.totalBytes * 2,
    notAFile: "esperada a pasta do trimestre ou um arquivo .zip",
  });
}

/**
 * One import, from the admin page or the command: every file read and checked first; only a
 * quarter without any problem is stored, in one transaction (decision 0045).
 */
export async function importQuarterFiles(db: Kysely<Database>, read: ReadFiles, source: string, now: Date): Promise<QuarterImportAnswer> {
  if (read.problems.length) return { ok: false, problems: [...read.problems] };
  const checked = checkQuarterFiles(read.files);
  if (!checked.ok) return checked;
  return { ok: true, quarter: checked.quarter, ...(await saveImportedQuarter(db, checked.quarter, source, now)) };
}
