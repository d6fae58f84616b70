import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { memberReaderFixture } from "#tests/support/route-context.ts";
import { action } from "./biblia.$livro.$capitulo.anotacoes.ts";
import { type FormAnswer, refusalOf } from "#app/platform/http/field-errors.ts";

/** The marks action: a member's highlight colours and notes, and every way to send it wrong. */
describeStorage("verse marks action", (storage) => {
  const fixture = memberReaderFixture(storage);

  const params = { livro: "rt", capitulo: "1" };
  const post = (body: Record<string, string>, headers: Record<string, string> = { Cookie: fixture.cookie }, p = params) =>
    action({
      request: new Request(`http://localhost/biblia/${p.livro}/${p.capitulo}/anotacoes?versao=ACF`, {
        method: "POST",
        headers,
        body: new URLSearchParams(body),
      }),
      context: fixture.newContext(),
      params: p,
    } as never);
  const rows = () => storage.db.selectFrom("verse_marks").select(["verse", "color", "note"]).orderBy("verse").execute();

  it("highlights several verses, notes one, and answers the chapter's marks", async () => {
    expect(await post({ acao: "destacar", versiculos: "2,3", cor: "verde" })).toMatchObject({
      ok: true,
      marks: [
        { verse: 2, color: "verde", note: null },
        { verse: 3, color: "verde", note: null },
      ],
    });
    expect(await post({ acao: "anotar", versiculos: "3", nota: "  Lealdade de Rute  " })).toMatchObject({
      marks: [{ verse: 2 }, { verse: 3, color: "verde", note: "Lealdade de Rute" }],
    });
    await post({ acao: "destacar", versiculos: "2", cor: "nenhuma" });
    await post({ acao: "anotar", versiculos: "3", nota: "" });
    expect(await rows()).toEqual([{ verse: 3, color: "verde", note: null }]);
  });

  it("refuses a colour off the list, a huge note, unknown verses and odd forms in Portuguese, changing nothing", async () => {
    const before = await rows();
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ acao: "destacar", versiculos: "1", cor: "preto" }, 400, "Escolha uma das cores de destaque."],
      [{ acao: "destacar", versiculos: "1", cor: "#ff0000" }, 400, "Escolha uma das cores de destaque."],
      [{ acao: "anotar", versiculos: "1", nota: "x".repeat(501) }, 400, "A nota deve ter no máximo 500 caracteres."],
      [{ acao: "anotar", versiculos: "1,2", nota: "duas" }, 400, "Escolha um só versículo para a nota."],
      [{ acao: "destacar", versiculos: "99", cor: "azul" }, 404, "Versículo não encontrado."],
      [{ acao: "destacar", versiculos: "1,99", cor: "azul" }, 404, "Versículo não encontrado."],
      [{ acao: "destacar", versiculos: "0", cor: "azul" }, 400, "Selecione de 1 a 200 versículos deste capítulo."],
      [{ acao: "destacar", versiculos: "1;drop", cor: "azul" }, 400, "Selecione de 1 a 200 versículos deste capítulo."],
      [{ acao: "apagar", versiculos: "1" }, 400, "Ação desconhecida. Recarregue a página e tente novamente."],
      [
        { acao: "destacar", versiculos: "1", cor: "azul", clientWriteId: "x" },
        400,
        "Identificador de envio inválido. Recarregue a página e tente novamente.",
      ],
    ];
    for (const [body, status, error] of cases) {
      const refused = (await post(body)) as unknown as { init: { status: number }; data: FormAnswer };
      expect([refused.init.status, refusalOf(refused.data)]).toEqual([status, error]);
    }
    await expect(post({ acao: "destacar", versiculos: "1", cor: "azul" }, {})).rejects.toMatchObject({ init: { status: 401 } });
    await expect(
      post({ acao: "destacar", versiculos: "1", cor: "azul" }, { Cookie: fixture.cookie }, { livro: "xx", capitulo: "1" }),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(await rows()).toEqual(before);
  });

  it("applies a write sent again with the same client id once", async () => {
    const clientWriteId = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";
    await post({ acao: "destacar", versiculos: "1", cor: "rosa", clientWriteId });
    await post({ acao: "destacar", versiculos: "1", cor: "nenhuma" });
    await post({ acao: "destacar", versiculos: "1", cor: "rosa", clientWriteId });
    expect((await rows()).find((r) => r.verse === 1)).toBeUndefined();
  });
});
