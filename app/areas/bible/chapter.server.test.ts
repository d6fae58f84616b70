import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { madeUpVerse, startBibleSourceStandIn, type BibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { findBook } from "./books.ts";
import { loadChapter, verseToBookmark } from "./chapter.server.ts";
import { shownTextNotice } from "./reader.ts";
import { loadBookFromSource } from "./source.store.server.ts";
import { storeBook } from "./text.store.server.ts";

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

  it("reads ARC as the source does not have it: a whole shipped chapter first, then the ACF text", async () => {
    expect(await loadChapter(deps, "ARC", book("sl"), 23)).toMatchObject({ status: "loaded", version: "arc", origin: "sample", complete: true });
    expect(await loadChapter(deps, "ARC", book("rt"), 1)).toMatchObject({ status: "loaded", version: "acf", origin: "source" });
    await loadChapter(deps, "ARC", book("rt"), 2);
    expect(await count("/versions/pt-br/arc/rt/rt.json")).toBe(1);
  });

  it("shows the whole ACF chapter before a partial ARC sample, and the notice names ACF", async () => {
    // Jo 3 has a shipped ARC sample with one verse; the source has no ARC but has ACF.
    const result = await loadChapter(deps, "ARC", book("jo"), 3);
    expect(result).toMatchObject({ status: "loaded", version: "acf", origin: "source", complete: true });
    if (result.status !== "loaded") throw new Error("not loaded");
    expect(result.verses.map((v) => v.number)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(result.verses[0]!.text).toBe(madeUpVerse("acf", "jo", 3, 1));
    expect(shownTextNotice("ARC", result.version, result.origin === "sample", result.complete)).toBe(
      "A versão ARC não está disponível agora; mostrando o texto ACF.",
    );
    expect(await loadChapter(deps, "NTLH", book("jo"), 3)).toMatchObject({ status: "loaded", version: "acf", origin: "database", complete: true });
  });

  it("with the source down, a whole chapter held in another version still beats a partial sample", async () => {
    await control("fail", "jo");
    try {
      expect(await loadChapter(deps, "NVI", book("jo"), 3)).toMatchObject({ status: "loaded", version: "acf", origin: "database", complete: true });
    } finally {
      await control("restore", "jo");
    }
  });

  it("with the source down and nothing held, shows the partial sample and says so", async () => {
    await control("fail", "jr");
    try {
      const result = await loadChapter(deps, "ARC", book("jr"), 29);
      expect(result).toMatchObject({ status: "loaded", version: "arc", origin: "sample", complete: false });
      if (result.status !== "loaded") throw new Error("not loaded");
      expect(shownTextNotice("ARC", result.version, true, result.complete)).toBe("Só alguns versículos deste capítulo estão guardados no portal.");
      const asNvi = await loadChapter(deps, "NVI", book("jr"), 29);
      expect(asNvi).toMatchObject({ status: "loaded", version: "arc", origin: "sample", complete: false });
      expect(shownTextNotice("NVI", "arc", true, false)).toBe(
        "A versão NVI não está disponível agora; mostrando o texto ARC guardado no portal. Só alguns versículos deste capítulo estão guardados no portal.",
      );
      expect(await count("/versions/pt-br/acf/jr/jr.json")).toBe(0);
    } finally {
      await control("restore", "jr");
    }
  });

  it("prefers ARC text the installation holds (imported) over everything else", async () => {
    await storeBook(storage.db, "arc", book("ob"), [["Texto ARC importado."]], "import", new Date());
    expect(await loadChapter(deps, "ARC", book("ob"), 1)).toMatchObject({ status: "loaded", version: "arc", origin: "database" });
    await control("fail", "ob");
    expect(await loadChapter(deps, "NVI", book("ob"), 1)).toMatchObject({
      status: "loaded",
      version: "arc",
      verses: [{ number: 1, text: "Texto ARC importado." }],
    });
    await control("restore", "ob");
  });

  it("falls back to the samples when the source is down, else fails; a retry after it is back succeeds", async () => {
    await control("fail", "ps");
    await control("fail", "jl");
    expect(await loadChapter(deps, "NVI", book("sl"), 23)).toMatchObject({ status: "loaded", version: "arc", origin: "sample" });
    expect(await loadChapter(deps, "NVI", book("jl"), 1)).toEqual({ status: "error" });
    await control("restore", "jl");
    expect(await loadChapter(deps, "NVI", book("jl"), 1)).toMatchObject({ status: "loaded", version: "nvi", origin: "source" });
    await control("restore", "ps");
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
    // ARC (held nowhere): the shipped whole chapter the page shows.
    const shown = await loadChapter(deps, "ARC", book("sl"), 23);
    if (shown.status !== "loaded") throw new Error("not loaded");
    expect(await verseToBookmark(deps, "ARC", book("sl"), 23, 1)).toEqual(shown.verses[0]);
    // A book held without the chapter: the reader shows it empty, so there is no verse to mark.
    expect(await verseToBookmark(deps, "ACF", book("jd"), 1, 1)).toBeNull();
  });
});
