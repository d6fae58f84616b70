import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";

/** A church as the pages name it. */
export interface Church extends ChurchRef {
  slug: string;
  name: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

const COLUMNS = ["id", "slug", "name", "city", "latitude", "longitude"] as const;

export async function churchById(db: Kysely<Database>, id: string): Promise<Church | undefined> {
  return db.selectFrom("churches").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function churchBySlug(db: Kysely<Database>, slug: string): Promise<Church | undefined> {
  return db.selectFrom("churches").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

/** The church of a visitor who chose none: the first the deployment had (with one church, the church). */
export async function firstChurch(db: Kysely<Database>): Promise<Church> {
  return db.selectFrom("churches").select(COLUMNS).orderBy("created_at").orderBy("id").limit(1).executeTakeFirstOrThrow();
}

/** Every church, by name (a conference has a few hundred). */
export async function listChurches(db: Kysely<Database>): Promise<Church[]> {
  return db.selectFrom("churches").select(COLUMNS).orderBy("name").orderBy("id").execute();
}

/** A new church in a district (`npm run admin -- church`, and the tests' second church). */
export async function addChurch(
  db: Kysely<Database>,
  church: { slug: string; name: string; city: string | null; districtId: string; latitude?: number | null; longitude?: number | null },
  now: Date,
): Promise<Church> {
  const row = {
    id: crypto.randomUUID(),
    slug: church.slug,
    name: church.name,
    city: church.city,
    district_id: church.districtId,
    latitude: church.latitude ?? null,
    longitude: church.longitude ?? null,
    created_at: now.toISOString(),
  };
  await db.insertInto("churches").values(row).execute();
  return { id: row.id, slug: row.slug, name: row.name, city: row.city, latitude: row.latitude, longitude: row.longitude };
}

/** A new district of the conference. */
export async function addDistrict(db: Kysely<Database>, conferenceId: string, name: string, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.insertInto("districts").values({ id, conference_id: conferenceId, name, created_at: now.toISOString() }).execute();
  return id;
}
