/**
 * The shared words of every import (decision 0053): the files of one upload, the problems that
 * name a file and say in Portuguese what is wrong, and the size text both importers print.
 */

/** One file of an upload, a folder or a zip, named by its path inside it. */
export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

export interface FileProblem {
  file: string;
  message: string;
}

/** The files read from one upload or path, and what could not be read. */
export interface ReadFiles {
  files: ImportFile[];
  problems: FileProblem[];
}

/** What names the whole set rather than one file. */
export const WHOLE_SET = "(importação)";

/** One line per problem: 'hino-301.xml: falta o título'. */
export function problemLines(problems: readonly FileProblem[]): string[] {
  return problems.map((p) => `${p.file}: ${p.message}`);
}

/** A size as the pages and the commands print it: '256 KB', '2,5 MB'. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(Math.round((bytes / 1024 / 1024) * 10) / 10).toLocaleString("pt-BR")} MB` : `${Math.round(bytes / 1024)} KB`;
}
