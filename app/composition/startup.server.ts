import { citationIndex } from "#app/areas/citations/citations.content.server.ts";
import { loadCourseCatalogue } from "#app/areas/courses/courses.content.server.ts";
import { loadProjects } from "#app/areas/donation/projects.content.server.ts";
import { loadNews } from "#app/areas/news/news.content.server.ts";
import { loadVideos } from "#app/areas/videos/videos.content.server.ts";
import { loadDevotionalBooks } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { loadDevotionals } from "#app/areas/devotionals/devotionals.content.server.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import { loadBooks } from "#app/areas/library/library.content.server.ts";
import { loadEllenWhiteBiography } from "#app/areas/library/ellen-white.content.server.ts";
import { loadHymns } from "#app/areas/hymnal/hymnal.content.server.ts";
import { loadCharacterStudies, loadStudyCourses } from "#app/areas/studies/studies.content.server.ts";
import { loadAboutSections } from "#app/areas/pathfinders/about.content.server.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { loadLinks, loadStudies } from "#app/areas/pathfinders/hub.content.server.ts";
import { loadKnotsGuide } from "#app/areas/pathfinders/knots.content.server.ts";
import { loadPopularSpecialties, loadSpecialties } from "#app/areas/pathfinders/specialties.content.server.ts";
import { loadReadingPlans } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { loadQuarters } from "#app/areas/sabbath-school/sabbath-school.content.server.ts";
import { loadQuizzes } from "#app/areas/quiz/quiz.content.server.ts";
import { loadDailyVerses } from "#app/areas/verse-of-day/verse-of-day.content.server.ts";
import { contentIndex } from "#app/areas/search/search.content.server.ts";

/**
 * Every built-in content file's loader. `npm run content:check`, its test and prepareApp
 * call them all; an area that adds content adds its loader here (the list sits above the
 * areas, so the content area below them imports none of them).
 */
export const CONTENT_LOADERS: Array<{ name: string; load: () => unknown }> = [
  { name: "verse-of-day/verses.yaml", load: loadDailyVerses },
  { name: "hymnal/hymns.yaml", load: loadHymns },
  { name: "dictionary/entries.yaml", load: loadDictionary },
  { name: "quiz/quizzes.yaml", load: loadQuizzes },
  { name: "reading-plans/plans.yaml", load: loadReadingPlans },
  { name: "devotionals/", load: loadDevotionals },
  { name: "sabbath-school/", load: loadQuarters },
  { name: "devotional-books/", load: loadDevotionalBooks },
  { name: "courses/catalogue.yaml", load: loadCourseCatalogue },
  { name: "library/books.yaml", load: loadBooks },
  { name: "library/ellen-white", load: loadEllenWhiteBiography },
  { name: "studies/courses + studies/lessons", load: loadStudyCourses },
  { name: "studies/characters.yaml", load: loadCharacterStudies },
  { name: "projects/*.md", load: loadProjects },
  { name: "news/*.md", load: loadNews },
  { name: "videos/*.md", load: loadVideos },
  { name: "pathfinders/classes.yaml", load: loadClasses },
  { name: "pathfinders/specialties/", load: loadSpecialties },
  { name: "pathfinders/popular.yaml", load: loadPopularSpecialties },
  { name: "pathfinders/studies/", load: loadStudies },
  { name: "pathfinders/links.yaml", load: loadLinks },
  { name: "pathfinders/knots.yaml", load: loadKnotsGuide },
  { name: "pathfinders/about/", load: loadAboutSections },
  // Built from the content above: what cites each Bible chapter ('Nesta passagem').
  { name: "índice de citações bíblicas", load: citationIndex },
];

/**
 * What the app checks once before the server takes requests: every built-in content file
 * is read and validated, so a wrong file stops the start naming its path and field, and the
 * search's index of it is built. The
 * server calls this entry and knows nothing of the areas behind it.
 */
export function prepareApp(): void {
  for (const { load } of CONTENT_LOADERS) load();
  // The one search's index of that content, built once here rather than by the first search.
  contentIndex();
}

/** The church's settings kept in memory for the footer and /contato, read again on a timer (decision 0046). */
export { watchChurchSettings } from "#app/areas/church-settings/church-settings.server.ts";

/** What a visitor's page varies by besides its address (the server's render cache key). */
export { renderVariant } from "./render-variant.server.ts";

/** Which query parameters a visitor's page is stored by (the render cache's address). */
export { renderCacheAddress } from "./render-cache-address.ts";
