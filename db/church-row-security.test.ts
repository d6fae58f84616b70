import { sql, type Kysely } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { aSecondChurch, tablesNamingAChurch, theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import type { Database } from "./schema.ts";
import { acrossChurches, inChurch, type ChurchRef } from "./transaction.ts";

/** A role like the one the portal serves as: no superuser, no BYPASSRLS, only the rows' DML. */
const SERVING = "lampada_rls_probe";

/** Runs `work` as the serving role, in a transaction of its own. */
function asServing<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local role ${sql.raw(SERVING)}`.execute(trx);
    return work(trx);
  });
}

const news = (id: string, church: ChurchRef) => ({
  id,
  title: `Notícia ${id}`,
  summary: "Resumo",
  day: "2026-12-01",
  category: "Eventos",
  link: null,
  body: "Texto",
  published: 1,
  created_at: "2026-12-01T12:00:00.000Z",
  updated_at: "2026-12-01T12:00:00.000Z",
  church_id: church.id,
});

/** Migration 0047 (decision 0065): on PostgreSQL a query that forgot its church filter finds nothing of another church. */
describeStorage("row-level security on church things", { engines: ["postgres"] }, (storage) => {
  let a: ChurchRef;
  let b: ChurchRef;
  beforeAll(async () => {
    await sql
      .raw(`do $$ begin create role ${SERVING} nologin nosuperuser nobypassrls; exception when duplicate_object then null; end $$`)
      .execute(storage.db);
    await sql.raw(`grant select, insert, update, delete on all tables in schema public to ${SERVING}`).execute(storage.db);
    a = await theFirstChurch(storage.db);
    b = await aSecondChurch(storage.db);
    await acrossChurches(storage.db, (db) =>
      db
        .insertInto("church_news")
        .values([news("a1", a), news("b1", b)])
        .execute(),
    );
  });

  it("shows a church only its own rows, even to a query without a filter, and nothing outside a church", async () => {
    const unfiltered = (db: Kysely<Database>) => db.selectFrom("church_news").select("id").orderBy("id").execute();
    expect(await asServing(storage.db, (db) => inChurch(db, a, unfiltered))).toEqual([{ id: "a1" }]);
    expect(await asServing(storage.db, (db) => inChurch(db, b, unfiltered))).toEqual([{ id: "b1" }]);
    expect(await asServing(storage.db, unfiltered)).toEqual([]);
    expect(await asServing(storage.db, (db) => acrossChurches(db, unfiltered))).toEqual([{ id: "a1" }, { id: "b1" }]);
  });

  it("refuses to write a row of another church and changes none of its rows", async () => {
    await expect(
      asServing(storage.db, (db) => inChurch(db, a, (db) => db.insertInto("church_news").values(news("a2", b)).execute())),
    ).rejects.toThrow(/row-level security/);
    const changed = await asServing(storage.db, (db) =>
      inChurch(db, a, (db) => db.updateTable("church_news").set({ title: "Trocada" }).where("id", "=", "b1").executeTakeFirst()),
    );
    expect(Number(changed.numUpdatedRows)).toBe(0);
    const removed = await asServing(storage.db, (db) => inChurch(db, a, (db) => db.deleteFrom("church_news").executeTakeFirst()));
    expect(Number(removed.numDeletedRows)).toBe(1);
    expect(await acrossChurches(storage.db, (db) => db.selectFrom("church_news").select(["id", "title"]).execute())).toEqual([
      { id: "b1", title: "Notícia b1" },
    ]);
  });

  it("binds every table that names a church, so a new church-owned table without its policy fails here", async () => {
    const named = await tablesNamingAChurch(storage.db);
    const { rows } = await sql<{ relname: string }>`select relname from pg_class where relrowsecurity and relkind = 'r'`.execute(storage.db);
    const bound = new Set(rows.map((r) => r.relname));
    expect(named.filter((table) => !bound.has(table))).toEqual([]);
    expect(named.length).toBeGreaterThan(10);
  });
});
