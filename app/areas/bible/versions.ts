/**
 * The reader's translations and the source's version codes (the version mapping: ARC → arc, ACF → acf, NVI → nvi, anything else arc).
 */
export const READER_VERSIONS = ["ARC", "ACF", "NVI", "NAA", "NTLH"] as const;
export type ReaderVersion = (typeof READER_VERSIONS)[number];

/** Versions the text source and the database know. */
export const TEXT_VERSIONS = ["arc", "acf", "nvi"] as const;
export type TextVersion = (typeof TEXT_VERSIONS)[number];

const DEFAULT_READER_VERSION: ReaderVersion = "ARC";

export const VERSION_NAMES: Record<ReaderVersion, string> = {
  ARC: "Almeida Revista e Corrigida",
  ACF: "Almeida Corrigida Fiel",
  NVI: "Nova Versão Internacional",
  NAA: "Nova Almeida Atualizada",
  NTLH: "Nova Tradução na Linguagem de Hoje",
};

/** Reads the ?versao= value; anything unknown is the default. */
export function parseReaderVersion(value: string | null | undefined): ReaderVersion {
  const upper = (value ?? "").toUpperCase();
  return (READER_VERSIONS as readonly string[]).includes(upper) ? (upper as ReaderVersion) : DEFAULT_READER_VERSION;
}

export function textVersionOf(version: ReaderVersion): TextVersion {
  const lower = version.toLowerCase();
  return (TEXT_VERSIONS as readonly string[]).includes(lower) ? (lower as TextVersion) : "arc";
}

export function isTextVersion(value: string): value is TextVersion {
  return (TEXT_VERSIONS as readonly string[]).includes(value);
}
