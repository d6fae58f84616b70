import { loadPassage } from "#app/areas/bible/passage.server.ts";
import type { Passage } from "#app/areas/bible/passage.ts";
import { parseReference, referenceHref } from "#app/areas/bible/references.ts";
import type { SourceDeps } from "#app/areas/bible/source.store.server.ts";
import { DEFAULT_READER_VERSION } from "#app/areas/bible/versions.ts";
import type { Hymn } from "./hymns.ts";

/** A hymn's Bible verse: its reference and reader link, and its text in the ACF (null when it cannot be had now). */
export interface HymnVerse {
  reference: string;
  href: string;
  passage: Passage | null;
}

/** The verse of a hymn that names one (its `referencia`), read like the reader reads it; null for a hymn without. */
export async function hymnVerse(deps: SourceDeps, hymn: Pick<Hymn, "referencia">): Promise<HymnVerse | null> {
  const reference = hymn.referencia === undefined ? null : parseReference(hymn.referencia);
  if (!reference) return null;
  return { reference: hymn.referencia!, href: referenceHref(reference), passage: await loadPassage(deps, DEFAULT_READER_VERSION, reference) };
}
