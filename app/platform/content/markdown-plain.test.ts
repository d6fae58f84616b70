import { describe, expect, it } from "vitest";
import { markdownPlain } from "./markdown-plain.ts";

describe("Markdown as plain words", () => {
  it("keeps a link's text and drops images, tags and marks", () => {
    expect(markdownPlain("# Graça\n\n**Leia** [Jo 3:16](/biblia/jo/3#v16) e _ore_.\n\n![mapa](/m.png)\n> `nota`")).toBe("Graça Leia Jo 3:16 e ore. nota");
    expect(markdownPlain("<p>Verso para memorizar</p>")).toBe("Verso para memorizar");
  });
  it("keeps punctuation and a lone < in words", () => {
    expect(markdownPlain("a < b, 2>1? sim!")).toBe("a < b, 21? sim!");
  });
});
