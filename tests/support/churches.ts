import type { Kysely } from "kysely";
import { addChurch, firstChurch, type Church } from "#app/areas/churches/churches.store.server.ts";
import type { Database } from "#db/schema.ts";

/** The church every migrated database starts with (migration 0046). */
export function theFirstChurch(db: Kysely<Database>): Promise<Church> {
  return firstChurch(db);
}

/** Another church in the first one's district, for tests that prove one church never sees another's rows. */
export async function aSecondChurch(db: Kysely<Database>, slug = "segunda-igreja", name = "Segunda Igreja"): Promise<Church> {
  const district = await db.selectFrom("districts").select("id").orderBy("created_at").limit(1).executeTakeFirstOrThrow();
  return addChurch(db, { slug, name, city: "Outra Cidade", districtId: district.id }, new Date());
}

/** The tables that name a church (a `church_id` column), read from the database's own catalog. */
export async function tablesNamingAChurch(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.filter((t) => t.columns.some((c) => c.name === "church_id")).map((t) => t.name);
}
