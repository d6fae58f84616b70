import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { levelFor } from "./rules.ts";

/**
 * The ranking of this installation's members by points (decision 0014), read from the
 * totals the points ledger (ledger.store.server.ts) keeps in member_stats.
 */
export interface RankingRow {
  userId: string;
  name: string;
  points: number;
  level: number;
  streak: number;
}

/** The top members of this installation by points. */
export async function getRanking(db: Kysely<Database>, limit: number): Promise<RankingRow[]> {
  const rows = await db
    .selectFrom("member_stats")
    .innerJoin("users", "users.id", "member_stats.user_id")
    .select(["users.id", "users.name", "member_stats.points", "member_stats.streak_current"])
    .orderBy("member_stats.points", "desc")
    .orderBy("member_stats.user_id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ userId: r.id, name: r.name, points: r.points, level: levelFor(r.points), streak: r.streak_current }));
}

/**
 * A member's position in the ranking (same order as getRanking), from the counts
 * ranking_points keeps (migration 0011): the members with more points are a sum over the
 * totals above; those with as many points and a smaller id are a sum over the smaller id
 * prefixes plus a count, through member_stats_ranking, of the few sharing the member's
 * prefix. The points are known first so both engines plan the counts with them: read here,
 * unless the caller has just read the member's stats (`knownPoints`, as /conquistas has).
 */
export async function rankOf(db: Kysely<Database>, userId: string, knownPoints?: number): Promise<number> {
  const points = knownPoints ?? (await db.selectFrom("member_stats").select("points").where("user_id", "=", userId).executeTakeFirst())?.points ?? 0;
  const prefix = sql<string>`substr(${userId}, 1, 2)`;
  const ahead = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("ranking_points")
        .select((sub) => sub.fn.sum<number | string | null>("members").as("n"))
        .where("id_prefix", "=", sql.lit(""))
        .where("points", ">", points)
        .as("above"),
      eb
        .selectFrom("ranking_points")
        .select((sub) => sub.fn.sum<number | string | null>("members").as("n"))
        .where("points", "=", points)
        .where("id_prefix", ">", sql.lit(""))
        .where("id_prefix", "<", prefix)
        .as("tiedBefore"),
      eb
        .selectFrom("member_stats")
        .select((sub) => sub.fn.countAll<number | string>().as("n"))
        .where("points", "=", points)
        .where("user_id", ">=", prefix)
        .where("user_id", "<", userId)
        .as("tiedNear"),
    ])
    .executeTakeFirstOrThrow();
  return Number(ahead.above ?? 0) + Number(ahead.tiedBefore ?? 0) + Number(ahead.tiedNear ?? 0) + 1;
}
