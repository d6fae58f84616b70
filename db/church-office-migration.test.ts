import { Migrator } from "kysely/migration";
import { expect, it } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { describeStorage } from "#tests/support/storage-test.ts";

/** Migration 0035 (decision 0047): rows stored before it keep showing, under today's names. */
describeStorage("the church office's migration (0035)", (storage) => {
  it("gives existing messages and feedback the state 'nova' and moves news stored as 'História' to 'Histórias'", async () => {
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0032_imported_hymns")).error).toBeUndefined();
    const at = "2026-05-01T12:00:00.000Z";
    // Written with the columns of before 0035 (no state, no church), as a server of then wrote them.
    await storage.db
      .insertInto("contact_messages")
      .values({ id: "m1", user_id: null, name: "Rita", email: "rita@exemplo.com", phone: null, message: "Olá", created_at: at } as never)
      .execute();
    await storage.db
      .insertInto("feedback_entries")
      .values({
        id: "f1",
        user_id: null,
        name: "Rita",
        email: "rita@exemplo.com",
        kind: "elogio",
        rating: 5,
        message: "Bom",
        created_at: at,
      } as never)
      .execute();
    const news = { summary: "Resumo", day: "2026-05-01", link: null, body: "Texto", published: 1, created_at: at, updated_at: at };
    await storage.db
      .insertInto("church_news")
      .values([
        { ...news, id: "n1", title: "Fundação da igreja", category: "História" },
        { ...news, id: "n2", title: "Culto jovem", category: "Eventos" },
      ] as never)
      .execute();

    await migrateToLatest(storage.db);
    expect(await storage.db.selectFrom("contact_messages").select(["id", "status"]).execute()).toEqual([{ id: "m1", status: "nova" }]);
    expect(await storage.db.selectFrom("feedback_entries").select(["id", "status"]).execute()).toEqual([{ id: "f1", status: "nova" }]);
    expect(await storage.db.selectFrom("church_news").select(["id", "category"]).orderBy("id").execute()).toEqual([
      { id: "n1", category: "Histórias" },
      { id: "n2", category: "Eventos" },
    ]);
  });
});
