import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError } from "#app/platform/content/load.server.ts";
import { newsFields } from "./news-fields.ts";
import { NEWS_COUNT, type NewsItem } from "./news.ts";

/** content/news/<id>.md: front matter only (the card shows the summary; the link has the rest). */
const frontMatter = z.strictObject(newsFields);

/** The Pathfinder movement's news (/noticias-desbravadores), newest first. */
export function loadNews(): NewsItem[] {
  return cached("news:list", () => {
    const entries = loadCollection("news", frontMatter, { allowEmptyBody: true });
    if (entries.length !== NEWS_COUNT) throw contentError("content/news", "(pasta)", `são necessárias ${NEWS_COUNT} notícias; há ${entries.length}`);
    return entries
      .map(({ slug, data }): NewsItem => ({ id: slug, ...data, corpo: null }))
      .toSorted((a, b) => b.data.localeCompare(a.data) || a.id.localeCompare(b.id));
  });
}
