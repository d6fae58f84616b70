import { describe, expect, it } from "vitest";
import { NEWS_COUNT } from "./news.ts";
import { loadNews } from "./news.content.server.ts";

describe("news", () => {
  const news = loadNews();

  it("are six, newest first, each with an https link", () => {
    expect(news).toHaveLength(NEWS_COUNT);
    expect(news.map((n) => n.data)).toEqual(
      news
        .map((n) => n.data)
        .toSorted()
        .reverse(),
    );
    for (const item of news) expect(item.link?.startsWith("https://")).toBe(true);
  });
});
