import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { listProjectRecords, listPublishedProjects, saveProject } from "./projects.store.server.ts";

const t0 = new Date("2026-11-26T12:00:00Z");
const later = new Date("2026-11-26T12:05:00Z");

describeStorage("the church's own projects", (storage) => {
  it("keep their PIX key and goal; without its own key a project keeps no owner's name", async () => {
    const id = await saveProject(
      storage.db,
      null,
      {
        titulo: "Reforma do templo",
        descricao: "Telhado novo.",
        localizacao: "Recife, PE",
        texto: "Detalhes.",
        chavePix: "tesouraria@igreja.org.br",
        recebedor: "Igreja Adventista de Recife",
        meta: 1_000_000_000,
        mostrarTotal: true,
      },
      t0,
    );
    expect(await listPublishedProjects(storage.db)).toEqual([
      {
        id,
        titulo: "Reforma do templo",
        descricao: "Telhado novo.",
        localizacao: "Recife, PE",
        versiculo: null,
        texto: "Detalhes.",
        pixKey: "tesouraria@igreja.org.br",
        pixRecipient: "Igreja Adventista de Recife",
        goalCents: 1_000_000_000,
        showTotal: true,
        example: false,
      },
    ]);
    await saveProject(
      storage.db,
      id,
      {
        titulo: "Reforma",
        descricao: "Telhado.",
        localizacao: "Recife",
        texto: "Mais.",
        chavePix: null,
        recebedor: "Sobra",
        meta: null,
        mostrarTotal: false,
      },
      later,
    );
    // Without its own key a project keeps no owner's name.
    expect((await listProjectRecords(storage.db)).map((p) => [p.chavePix, p.recebedor, p.meta, p.mostrarTotal])).toEqual([[null, null, null, false]]);
  });
});
