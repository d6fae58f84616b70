import { loadSampleChapters } from "../bible/samples.server.ts";
import { loadDailyVerses } from "../verse-of-day/verses.server.ts";

/**
 * Every content file's loader. `npm run content:check` and the content test call them
 * all; each area adds its loader here when it adds content.
 */
export const CONTENT_LOADERS: Array<{ name: string; load: () => unknown }> = [
  { name: "verse-of-day/verses.yaml", load: loadDailyVerses },
  { name: "bible/amostras-arc.yaml", load: loadSampleChapters },
];
