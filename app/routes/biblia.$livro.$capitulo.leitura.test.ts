import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { memberReaderFixture } from "#tests/support/route-context.ts";
import { action } from "./biblia.$livro.$capitulo.leitura.ts";

/** The reader's report that a chapter was read: pays once a day, a write sent again changes nothing, bad posts change nothing. */
describeStorage("chapter read report", (storage) => {
  const fixture = memberReaderFixture(storage);

  const post = (
    body: Record<string, string>,
    params = { livro: "rt", capitulo: "2" },
    headers: Record<string, string> = { Cookie: fixture.cookie },
  ) =>
    action({
      request: new Request(`http://localhost/biblia/${params.livro}/${params.capitulo}/leitura`, {
        method: "POST",
        headers,
        body: new URLSearchParams(body),
      }),
      context: fixture.newContext(),
      params,
    } as never);
  const paid = async () =>
    (await storage.db.selectFrom("awards").select("subject").where("user_id", "=", "m1").where("source", "=", "chapter").execute()).map(
      (a) => a.subject,
    );
  const chaptersRead = async () =>
    (await storage.db.selectFrom("member_stats").select("chapters_read").where("user_id", "=", "m1").executeTakeFirst())?.chapters_read ?? 0;

  it("counts the chapter read once a day, and a write sent again (same id) not at all", async () => {
    const before = await chaptersRead();
    const clientWriteId = "5b0c3f7e-8a1d-4c2e-9f3a-1d2e3f4a5b6c";
    expect(await post({ clientWriteId })).toMatchObject({ ok: true });
    expect(await post({ clientWriteId })).toEqual({ ok: true, celebrations: [] });
    expect(await post({})).toEqual({ ok: true, celebrations: [] });
    expect(await chaptersRead()).toBe(before + 1);
    expect((await paid()).filter((s) => s.startsWith("rt-2@"))).toHaveLength(1);
  });

  it("refuses a bad id, a chapter that does not exist and a visitor, changing nothing", async () => {
    const before = await paid();
    expect(await post({ clientWriteId: "x" })).toMatchObject({
      init: { status: 400 },
      data: { ok: false, errors: { clientWriteId: "Identificador de envio inválido. Recarregue a página e tente novamente." } },
    });
    await expect(post({}, { livro: "rt", capitulo: "5" })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(post({}, { livro: "xx", capitulo: "1" })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(post({}, { livro: "rt", capitulo: "3" }, {})).rejects.toMatchObject({ init: { status: 401 } });
    expect(await paid()).toEqual(before);
  });
});
