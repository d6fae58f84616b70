import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees, replaceIn } from "#tests/support/content-trees.ts";
import { MIN_AUTHORED_DAYS } from "./devotional-books.ts";
import { BOOK_COUNT, loadDevotionalBooks } from "./devotional-books.content.server.ts";

const books = loadDevotionalBooks();
const days = books.flatMap((b) => b.dias.map((d, i) => ({ book: b.id, n: i + 1, ...d })));

describe("devotional books content (content/devotional-books)", () => {
  it("has 13 books of at least 14 meditations, each ending with a paragraph starting 'Oração:'", () => {
    expect(books).toHaveLength(BOOK_COUNT);
    for (const book of books) expect(book.dias.length, book.id).toBeGreaterThanOrEqual(MIN_AUTHORED_DAYS);
    for (const d of days) expect(d.meditacao.split("\n\n").at(-1), `${d.book} ${d.n}`).toMatch(/^Oração: /);
    expect(new Set(days.map((d) => d.titulo)).size, "titles repeat across books").toBeGreaterThan(days.length - 5);
  });
});

/** The devotional-book checks fail on the mistakes they exist to catch. */
const content = contentTrees();

describe("study area content checks", () => {
  it("devotional books: a meditation without the closing 'Oração:' paragraph", async () => {
    const root = content.copyOf("devotional-books");
    replaceIn(join(root, "devotional-books/manhas-com-deus/dia-01.md"), "Oração: ", "Prece: ");
    const load = await content.loader(
      root,
      () => import("./devotional-books.content.server.ts"),
      (m) => m.loadDevotionalBooks,
    );
    expect(load).toThrow(/manhas-com-deus\/dia-01\.md: \(corpo\) — o último parágrafo precisa começar com 'Oração:'/);
  });
});
