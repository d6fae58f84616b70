import { beforeAll, expect, it } from "vitest";
import type { ChurchRef } from "#db/transaction.ts";
import { deleteItem, setPublished } from "#app/areas/church-content/church-content.store.server.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import type { ProjectInput } from "./project-fields.ts";
import { listProjectRecords, listPublishedProjects, saveProject } from "./projects.store.server.ts";

const t0 = new Date("2026-11-26T12:00:00Z");
const later = new Date("2026-11-26T12:05:00Z");

const project: ProjectInput = {
  titulo: "Cestas básicas",
  descricao: "Para as famílias do bairro.",
  localizacao: "Olinda, PE",
  texto: "Detalhes.",
  chavePix: null,
  recebedor: null,
  meta: null,
  mostrarTotal: false,
};

describeStorage("the church's own projects", (storage) => {
  let church: ChurchRef;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });

  it("keep their PIX key and goal; without its own key a project keeps no owner's name", async () => {
    const id = await saveProject(
      storage.db,
      church,
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
    expect(await listPublishedProjects(storage.db, church)).toEqual([
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
      church,
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
    expect((await listProjectRecords(storage.db, church)).map((p) => [p.chavePix, p.recebedor, p.meta, p.mostrarTotal])).toEqual([
      [null, null, null, false],
    ]);
  });

  it("a second church sees none of the first's projects and cannot edit, hide or delete them", async () => {
    const second = await aSecondChurch(storage.db);
    const id = await saveProject(storage.db, church, null, project, t0);
    const before = await listProjectRecords(storage.db, church);

    expect(await listProjectRecords(storage.db, second)).toEqual([]);
    expect(await listPublishedProjects(storage.db, second)).toEqual([]);
    expect(await saveProject(storage.db, second, id, { ...project, titulo: "Tomado" }, later)).toBeNull();
    expect(await setPublished(storage.db, second, "projects", id!, false, later)).toBe(false);
    expect(await deleteItem(storage.db, second, "projects", id!)).toBe(false);
    expect(await listProjectRecords(storage.db, church)).toEqual(before);
  });
});
