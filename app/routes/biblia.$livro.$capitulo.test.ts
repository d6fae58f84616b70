import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { memberReaderFixture } from "#tests/support/route-context.ts";
import { listReadingHistory, listVerseBookmarks } from "#app/areas/bible/reading.store.server.ts";
import { action, loader } from "./biblia.$livro.$capitulo.tsx";

/** The chapter route for a member: history on each successful load, bookmarks through the action. */
describeStorage("chapter route for members", (storage) => {
  const fixture = memberReaderFixture(storage);

  const url = "http://localhost/biblia/rt/1?versao=ACF";
  const params = { livro: "rt", capitulo: "1" };
  const own = () => ({ Cookie: fixture.cookie, "Sec-Fetch-Site": "same-origin" });
  const get = (headers: Record<string, string> = own(), method = "GET") =>
    loader({ request: new Request(url, { headers, method }), context: fixture.newContext(), params } as never);
  const post = (body: Record<string, string>, headers: Record<string, string> = { Cookie: fixture.cookie }) =>
    action({
      request: new Request(url, { method: "POST", headers, body: new URLSearchParams(body) }),
      context: fixture.newContext(),
      params,
    } as never);

  it("records one history entry per successful load", async () => {
    const first = await get();
    expect(first.data).toMatchObject({ member: true, bookmarks: [], result: { status: "loaded", version: "acf" } });
    await get();
    const rows = await storage.db.selectFrom("reading_history").select(["book", "chapter", "title"]).where("user_id", "=", "m1").execute();
    expect(rows.map((h) => [h.book, h.chapter, h.title])).toEqual([
      ["rt", 1, "Rute 1"],
      ["rt", 1, "Rute 1"],
    ]);
    // The history lists the chapter once, at its latest reading.
    expect((await listReadingHistory(storage.db, "m1", 10)).map((h) => h.title)).toEqual(["Rute 1"]);
    // Opening is not reading: no points, no 'Capítulos Lidos' (the reader reports reading to ./leitura).
    expect(await storage.db.selectFrom("awards").select("source").where("user_id", "=", "m1").where("source", "=", "chapter").execute()).toEqual([]);
  });

  it("records and pays nothing for a HEAD, a navigation sent by another site, or a client that does not say", async () => {
    const before = await listReadingHistory(storage.db, "m1", 50);
    await get(own(), "HEAD");
    await get({ Cookie: fixture.cookie, "Sec-Fetch-Site": "cross-site" });
    await get({ Cookie: fixture.cookie, "Sec-Fetch-Site": "same-site" });
    const shown = await get({ Cookie: fixture.cookie });
    expect(shown.data).toMatchObject({ member: true, result: { status: "loaded" } });
    expect(await listReadingHistory(storage.db, "m1", 50)).toHaveLength(before.length);
  });

  it("the page shown after a posted form records nothing", async () => {
    const before = await listReadingHistory(storage.db, "m1", 50);
    const context = fixture.newContext();
    const headers = own();
    await action({ request: new Request(url, { method: "POST", headers, body: new URLSearchParams({ versiculo: "x" }) }), context, params } as never);
    await loader({ request: new Request(url, { headers }), context, params } as never);
    expect(await listReadingHistory(storage.db, "m1", 50)).toHaveLength(before.length);
  });

  it("toggles a bookmark with the verse's own text and shows it on the next load", async () => {
    expect(await post({ versiculo: "2" })).toEqual({ ok: true, bookmarks: [2], celebrations: [] });
    const [mark] = await listVerseBookmarks(storage.db, "m1");
    expect(mark).toMatchObject({ book: "rt", chapter: 1, verse: 2, text: "Texto de teste ACF do livro rt, capítulo 1, versículo 2." });
    expect((await get()).data.bookmarks).toEqual([2]);
    expect(await post({ versiculo: "2" })).toEqual({ ok: true, bookmarks: [], celebrations: [] });
  });

  it("refuses a verse the chapter does not have and visitors, changing nothing", async () => {
    for (const body of [{ versiculo: "99" }, { versiculo: "x" }, {}] as Array<Record<string, string>>) {
      const refused = await post(body);
      expect(refused).toMatchObject({ init: { status: 400 }, data: { ok: false, formError: "Versículo não encontrado." } });
    }
    await expect(post({ versiculo: "1" }, {})).rejects.toMatchObject({ init: { status: 401 } });
    expect(await listVerseBookmarks(storage.db, "m1")).toEqual([]);
  });

  it("applies a write sent again with the same client id once, answering as if it succeeded (decision 0017)", async () => {
    const clientWriteId = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";
    expect(await post({ versiculo: "4", clientWriteId })).toEqual({ ok: true, bookmarks: [4], celebrations: [] });
    // A repeat of the toggle would remove the mark; it changes nothing and answers the marks.
    expect(await post({ versiculo: "4", clientWriteId })).toEqual({ ok: true, bookmarks: [4], celebrations: [] });
    // Two copies at the same moment (two tabs replaying): one toggle.
    const other = "0b8e7d6c-5a4b-4c3d-9e2f-1a0b9c8d7e6f";
    await Promise.all([post({ versiculo: "5", clientWriteId: other }), post({ versiculo: "5", clientWriteId: other })]);
    expect((await listVerseBookmarks(storage.db, "m1")).map((b) => b.verse).sort()).toEqual([4, 5]);
    // A new id is a new write: the heart toggles off.
    expect(await post({ versiculo: "4", clientWriteId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" })).toEqual({
      ok: true,
      bookmarks: [5],
      celebrations: [],
    });
  });

  it("refuses a malformed client id in Portuguese, changing nothing", async () => {
    const before = await listVerseBookmarks(storage.db, "m1");
    for (const clientWriteId of ["x", "6f1c2a9e3b4d4e5f8a7b1c2d3e4f5a6b", "'; drop table client_writes; --"]) {
      expect(await post({ versiculo: "1", clientWriteId })).toMatchObject({
        init: { status: 400 },
        data: { ok: false, errors: { clientWriteId: "Identificador de envio inválido. Recarregue a página e tente novamente." } },
      });
    }
    expect(await listVerseBookmarks(storage.db, "m1")).toEqual(before);
  });

  it("a heart on a chapter not stored yet (a heart queued offline, say) marks the verse with the text the page shows", async () => {
    const at = (livro: string) => ({
      request: new Request(`http://localhost/biblia/${livro}/2?versao=NVI`, {
        method: "POST",
        headers: { Cookie: fixture.cookie },
        body: new URLSearchParams({ versiculo: "3" }),
      }),
      context: fixture.newContext(),
      params: { livro, capitulo: "2" },
    });
    expect(await action(at("jn") as never)).toEqual({ ok: true, bookmarks: [3], celebrations: [] });
    expect((await listVerseBookmarks(storage.db, "m1", { book: "jn", chapter: 2 }))[0]).toMatchObject({
      verse: 3,
      text: "Texto de teste NVI do livro jn, capítulo 2, versículo 3.",
    });
  });
});
