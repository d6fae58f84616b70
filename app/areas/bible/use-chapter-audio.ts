import { useEffect, useMemo, useState } from "react";
import { keepVerseInView } from "./follow-verse.ts";
import type { Verse } from "./text.store.server.ts";

/**
 * The chapter read aloud: from which verse (null while the panel is closed), the verses still to
 * read, and the verse being read, which the page highlights and keeps in view.
 */
export function useChapterAudio(verses: Verse[] | null) {
  const [from, setFrom] = useState<number | null>(null);
  /** Counts the times reading was asked from a verse: asked again from the same verse, it starts again. */
  const [run, setRun] = useState(0);
  const toRead = useMemo(() => (from === null || !verses ? [] : verses.filter((v) => v.number >= from)), [from, verses]);
  /** The verse being read aloud, as the control last told it. */
  const [reading, setReading] = useState<number | null>(null);
  const readingNow = from === null ? null : reading;
  // The page follows the verse being read aloud.
  useEffect(() => {
    if (readingNow !== null) keepVerseInView(readingNow);
  }, [readingNow]);

  return {
    open: from !== null,
    run,
    toRead,
    /** The verse being read aloud, highlighted; null when not reading. */
    readingNow,
    onVerse: setReading,
    /** 'Ouvir' in the toolbar: opens the panel reading from the first verse, or closes it. */
    toggle: () => setFrom(from === null ? 1 : null),
    /** Reads from this verse on, starting again when it is already the one read from. */
    readFrom: (verse: number) => {
      setFrom(verse);
      setRun((n) => n + 1);
    },
  };
}
