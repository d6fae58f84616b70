import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { expandUpload, isZip, type ImportBudget } from "./upload.server.ts";
import { sizeText, WHOLE_SET, type ImportFile, type ReadFiles } from "./problems.ts";

export interface PathReading {
  budget: ImportBudget;
  /** Which files of a folder or zip the import reads, by their path inside it ('01/info.yml'). */
  wanted: (name: string) => boolean;
  /** Names a folder's files from the folder itself ('2026-04/01/01.md') rather than from inside it. */
  folderInNames?: boolean;
  /** The largest zip file read (default the budget's inflated bytes): a zip may carry files the import leaves out. */
  zipBytes?: number;
  /** Set when one loose file is not an import: what to say instead. */
  notAFile?: string;
  /** What to say of a folder with none of the wanted files (nothing, when the import's rules say it). */
  emptyFolder?: string;
}

/**
 * The files of a path for a command (decision 0053): a zip (its wanted entries, within the
 * budget), a folder (every wanted file under it) or one file; a file over the size limit is a
 * problem without being read.
 */
export async function readImportPath(path: string, reading: PathReading): Promise<ReadFiles> {
  const { budget, wanted } = reading;
  const top = await stat(path);
  const name = basename(path);
  if (top.isFile()) {
    if (isZip(path)) {
      const zipBytes = reading.zipBytes ?? budget.totalBytes;
      if (top.size > zipBytes) return { files: [], problems: [{ file: name, message: `zip maior que ${sizeText(zipBytes)}` }] };
      return expandUpload([{ name, bytes: new Uint8Array(await readFile(path)) }], budget, wanted);
    }
    if (reading.notAFile) return { files: [], problems: [{ file: name, message: reading.notAFile }] };
    if (top.size > budget.fileBytes) return { files: [], problems: [{ file: name, message: `arquivo maior que ${sizeText(budget.fileBytes)}` }] };
    return { files: [{ name, bytes: new Uint8Array(await readFile(path)) }], problems: [] };
  }
  const paths = (await readdir(path, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(path, join(e.parentPath, e.name)).split("\\").join("/"))
    .filter(wanted)
    .sort();
  if (paths.length > budget.files) return { files: [], problems: [{ file: WHOLE_SET, message: `mais de ${budget.files} arquivos numa importação` }] };
  if (paths.length === 0 && reading.emptyFolder) return { files: [], problems: [{ file: name, message: reading.emptyFolder }] };
  const files: ImportFile[] = [];
  const problems = [];
  let total = 0;
  for (const file of paths) {
    const shown = reading.folderInNames ? `${name}/${file}` : file;
    const size = (await stat(join(path, file))).size;
    total += size;
    if (size > budget.fileBytes) problems.push({ file: shown, message: `arquivo maior que ${sizeText(budget.fileBytes)}` });
    else if (total <= budget.totalBytes) files.push({ name: shown, bytes: new Uint8Array(await readFile(join(path, file))) });
  }
  if (total > budget.totalBytes)
    return { files: [], problems: [{ file: WHOLE_SET, message: `mais de ${sizeText(budget.totalBytes)} numa importação` }] };
  return { files, problems };
}
