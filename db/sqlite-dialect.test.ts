import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createSqliteDialect } from "./sqlite-dialect.ts";

interface Db {
  items: { id: number; name: string };
}

const open: Array<Kysely<Db>> = [];
async function database() {
  const db = new Kysely<Db>({ dialect: createSqliteDialect(":memory:") });
  open.push(db);
  await sql`create table items (id integer primary key, name text not null unique)`.execute(db);
  return db;
}

afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});

describe("SQLite statements kept for reuse", () => {
  it("answer each run with its own parameters", async () => {
    const db = await database();
    await db.insertInto("items").values({ id: 1, name: "um" }).execute();
    await db.insertInto("items").values({ id: 2, name: "dois" }).execute();
    const named = (id: number) => db.selectFrom("items").select("name").where("id", "=", id).executeTakeFirst();
    expect(await named(1)).toEqual({ name: "um" });
    expect(await named(2)).toEqual({ name: "dois" });
    expect(await named(3)).toBeUndefined();
  });

  it("run again after a statement failed", async () => {
    const db = await database();
    const insert = (id: number, name: string) => db.insertInto("items").values({ id, name }).execute();
    await insert(1, "um");
    await expect(insert(2, "um")).rejects.toThrow(/UNIQUE/);
    await insert(2, "dois");
    expect(await db.selectFrom("items").select("name").orderBy("id").execute()).toEqual([{ name: "um" }, { name: "dois" }]);
  });

  it("stay right when more distinct queries run than are kept", async () => {
    const db = await database();
    await db.insertInto("items").values({ id: 1, name: "um" }).execute();
    for (let n = 0; n < 700; n++) {
      const row = await sql<{ value: number }>`select id + ${sql.lit(n)} as value from items`.execute(db);
      expect(row.rows[0]!.value).toBe(1 + n);
    }
  });
});
