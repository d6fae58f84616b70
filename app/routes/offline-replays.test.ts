import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { loadConfig } from "#app/platform/config/config.ts";
import { sessionCookiePair } from "#tests/support/session-cookie.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { appContext } from "#app/platform/http/context.ts";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { listDevotionalFavorites } from "#app/areas/devotionals/favorites.store.server.ts";
import { checkedItems } from "#app/areas/pathfinders/progress.store.server.ts";
import { listNotes } from "#app/areas/profile/notes.store.server.ts";
import { completedPlanDays } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { isFavoriteVerse } from "#app/areas/verse-of-day/favorites.store.server.ts";
import { loadDailyVerses } from "#app/areas/verse-of-day/verse-of-day.content.server.ts";
import * as devotional from "./devocional.$id.tsx";
import * as notes from "./perfil.notas.tsx";
import * as plan from "./planos.$plano.tsx";
import * as progress from "./progresso-desbravador.tsx";
import * as verseOfDay from "./versiculo-do-dia.ts";

/**
 * Writes queued offline (decision 0017) go through the same actions with a `clientWriteId`: a
 * copy sent again changes nothing, even after a later write, and a malformed id is refused.
 */
describeStorage("actions replayed with a client id", (storage) => {
  let cookie: string;

  beforeAll(async () => {
    const now = new Date();
    await insertTestUser(storage.db, "m1", { name: "Marta", createdAt: now });
    cookie = sessionCookiePair(await createSession(storage.db, "m1", now));
  });

  const context = () =>
    new RouterContextProvider(
      new Map([[appContext, { db: storage.db, engine: storage.engine, config: loadConfig({}), logger: pino({ level: "silent" }), nonce: "n" }]]),
    );
  type Action = (args: never) => Promise<unknown>;
  const post = (action: Action, path: string, params: Record<string, string>, body: Record<string, string>) =>
    action({
      request: new Request(`http://localhost${path}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(body) }),
      context: context(),
      params,
    } as never);

  /** Sets a value with id A, sets it back with id B, then sends A again: the value stays as B left it. */
  const cases: Array<{
    name: string;
    action: Action;
    path: string;
    params: Record<string, string>;
    on: Record<string, string>;
    off: Record<string, string>;
    state: () => Promise<boolean>;
  }> = [
    {
      name: "a reading-plan day",
      action: plan.action as Action,
      path: "/planos/salmos-30-dias",
      params: { plano: "salmos-30-dias" },
      on: { dia: "3", concluido: "1" },
      off: { dia: "3", concluido: "0" },
      state: async () => (await completedPlanDays(storage.db, "m1", "salmos-30-dias")).includes(3),
    },
    {
      name: "a devotional favourite",
      action: devotional.action as Action,
      path: "/devocional/2025-10-01-refugio",
      params: { id: "2025-10-01-refugio" },
      on: { favorito: "1" },
      off: { favorito: "0" },
      state: async () => (await listDevotionalFavorites(storage.db, "m1", "devocional")).includes("2025-10-01-refugio"),
    },
    {
      name: "a class item",
      action: progress.action as Action,
      path: "/progresso-desbravador",
      params: {},
      on: { intent: "marcar", item: "1-0-0", feito: "1" },
      off: { intent: "marcar", item: "1-0-0", feito: "0" },
      state: async () => (await checkedItems(storage.db, "m1")).includes("1-0-0"),
    },
  ];

  for (const c of cases) {
    it(`applies ${c.name} once per id, in order`, async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      await post(c.action, c.path, c.params, { ...c.on, clientWriteId: a });
      expect(await c.state()).toBe(true);
      await post(c.action, c.path, c.params, { ...c.off, clientWriteId: b });
      await post(c.action, c.path, c.params, { ...c.on, clientWriteId: a });
      expect(await c.state()).toBe(false);
      const refused = await post(c.action, c.path, c.params, { ...c.on, clientWriteId: "não-é-um-id" });
      expect(refused).toMatchObject({ init: { status: 400 } });
      expect(JSON.stringify(refused)).toContain("Identificador de envio inválido.");
      expect(await c.state()).toBe(false);
    });
  }

  it("toggles the verse of the day's heart once per id", async () => {
    const referencia = loadDailyVerses()[0]!.referencia;
    const id = randomUUID();
    for (let i = 0; i < 2; i++)
      await post(verseOfDay.action as Action, "/versiculo-do-dia", {}, { intent: "favorito", referencia, clientWriteId: id });
    expect(await isFavoriteVerse(storage.db, "m1", referencia)).toBe(true);
  });

  it("creates a note once per id, and a repeated delete still answers as done", async () => {
    const create = { intent: "nota-criar", titulo: "Sem sinal", referencia: "", conteudo: "Escrita offline.", clientWriteId: randomUUID() };
    for (let i = 0; i < 2; i++)
      expect(await post(notes.action as Action, "/perfil/notas", {}, create)).toMatchObject({ ok: true, message: "Nota criada." });
    const [note] = await listNotes(storage.db, "m1");
    expect((await listNotes(storage.db, "m1")).map((n) => n.title)).toEqual(["Sem sinal"]);
    const remove = { intent: "nota-excluir", id: note!.id, clientWriteId: randomUUID() };
    for (let i = 0; i < 2; i++)
      expect(await post(notes.action as Action, "/perfil/notas", {}, remove)).toMatchObject({ ok: true, message: "Nota excluída." });
    expect(await listNotes(storage.db, "m1")).toEqual([]);
  });
});
