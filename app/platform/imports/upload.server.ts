import { inflateEntry, listZip, zipEntryCount, ZipError, type ZipListing } from "./zip.server.ts";
import { sizeText, WHOLE_SET, type FileProblem, type ImportFile, type ReadFiles } from "./problems.ts";

/**
 * What one import may carry, counted across every file and every zip of it before anything is
 * inflated (decision 0053): a hundred small zips cost what one zip of their size costs.
 */
export interface ImportBudget {
  /** Files one import takes: the loose ones and the wanted entries of its zips. */
  files: number;
  /** Entries all its zips may list together, wanted or not. */
  zipEntries: number;
  /** One file, uncompressed. */
  fileBytes: number;
  /** All its files together, uncompressed. */
  totalBytes: number;
}

export const isZip = (name: string) => /\.zip$/i.test(name);

/**
 * The files of one upload, each zip among them replaced by its wanted entries (their folders
 * in their names). Every zip's directory is read and the whole budget counted first; nothing is
 * inflated while any problem stands. A zip that cannot be read is a problem that names it.
 */
export function expandUpload(posted: readonly ImportFile[], budget: ImportBudget, wanted: (name: string) => boolean): ReadFiles {
  const problems: FileProblem[] = [];
  const zips = posted.filter((f) => isZip(f.name));
  let entries = 0;
  for (const zip of zips) {
    try {
      entries += zipEntryCount(zip.bytes);
    } catch (error) {
      if (!(error instanceof ZipError)) throw error;
      problems.push({ file: zip.name, message: error.message });
    }
  }
  if (entries > budget.zipEntries)
    return { files: [], problems: [{ file: WHOLE_SET, message: `os zips desta importação têm mais de ${budget.zipEntries} itens` }] };
  const listings = new Map<ImportFile, ZipListing[]>();
  for (const zip of zips) {
    if (problems.some((p) => p.file === zip.name)) continue;
    try {
      listings.set(zip, listZip(zip.bytes, budget.zipEntries, wanted).wanted);
    } catch (error) {
      if (!(error instanceof ZipError)) throw error;
      problems.push({ file: zip.name, message: error.message });
    }
  }
  let files = 0;
  let bytes = 0;
  for (const file of posted) {
    const listed = listings.get(file);
    if (!listed) {
      if (!isZip(file.name)) [files, bytes] = [files + 1, bytes + file.bytes.byteLength];
      continue;
    }
    for (const entry of listed) {
      if (entry.size > budget.fileBytes)
        problems.push({ file: file.name, message: `${entry.name}: arquivo maior que ${sizeText(budget.fileBytes)}` });
      [files, bytes] = [files + 1, bytes + entry.size];
    }
  }
  if (files > budget.files) problems.push({ file: WHOLE_SET, message: `mais de ${budget.files} arquivos numa importação` });
  if (bytes > budget.totalBytes) problems.push({ file: WHOLE_SET, message: `mais de ${sizeText(budget.totalBytes)} descompactados numa importação` });
  if (problems.length) return { files: [], problems };
  const out: ImportFile[] = [];
  for (const file of posted) {
    const listed = listings.get(file);
    if (!listed) {
      out.push(file);
      continue;
    }
    try {
      for (const entry of listed) out.push({ name: entry.name, bytes: inflateEntry(file.bytes, entry) });
    } catch (error) {
      if (!(error instanceof ZipError)) throw error;
      problems.push({ file: file.name, message: error.message });
    }
  }
  return problems.length ? { files: [], problems } : { files: out, problems };
}

/** The files a form posted, read (their names cut to 200 characters; an empty name said so). */
export async function postedFiles(files: readonly File[]): Promise<ImportFile[]> {
  return Promise.all(files.map(async (f) => ({ name: f.name.slice(0, 200) || "(sem nome)", bytes: new Uint8Array(await f.arrayBuffer()) })));
}
