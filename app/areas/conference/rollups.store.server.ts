import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, type ChurchRef } from "#db/transaction.ts";
import { monthBounds } from "#app/platform/site/time-zone.ts";

/** A church's members and activity in a month, for the conference's page. */
export interface ChurchActivity {
  members: number;
  readers: number;
  clubs: number;
  groups: number;
}

type Counted = { church: string | null; n: number | string | bigint };

const byChurch = (rows: readonly Counted[]) => new Map(rows.map((r) => [r.church, Number(r.n)]));

/**
 * Each church's members (whose home it is), those who read something in the month (yyyy-mm, in
 * the church's zone), its clubs and its small groups. Read-only, across the churches asked for.
 */
export async function churchActivity(db: Kysely<Database>, churches: readonly ChurchRef[], month: string): Promise<Map<string, ChurchActivity>> {
  const ids = churches.map((c) => c.id);
  if (ids.length === 0) return new Map();
  const { from, to } = monthBounds(month);
  const members = await db
    .selectFrom("users")
    .select((eb) => ["home_church_id as church", eb.fn.countAll<number>().as("n")])
    .where("home_church_id", "in", ids)
    .groupBy("home_church_id")
    .execute();
  const readers = await db
    .selectFrom("reading_history as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select((eb) => ["u.home_church_id as church", eb.fn.count<number>("r.user_id").distinct().as("n")])
    .where("u.home_church_id", "in", ids)
    .where("r.read_at", ">=", from)
    .where("r.read_at", "<", to)
    .groupBy("u.home_church_id")
    .execute();
  const [clubs, groups] = await acrossChurches(db, (db) =>
    Promise.all([
      db
        .selectFrom("clubs")
        .select((eb) => ["church_id as church", eb.fn.countAll<number>().as("n")])
        .where("church_id", "in", ids)
        .groupBy("church_id")
        .execute(),
      db
        .selectFrom("small_groups")
        .select((eb) => ["church_id as church", eb.fn.countAll<number>().as("n")])
        .where("church_id", "in", ids)
        .groupBy("church_id")
        .execute(),
    ]),
  );
  const [m, r, c, g] = [byChurch(members), byChurch(readers), byChurch(clubs), byChurch(groups)];
  return new Map(ids.map((id) => [id, { members: m.get(id) ?? 0, readers: r.get(id) ?? 0, clubs: c.get(id) ?? 0, groups: g.get(id) ?? 0 }]));
}

/** The clubs of these churches, by church then name. */
export async function clubsOfChurches(
  db: Kysely<Database>,
  churches: readonly ChurchRef[],
): Promise<Array<{ id: string; name: string; churchId: string }>> {
  const ids = churches.map((c) => c.id);
  if (ids.length === 0) return [];
  const rows = await acrossChurches(db, (db) =>
    db.selectFrom("clubs").select(["id", "name", "church_id"]).where("church_id", "in", ids).orderBy("church_id").orderBy("name").execute(),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, churchId: r.church_id }));
}
