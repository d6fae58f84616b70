import { expect, it } from "vitest";
import { madeUpVerse } from "#tests/support/bible-source-stand-in.ts";
import { memberReaderFixture } from "#tests/support/route-context.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { theFirstChurch } from "#tests/support/churches.ts";
import { createServiceOrder, changeServiceOrder } from "#app/areas/projection/service-orders.store.server.ts";
import { addItem } from "#app/areas/projection/service-orders.ts";
import { loader as offScript } from "./projetar.avulso.ts";
import { loader as revision } from "./projetar.roteiro.$id.revisao.ts";

/** What a projection asks during a show: a typed hymn or passage, and whether its order changed. */
describeStorage("a show's small answers", (storage) => {
  const fixture = memberReaderFixture(storage);

  const typed = async (query: string) => {
    const request = new Request(`http://localhost/projetar/avulso.json?${query}`);
    const answer = await offScript({ request, context: fixture.newContext(), params: {} } as never);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  it("a typed hymn number or reference gives its slides; anything else its reason, with a 400", async () => {
    const hymn = await typed("q=37");
    expect(hymn.status).toBe(200);
    expect(hymn.body.label).toBe("Hino 37 · Sou Feliz");
    expect((hymn.body.slides as { text: string }[])[0]!.text).toBe("37. Sou Feliz");

    const passage = await typed(`q=${encodeURIComponent("joão 3 16-17")}&versao=NVI`);
    expect(passage.body).toMatchObject({
      label: "Jo 3:16-17 (NVI)",
      slides: [
        { corner: "Jo 3:16 (NVI)", text: madeUpVerse("nvi", "jo", 3, 16), verse: 16 },
        { corner: "Jo 3:17 (NVI)", verse: 17 },
      ],
    });

    expect(await typed("q=9999")).toEqual({ status: 400, body: { error: "O hinário não tem o hino 9999." } });
    expect(await typed("q=Jo 30")).toMatchObject({ status: 400, body: { error: expect.stringContaining("não existe o capítulo 30") } });
    expect(await typed("q=Jo 3:99")).toMatchObject({ status: 400, body: { error: expect.stringContaining("não existe o versículo 99") } });
    expect(await typed("q=")).toMatchObject({ status: 400, body: { error: expect.stringContaining("Digite o número de um hino") } });
    expect(await typed(`q=${"x".repeat(61)}`)).toMatchObject({ status: 400, body: { error: "Digite no máximo 60 caracteres." } });
  });

  const asked = async (id: string, headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost/projetar/roteiro/${id}/revisao.json`, { headers: { Cookie: fixture.cookie, ...headers } });
    const answer = await revision({ request, context: fixture.newContext(), params: { id } } as never);
    return { status: answer.status, etag: answer.headers.get("ETag"), body: answer.status === 200 ? await answer.json() : null };
  };

  it("an order's revision comes with its ETag; unchanged it answers 304, changed the new one; another's order is a 404", async () => {
    const id = (await createServiceOrder(storage.db, await theFirstChurch(storage.db), "m1", "Culto", new Date()))!;
    const first = await asked(id);
    expect(first).toMatchObject({ status: 200, etag: `"r${first.body.revision}"` });
    expect(await asked(id, { "If-None-Match": first.etag! })).toMatchObject({ status: 304, body: null });
    await changeServiceOrder(storage.db, await theFirstChurch(storage.db), "m1", id, new Date(), (items) =>
      addItem(items, { kind: "hymn", numero: 37 }, "h"),
    );
    expect(await asked(id, { "If-None-Match": first.etag! })).toMatchObject({ status: 200, body: { revision: first.body.revision + 1 } });
    expect((await asked("não-é-id")).status).toBe(404);
    const request = new Request(`http://localhost/projetar/roteiro/${id}/revisao.json`);
    expect((await revision({ request, context: fixture.newContext(), params: { id } } as never)).status).toBe(404);
  });
});
