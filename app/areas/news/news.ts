/** News, the Pathfinder movement's and the church's own: pure rules shared by server and page. */
export const NEWS_COUNT = 6;
/** One list for both kinds of news, without near-duplicates (decision 0047). */
export const NEWS_CATEGORIES = ["Eventos", "Materiais", "Histórias", "Artigos"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Names a category had before (decision 0047: 'História' became 'Histórias'). */
const FORMER_CATEGORIES: Readonly<Record<string, NewsCategory>> = { História: "Histórias" };

/** A category as it is named today: a former name gives its category; anything else is returned as it is. */
export function currentCategory(name: string): string {
  return Object.hasOwn(FORMER_CATEGORIES, name) ? FORMER_CATEGORIES[name]! : name;
}
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
  /** The page the item comes from, opened in a new tab (every Pathfinder news item has one; the church's own news may). */
  link: string | null;
  /** The church's own news: its text in Markdown, shown on its page (/noticias/:id); null for the Pathfinders' news. */
  corpo: string | null;
}

/** 'Todos' and the categories the items use, in the order they first appear. */
export function categoriesOf(items: readonly NewsItem[]): string[] {
  return [ALL_CATEGORIES, ...new Set(items.map((i) => i.categoria))];
}

/** The address of a news page filtered by a category ('Todos': the page itself). */
export function newsCategoryHref(page: string, category: string): string {
  return category === ALL_CATEGORIES ? page : `${page}?categoria=${encodeURIComponent(category)}`;
}

/** The category an address asks for, by its current name, if the items use it; else 'Todos'. */
export function selectedCategory(asked: string | null, categories: readonly string[]): string {
  const current = asked === null ? null : currentCategory(asked);
  return current !== null && categories.includes(current) ? current : ALL_CATEGORIES;
}

export function filterNews(items: readonly NewsItem[], category: string | null): NewsItem[] {
  return !category || category === ALL_CATEGORIES ? [...items] : items.filter((i) => i.categoria === category);
}
