import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { FileProblem, ReadFiles } from "#app/platform/imports/problems.ts";
import { readImportPath } from "#app/platform/imports/read-path.server.ts";
import { expandUpload, type ImportBudget } from "#app/platform/imports/upload.server.ts";
import { checkQuarterFiles, isQuarterFile, LESSON_IMPORT_LIMITS, type ImportedQuarter } from "./quarter-import.ts";
import { saveImportedQuarters } from "./quarters.store.server.ts";

/** Each quarter of the upload, as imported (several may sit side by side in one zip or folder). */
export type QuarterImportAnswer = { ok: true; quarters: { quarter: ImportedQuarter; replaced: boolean }[] } | { ok: false; problems: FileProblem[] };

/**
 * What one upload or path may carry (decisions 0052, 0053): up to LESSON_IMPORT_LIMITS.quarters
 * quarters side by side, each within its own limits (checked by the rules); its zips may list
 * images and teachers' comments too, only the quarters' files are inflated.
 */
export const QUARTER_BUDGET: ImportBudget = {
  files: LESSON_IMPORT_LIMITS.files * LESSON_IMPORT_LIMITS.quarters,
  zipEntries: 2000 * LESSON_IMPORT_LIMITS.quarters,
  fileBytes: LESSON_IMPORT_LIMITS.fileBytes,
  totalBytes: LESSON_IMPORT_LIMITS.totalBytes * LESSON_IMPORT_LIMITS.quarters,
};

/** The quarters' files in the zips of one upload (a zip of a quarter's folder, or of several, as the repository keeps them). */
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
 * One import, from the admin page or the command: every file read and checked first; only when
 * no quarter of the upload has any problem are they all stored, in one transaction (decisions 0045, 0052).
 */
export async function importQuarterFiles(db: Kysely<Database>, read: ReadFiles, source: string, now: Date): Promise<QuarterImportAnswer> {
  if (read.problems.length) return { ok: false, problems: [...read.problems] };
  const checked = checkQuarterFiles(read.files);
  if (!checked.ok) return checked;
  const saved = await saveImportedQuarters(db, checked.quarters, source, now);
  return { ok: true, quarters: checked.quarters.map((quarter, i) => ({ quarter, replaced: saved[i]!.replaced })) };
}
