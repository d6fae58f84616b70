import { longDate } from "#app/platform/site/intl-formats.ts";
import { describe, expect, it } from "vitest";
import { categoriesOf, currentCategory, filterNews, NEWS_CATEGORIES, NEWS_COUNT } from "./news.ts";
import { loadNews } from "./news.content.server.ts";

describe("news", () => {
  const news = loadNews();

  it("offer 'Todos' and the categories the items use, and filter by one", () => {
    const categories = categoriesOf(news);
    expect(categories[0]).toBe("Todos");
    expect(categories.toSorted()).toEqual(["Artigos", "Eventos", "Histórias", "Todos"]);
    expect(filterNews(news, "Todos")).toHaveLength(NEWS_COUNT);
    expect(filterNews(news, null)).toHaveLength(NEWS_COUNT);
    expect(filterNews(news, "Eventos").every((n) => n.categoria === "Eventos")).toBe(true);
    expect(filterNews(news, "Nada")).toEqual([]);
  });

  it("have one category list without near-duplicates; the former 'História' reads as 'Histórias'", () => {
    const folded = NEWS_CATEGORIES.map((c) => c.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/s$/, ""));
    expect(new Set(folded).size).toBe(NEWS_CATEGORIES.length);
    expect(currentCategory("História")).toBe("Histórias");
    expect(currentCategory("Eventos")).toBe("Eventos");
    expect(currentCategory("toString")).toBe("toString");
    expect(filterNews(news, currentCategory("História")).map((n) => n.categoria)).toEqual(["Histórias", "Histórias", "Histórias"]);
  });

  it("show their date in Portuguese, the day as written", () => {
    expect(longDate("2023-09-05")).toBe("5 de setembro de 2023");
    expect(longDate("2019-01-08")).toBe("8 de janeiro de 2019");
  });
});
