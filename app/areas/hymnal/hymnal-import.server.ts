import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import type { FileProblem, ImportFile, ReadFiles } from "#app/platform/imports/problems.ts";
import { readImportPath } from "#app/platform/imports/read-path.server.ts";
import { expandUpload, type ImportBudget } from "#app/platform/imports/upload.server.ts";
import {
  checkImportedHymns,
  IMPORT_LIMITS,
  isHymnFile,
  numberHymns,
  readHymnFiles,
  replacedHymns,
  songbookNames,
  type NumberedHymn,
  type Numbering,
  type Replacement,
} from "./hymn-import.ts";
import type { ImportedHymn } from "./hymn-formats.ts";
import { hymnalOfScope } from "./hymnal.server.ts";
import { saveImportedHymns, type HymnScope, type ImportOutcome } from "./hymnal.store.server.ts";

/** What one hymnal import may carry, its zips included (decision 0053). */
const HYMN_BUDGET: ImportBudget = {
  files: IMPORT_LIMITS.files,
  zipEntries: IMPORT_LIMITS.files * 2,
  fileBytes: IMPORT_LIMITS.listBytes,
  totalBytes: IMPORT_LIMITS.totalBytes,
};

/** What a zip made on a Mac or with hidden files carries besides the hymns. */
const HIDDEN = /(^|\/)(\.|__MACOSX\/)/;
const wanted = (name: string) => isHymnFile(name) && !HIDDEN.test(name);

/** The files of one upload, each zip among them replaced by the hymn files inside it (its folders too). */
export function hymnFilesOfUpload(posted: readonly ImportFile[]): ReadFiles {
  return expandUpload(posted, HYMN_BUDGET, wanted);
}

/** The files of a path for the command: the file itself, a zip's hymn files, or every hymn file under a folder (named from inside it). */
export function readHymnPath(path: string): Promise<ReadFiles> {
  return readImportPath(path, { budget: HYMN_BUDGET, wanted, emptyFolder: "a pasta não tem arquivos .xml, .txt nem .json" });
}

/** The numbers the hymnal an import of this scope lands over has now, each with what it shows there (an imported hymn or a shipped example). */
async function takenNumbers(db: Kysely<Database>, church: ChurchRef, scope: HymnScope): Promise<Map<number, { titulo: string; importado: boolean }>> {
  const { byNumber } = await hymnalOfScope(db, church, scope);
  return new Map([...byNumber].map(([numero, hymn]) => [numero, { titulo: hymn.titulo, importado: hymn.importado === true }]));
}

export type Preview =
  | { ok: true; hymns: NumberedHymn[]; songbooks: string[]; taken: Map<number, { titulo: string; importado: boolean }> }
  | { ok: false; problems: FileProblem[] };

/** The hymns of a set, numbered as the admin chose, for the preview of an import of this scope; nothing is stored. */
export async function previewHymnFiles(
  db: Kysely<Database>,
  church: ChurchRef,
  read: ReadFiles,
  numbering: Numbering,
  scope: HymnScope,
): Promise<Preview> {
  if (read.problems.length) return { ok: false, problems: read.problems };
  const files = readHymnFiles(read.files);
  if (files.problems.length) return { ok: false, problems: files.problems };
  const taken = await takenNumbers(db, church, scope);
  return { ok: true, hymns: numberHymns(files.hymns, numbering, new Set(taken.keys())), songbooks: songbookNames(files.hymns), taken };
}

export type ImportAnswer = { ok: true; hymns: number; outcome: ImportOutcome; replaced: Replacement[] } | { ok: false; problems: FileProblem[] };

/**
 * One import of numbered hymns into a scope (the church's own or the conference's), from the
 * admin page's preview or the command: checked whole
 * first; only a set without any problem is stored, in one transaction (decision 0044); the
 * answer names every hymn of the hymnal a number replaced.
 */
export async function importHymns(
  db: Kysely<Database>,
  church: ChurchRef,
  hymns: readonly ImportedHymn[],
  options: { replace: boolean; scope: HymnScope },
  now: Date,
): Promise<ImportAnswer> {
  const checked = checkImportedHymns(hymns);
  if (!checked.ok) return checked;
  const replaced = replacedHymns(checked.hymns, await takenNumbers(db, church, options.scope));
  return { ok: true, hymns: checked.hymns.length, outcome: await saveImportedHymns(db, church, checked.hymns, options, now), replaced };
}
