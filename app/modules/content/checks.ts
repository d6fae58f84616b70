import { loadDictionary } from "../dictionary/entries.server.ts";
import { loadHymns } from "../hymnal/hymns.server.ts";
import { loadQuizzes } from "../quiz/quizzes.server.ts";
import { loadSampleChapters } from "../bible/samples.server.ts";
import { loadDailyVerses } from "../verse-of-day/verses.server.ts";

/**
 * Every content file's loader. `npm run content:check` and the content test call them
 * all; each area adds its loader here when it adds content.
 */
export const CONTENT_LOADERS: Array<{ name: string; load: () => unknown }> = [
  { name: "verse-of-day/verses.yaml", load: loadDailyVerses },
  { name: "hymnal/hymns.yaml", load: loadHymns },
  { name: "dictionary/entries.yaml", load: loadDictionary },
  { name: "quiz/quizzes.yaml", load: loadQuizzes },
  { name: "bible/amostras-arc.yaml", load: loadSampleChapters },
];
