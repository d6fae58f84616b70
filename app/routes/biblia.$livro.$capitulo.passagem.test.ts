import { afterAll, beforeAll, expect, it } from "vitest";
import { madeUpVerse, startBibleSourceStandIn, type BibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { routeContext } from "#tests/support/route-context.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { loadConfig } from "#app/platform/config/config.ts";
import { loader } from "./biblia.$livro.$capitulo.passagem.ts";

/** The passage JSON the reference popovers read, against the stand-in source (made-up text). */
describeStorage("a passage's text as JSON", (storage) => {
  let source: BibleSourceStandIn;
  beforeAll(async () => {
    source = await startBibleSourceStandIn();
  });
  afterAll(() => source.close());

  const get = async (livro: string, capitulo: string, query = "") => {
    const request = new Request(`http://localhost/biblia/${livro}/${capitulo}/passagem.json${query}`);
    const context = routeContext(storage, loadConfig({ BIBLE_SOURCE_URL: source.url }));
    const answer = await loader({ request, context, params: { livro, capitulo } } as never);
    return { status: answer.init?.status ?? 200, cache: new Headers(answer.init?.headers).get("Cache-Control"), body: answer.data };
  };

  it("gives the verses asked in the ACF, naming it, for the browser to keep", async () => {
    const { status, cache, body } = await get("jo", "14", "?versiculos=2-3");
    expect(status).toBe(200);
    expect(cache).toBe("public, max-age=86400");
    expect(body).toEqual({
      reference: "Jo 14:2-3",
      href: "/biblia/jo/14#v2",
      version: "ACF",
      versionName: "Almeida Corrigida Fiel",
      verses: [2, 3].map((n) => ({ number: n, text: madeUpVerse("acf", "jo", 14, n) })),
      more: false,
    });
    expect((await get("jo", "14", "?versiculos=1&versao=NVI")).body).toMatchObject({
      version: "NVI",
      verses: [{ text: madeUpVerse("nvi", "jo", 14, 1) }],
    });
  });

  it("refuses verses out of shape, and says when the chapter has no such verse", async () => {
    for (const bad of ["?versiculos=3-1", "?versiculos=x", "?versiculos="])
      expect(await get("jo", "14", bad)).toMatchObject({ status: 400, body: { error: expect.stringContaining("Versículos inválidos") } });
    expect(await get("jo", "14", "?versiculos=99")).toMatchObject({ status: 404, body: { error: "Versículo não encontrado." } });
    await expect(get("xx", "1")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("with the source down and nothing held, says so and is kept by no cache", async () => {
    await fetch(`${source.origin}/__control/fail?code=ob`, { method: "POST" });
    try {
      expect(await get("ob", "1", "?versiculos=1")).toMatchObject({
        status: 503,
        cache: "no-store",
        body: { error: expect.stringContaining("Não foi possível") },
      });
    } finally {
      await fetch(`${source.origin}/__control/restore?code=ob`, { method: "POST" });
    }
  });
});
