import { describe, expect, it } from "vitest";
import { contentTrees, editText as edit } from "#tests/support/content-trees.ts";
import { findBook, loadBooks } from "./library.content.server.ts";

describe("library", () => {
  it("has 46 books; the first six carry their chapter lists", () => {
    const books = loadBooks();
    expect(books).toHaveLength(46);
    expect(books.slice(0, 6).map((b) => b.capitulos)).toEqual([42, 13, 73, 87, 58, 60]);
    expect(books.slice(6).every((b) => b.titulos === null)).toBe(true);
    expect(findBook("2")?.titulo).toBe("Caminho a Cristo");
    expect(findBook("47")).toBeUndefined();
    expect(findBook("1e1")).toBeUndefined();
  });
});

/** The library checks fail on the mistakes they exist to catch, naming file and field. */
const content = contentTrees();

describe("library and catalogue checks", () => {
  it("need 46 books, chapter lists only for books 1 to 6", async () => {
    const dir = content.copyOf("library");
    edit(dir, "library/books.yaml", (t) => t.replace("  capitulos: 29\n", "  capitulos:\n    - Um\n"));
    expect(
      await content.loader(
        dir,
        () => import("./library.content.server.ts"),
        (m) => m.loadBooks,
      ),
    ).toThrow(/content\/library\/books\.yaml: \[6\]\.capitulos — só os livros 1 a 6/);
  });
});
