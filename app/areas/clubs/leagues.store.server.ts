import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { POINTS } from "#app/areas/gamification/rules.ts";
import { CLUB_LEAGUE_WEEKS, monthBounds, rankLeague, type LeagueRow } from "./clubs.ts";

/**
 * The unit league of the month: items approved this month, in points, per member of the unit
 * (roster entries count like everyone), so a small unit that works hard can win.
 */
export async function unitLeague(db: Kysely<Database>, clubId: string, now: Date): Promise<LeagueRow[]> {
  const { from, to } = monthBounds(now);
  const units = await db.selectFrom("club_units").select(["id", "name"]).where("club_id", "=", clubId).execute();
  const people = await db
    .selectFrom("club_people")
    .select(["id", "unit_id"])
    .where("club_id", "=", clubId)
    .where("status", "=", "ativo")
    .where("unit_id", "is not", null)
    .execute();
  const approved = await db
    .selectFrom("club_reviews")
    .innerJoin("club_people", "club_people.id", "club_reviews.person_id")
    .select(["club_people.unit_id"])
    .where("club_people.club_id", "=", clubId)
    .where("club_reviews.status", "=", "aprovado")
    .where("club_reviews.reviewed_at", ">=", from)
    .where("club_reviews.reviewed_at", "<", to)
    .execute();
  return rankLeague(
    units.map((u) => ({
      id: u.id,
      name: u.name,
      members: people.filter((p) => p.unit_id === u.id).length,
      points: approved.filter((a) => a.unit_id === u.id).length * POINTS.clubItemApproved,
    })),
  );
}

/**
 * The portal's club league: only clubs whose director opted in; each club's points from the
 * ledger over the last four weeks, per member with an account and per week.
 */
export async function clubLeague(db: Kysely<Database>, now: Date): Promise<LeagueRow[]> {
  const since = new Date(now.getTime() - CLUB_LEAGUE_WEEKS * 7 * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("clubs")
    .innerJoin("club_people", "club_people.club_id", "clubs.id")
    .select((eb) => [
      "clubs.id",
      "clubs.name",
      eb.fn.count<number>("club_people.id").as("members"),
      eb
        .fn("coalesce", [
          eb
            .selectFrom("awards")
            .innerJoin("club_people as p", "p.user_id", "awards.user_id")
            .select((s) => s.fn.sum<number>("awards.points").as("points"))
            .whereRef("p.club_id", "=", "clubs.id")
            .where("p.status", "=", "ativo")
            .where("awards.awarded_at", ">=", since),
          eb.lit(0),
        ])
        .as("points"),
    ])
    .where("clubs.in_league", "=", 1)
    .where("club_people.status", "=", "ativo")
    .where("club_people.user_id", "is not", null)
    .groupBy(["clubs.id", "clubs.name"])
    .execute();
  return rankLeague(rows.map((r) => ({ id: r.id, name: r.name, members: Number(r.members), points: Number(r.points), weeks: CLUB_LEAGUE_WEEKS })));
}
