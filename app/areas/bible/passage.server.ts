import { loadChapter } from "./chapter.server.ts";
import { passageOf, type Passage } from "./passage.ts";
import type { Reference } from "./references.ts";
import type { SourceDeps } from "./source.store.server.ts";
import { parseReaderVersion, type ReaderVersion } from "./versions.ts";

/**
 * A reference's text through the reader's own path (database, one fetch of the book on a miss,
 * the other version held as a fallback); null when no text can be had now.
 */
export async function loadPassage(deps: SourceDeps, version: ReaderVersion, reference: Reference): Promise<Passage | null> {
  const result = await loadChapter(deps, version, reference.book, reference.chapter);
  if (result.status !== "loaded") return null;
  return passageOf(reference, result.verses, parseReaderVersion(result.version));
}
