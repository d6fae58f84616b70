/**
 * The Bible versions this portal reads: the ones the public source has in Portuguese (decision
 * 0025). The reader names them in capitals (?versao=ACF), the text source and the database in
 * lower case. Any other value, such as an old link's or a stored preference's ARC, is read as
 * the default.
 */
export const READER_VERSIONS = ["ACF", "NVI"] as const;
export type ReaderVersion = (typeof READER_VERSIONS)[number];

/** Versions the text source and the database know. */
export const TEXT_VERSIONS = ["acf", "nvi"] as const;
export type TextVersion = (typeof TEXT_VERSIONS)[number];

export const DEFAULT_READER_VERSION: ReaderVersion = "ACF";

export const VERSION_NAMES: Record<ReaderVersion, string> = {
  ACF: "Almeida Corrigida Fiel",
  NVI: "Nova Versão Internacional",
};

/** Reads the ?versao= value; anything unknown is the default. */
export function parseReaderVersion(value: string | null | undefined): ReaderVersion {
  const upper = (value ?? "").toUpperCase();
  return (READER_VERSIONS as readonly string[]).includes(upper) ? (upper as ReaderVersion) : DEFAULT_READER_VERSION;
}

export function textVersionOf(version: ReaderVersion): TextVersion {
  return version === "NVI" ? "nvi" : "acf";
}

export function isTextVersion(value: string): value is TextVersion {
  return (TEXT_VERSIONS as readonly string[]).includes(value);
}

/** A stored text version (a member's preference may hold a removed one, e.g. arc): known, else the default. */
export function knownTextVersion(value: string): TextVersion {
  return isTextVersion(value) ? value : textVersionOf(DEFAULT_READER_VERSION);
}
