import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { madeUpVerse, startBibleSourceStandIn, type BibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { findBook } from "./books.ts";
import { loadChapter, verseToBookmark } from "./chapter.server.ts";
import { shownTextNotice } from "./reader.ts";
import { loadBookFromSource } from "./source.store.server.ts";
import { storeBook } from "./text.store.server.ts";
import { parseReaderVersion } from "./versions.ts";

const book = (id: string) => findBook(id)!;

describeStorage("chapters for the reader", (storage) => {
  let source: BibleSourceStandIn;
  let deps: Parameters<typeof loadChapter>[0];
  const count = async (path: string) => Number(await (await fetch(`${source.origin}/__control/count?path=${path}`)).text());
  const control = (action: "fail" | "restore", code: string) => fetch(`${source.origin}/__control/${action}?code=${code}`, { method: "POST" });

  beforeAll(async () => {
    source = await startBibleSourceStandIn();
    deps = { db: storage.db, logger: pino({ level: "silent" }), sourceUrl: source.url };
  });
  afterAll(() => source.close());

  it("fetches a missing book once, storing every chapter; later chapters make no upstream call", async () => {
    const first = await loadChapter(deps, "ACF", book("sl"), 23);
    expect(first).toMatchObject({ status: "loaded", version: "acf", origin: "source" });
    expect(first.status === "loaded" && first.verses[0]).toEqual({ number: 1, text: madeUpVerse("acf", "ps", 23, 1) });
    expect(await loadChapter(deps, "ACF", book("sl"), 150)).toMatchObject({ status: "loaded", origin: "database" });
    expect(await count("/versions/pt-br/acf/ps/ps.json")).toBe(1);
  });

  it("shares one fetch among concurrent misses for the same book", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => loadChapter(deps, "NVI", book("gn"), i + 1)));
    expect(results.every((r) => r.status === "loaded" && r.version === "nvi")).toBe(true);
    expect(await count("/versions/pt-br/nvi/gn/gn.json")).toBe(1);
  });

  it("a book asked of the source after another request's fetch stored it is not fetched again", async () => {
    const leviticus = book("lv");
    expect(await loadBookFromSource(deps, "nvi", leviticus)).toBe("stored");
    expect(await loadBookFromSource(deps, "nvi", leviticus)).toBe("stored");
    expect(await count(`/versions/pt-br/nvi/${leviticus.sourceCode}/${leviticus.sourceCode}.json`)).toBe(1);
  });

  it("reads an old link's ARC (or any unknown version) as ACF, and never asks the source for arc", async () => {
    const result = await loadChapter(deps, parseReaderVersion("arc"), book("rt"), 1);
    expect(result).toMatchObject({ status: "loaded", version: "acf", origin: "source" });
    expect(result.status === "loaded" && shownTextNotice(parseReaderVersion("arc"), result.version)).toBeNull();
    expect(await loadChapter(deps, parseReaderVersion("NTLH"), book("rt"), 2)).toMatchObject({ status: "loaded", version: "acf" });
    expect(await count("/versions/pt-br/arc/rt/rt.json")).toBe(0);
  });

  it("with the source down, the chapter held in the other version is shown, and the notice names it", async () => {
    await loadChapter(deps, "ACF", book("jo"), 3);
    await control("fail", "jo");
    try {
      const result = await loadChapter(deps, "NVI", book("jo"), 3);
      expect(result).toMatchObject({ status: "loaded", version: "acf", origin: "database" });
      if (result.status !== "loaded") throw new Error("not loaded");
      expect(result.verses.map((v) => v.number)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
      expect(shownTextNotice("NVI", result.version)).toBe("A versão NVI não está disponível agora; mostrando o texto ACF.");
    } finally {
      await control("restore", "jo");
    }
  });

  it("with the source down and nothing held, fails; a retry after it is back succeeds", async () => {
    await control("fail", "jl");
    try {
      expect(await loadChapter(deps, "NVI", book("jl"), 1)).toEqual({ status: "error" });
      expect(await count("/versions/pt-br/acf/jl/jl.json")).toBe(0);
    } finally {
      await control("restore", "jl");
    }
    expect(await loadChapter(deps, "NVI", book("jl"), 1)).toMatchObject({ status: "loaded", version: "nvi", origin: "source" });
  });

  it("says a chapter is empty when its book is held without it", async () => {
    await storeBook(storage.db, "acf", book("jd"), [[""]], "import", new Date());
    expect(await loadChapter(deps, "ACF", book("jd"), 1)).toEqual({ status: "empty" });
  });

  it("finds a heart's verse in the chapter the version holds without asking the source, and refuses one it lacks", async () => {
    // Ps ACF is held since the first test (Ps 23 has 7 made-up verses); the source is down for it.
    await control("fail", "ps");
    try {
      expect(await verseToBookmark(deps, "ACF", book("sl"), 23, 7)).toEqual({ number: 7, text: madeUpVerse("acf", "ps", 23, 7) });
      expect(await verseToBookmark(deps, "ACF", book("sl"), 23, 8)).toBeNull();
      expect(await count("/versions/pt-br/acf/ps/ps.json")).toBe(1);
    } finally {
      await control("restore", "ps");
    }
  });

  it("marks a verse of a chapter the version does not hold with the text the reader shows", async () => {
    // Not stored yet: the book is fetched, as the reader would, and the verse marked with its text.
    expect(await verseToBookmark(deps, "NVI", book("am"), 2, 3)).toEqual({ number: 3, text: madeUpVerse("nvi", "am", 2, 3) });
    expect(await count("/versions/pt-br/nvi/am/am.json")).toBe(1);
    expect(await verseToBookmark(deps, "NVI", book("am"), 2, 9)).toBeNull();
    // A book held without the chapter: the reader shows it empty, so there is no verse to mark.
    expect(await verseToBookmark(deps, "ACF", book("jd"), 1, 1)).toBeNull();
  });
});
