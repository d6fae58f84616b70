/** News about the Pathfinder movement: pure rules shared by server and page. */
export const NEWS_COUNT = 6;
export const NEWS_CATEGORIES = ["Eventos", "Materiais", "Histórias", "Artigos", "História"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const ALL_CATEGORIES = "Todos";
/** The refresh shows its loading state for 1 s. */
export const NEWS_REFRESH_MS = 1000;

export interface NewsItem {
  id: string;
  titulo: string;
  resumo: string;
  /** YYYY-MM-DD: the day the item is about (an event, a law) or, for materials, when it was added here. */
  data: string;
  categoria: NewsCategory;
  /** The page the item comes from, opened in a new tab (every example has one; the church's own news may). */
  link: string | null;
  /** The church's own news: its text in Markdown, shown on its page (/noticias-desbravadores/:id). */
  corpo: string | null;
  /** A shipped example (content/news), shown only until the church publishes its own. */
  example: boolean;
}

/** 'Todos' and the categories the items use, in the order they first appear. */
export function categoriesOf(items: readonly NewsItem[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((i) => i.categoria))];
}

export function filterNews(items: readonly NewsItem[], category: string | null): NewsItem[] {
  return !category || category === ALL_CATEGORIES ? [...items] : items.filter((i) => i.categoria === category);
}
