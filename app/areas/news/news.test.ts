import { longDate } from "#app/platform/site/intl-formats.ts";
import { describe, expect, it } from "vitest";
import { categoriesOf, filterNews, NEWS_COUNT } from "./news.ts";
import { loadNews } from "./news.content.server.ts";

describe("news", () => {
  const news = loadNews();

  it("offer 'Todos' and the categories the items use, and filter by one", () => {
    const categories = categoriesOf(news);
    expect(categories[0]).toBe("Todos");
    expect(categories.toSorted()).toEqual(["Artigos", "Eventos", "História", "Histórias", "Todos"]);
    expect(filterNews(news, "Todos")).toHaveLength(NEWS_COUNT);
    expect(filterNews(news, null)).toHaveLength(NEWS_COUNT);
    expect(filterNews(news, "Eventos").every((n) => n.categoria === "Eventos")).toBe(true);
    expect(filterNews(news, "Nada")).toEqual([]);
  });

  it("show their date in Portuguese, the day as written", () => {
    expect(longDate("2023-09-05")).toBe("5 de setembro de 2023");
    expect(longDate("2019-01-08")).toBe("8 de janeiro de 2019");
  });
});
