import { z } from "zod";
import { httpsLink, isoDay, oneOf, optionalPosted, posted, requiredLine, requiredProse } from "#app/areas/editorial/fields.ts";
import { NEWS_CATEGORIES } from "./news.ts";

/** A news item's fields, the same for content/news files and the church's own news (/admin/noticias). */
export const NEWS_LIMITS = { titulo: 120, resumo: 300, corpo: 6000 } as const;

export const newsFields = {
  titulo: requiredLine(NEWS_LIMITS.titulo, "O título", "Informe o título."),
  resumo: requiredLine(NEWS_LIMITS.resumo, "O resumo", "Informe o resumo."),
  data: isoDay,
  categoria: oneOf(NEWS_CATEGORIES, "a categoria"),
  link: httpsLink,
};

/** The admin's form: the file's fields, the text in Markdown, and the source link optional. */
export const newsForm = z.object({
  titulo: posted(newsFields.titulo),
  resumo: posted(newsFields.resumo),
  data: posted(newsFields.data),
  categoria: posted(newsFields.categoria),
  link: optionalPosted(newsFields.link),
  corpo: posted(requiredProse(NEWS_LIMITS.corpo, "O texto", "Escreva o texto da notícia.")),
});
export type NewsInput = z.output<typeof newsForm>;
