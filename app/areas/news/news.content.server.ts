import { z } from "zod";
import { loadCollection } from "#app/platform/content/collection.server.ts";
import { cached, contentError } from "#app/platform/content/load.server.ts";
import { text } from "#app/platform/content/schemas.ts";
import { NEWS_CATEGORIES, NEWS_COUNT, type NewsItem } from "./news.ts";

/** content/news/<id>.md: front matter only (the card shows the summary; the link has the rest). */
const isoDay = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "use a data no formato AAAA-MM-DD")
    .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "data que não existe"),
);

const frontMatter = z.strictObject({
  titulo: text,
  resumo: text,
  data: isoDay,
  categoria: z.enum(NEWS_CATEGORIES, `use uma das categorias: ${NEWS_CATEGORIES.join(", ")}`),
  link: z.url({ protocol: /^https$/, message: "use um endereço https:// real" }),
});

/** The news items, newest first. */
export function loadNews(): NewsItem[] {
  return cached("news:list", () => {
    const entries = loadCollection("news", frontMatter, { allowEmptyBody: true });
    if (entries.length !== NEWS_COUNT) throw contentError("content/news", "(pasta)", `são necessárias ${NEWS_COUNT} notícias; há ${entries.length}`);
    return entries.map(({ slug, data }) => ({ id: slug, ...data })).toSorted((a, b) => b.data.localeCompare(a.data) || a.id.localeCompare(b.id));
  });
}
