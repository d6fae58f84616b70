import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { POINTS } from "#app/areas/gamification/rules.ts";
import { monthBounds } from "#app/platform/site/time-zone.ts";
import { CLUB_LEAGUE_WEEKS, rankLeague, type LeagueRow } from "./clubs.ts";
import { churchClubs } from "./clubs.store.server.ts";
import { criteriaList, meetingPoints } from "./unit-points.ts";

/**
 * The leagues count club work only (decision 0049): items approved and presences at meetings
 * with the criteria met there (decision 0054), never points earned elsewhere on the portal. Per active person (roster entries count like
 * everyone), so a small unit or club that works hard can win; a unit with nobody is not ranked.
 * Both leagues are the church's: its units, and its clubs that opted in.
 */

/** Each active person's club work between two instants: approved items, and presences with their criteria at meetings held on those days. */
async function workPerPerson(db: Db, church: ChurchRef, clubIds: readonly string[], from: string, to: string) {
  if (clubIds.length === 0) return [];
  const [approved, presences] = await Promise.all([
    db
      .selectFrom("club_reviews")
      .innerJoin("club_people", "club_people.id", "club_reviews.person_id")
      .select(["club_people.id", "club_people.club_id"])
      .where("club_people.club_id", "in", churchClubs(db, church))
      .where("club_people.club_id", "in", clubIds)
      .where("club_reviews.status", "=", "aprovado")
      .where("club_reviews.reviewed_at", ">=", from)
      .where("club_reviews.reviewed_at", "<", to)
      .execute(),
    db
      .selectFrom("club_attendance")
      .innerJoin("club_meetings", "club_meetings.id", "club_attendance.meeting_id")
      .select(["club_attendance.person_id as id", "club_meetings.club_id", "club_attendance.criteria", "club_meetings.criteria as scored"])
      .where("club_meetings.club_id", "in", churchClubs(db, church))
      .where("club_meetings.club_id", "in", clubIds)
      .where("club_attendance.status", "=", "presente")
      .where("club_meetings.day", ">=", from.slice(0, 10))
      .where("club_meetings.day", "<", to.slice(0, 10))
      .execute(),
  ]);
  return [
    ...approved.map((a) => ({ personId: a.id, clubId: a.club_id, points: POINTS.clubItemApproved })),
    ...presences.map((p) => ({
      personId: p.id,
      clubId: p.club_id,
      points: meetingPoints("presente", criteriaList(p.criteria), criteriaList(p.scored)),
    })),
  ];
}

/** The sum of points per key. */
function totals<T>(rows: readonly T[], key: (row: T) => string, points: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + points(row));
  return sums;
}

/** The unit league of the month: approved items, presences and criteria met this month, per person of the unit. */
export async function unitLeague(db: Db, church: ChurchRef, clubId: string, now: Date): Promise<LeagueRow[]> {
  return inChurch(db, church, (db) => unitLeagueIn(db, church, clubId, now));
}

async function unitLeagueIn(db: Db, church: ChurchRef, clubId: string, now: Date): Promise<LeagueRow[]> {
  const { from, to } = monthBounds(now);
  const units = await db
    .selectFrom("club_units")
    .select(["id", "name"])
    .where("club_id", "in", churchClubs(db, church))
    .where("club_id", "=", clubId)
    .execute();
  const people = await db
    .selectFrom("club_people")
    .select(["id", "unit_id"])
    .where("club_id", "in", churchClubs(db, church))
    .where("club_id", "=", clubId)
    .where("status", "=", "ativo")
    .where("unit_id", "is not", null)
    .execute();
  const work = totals(
    await workPerPerson(db, church, [clubId], from, to),
    (w) => w.personId,
    (w) => w.points,
  );
  return rankLeague(
    units.map((u) => {
      const mine = people.filter((p) => p.unit_id === u.id);
      return { id: u.id, name: u.name, members: mine.length, points: mine.reduce((sum, p) => sum + (work.get(p.id) ?? 0), 0) };
    }),
  );
}

/**
 * The church's club league: only its clubs whose director opted in; each club's work over the
 * last four weeks, per active person and per week.
 */
export async function clubLeague(db: Db, church: ChurchRef, now: Date): Promise<LeagueRow[]> {
  return inChurch(db, church, (db) => clubLeagueIn(db, church, now));
}

async function clubLeagueIn(db: Db, church: ChurchRef, now: Date): Promise<LeagueRow[]> {
  const since = new Date(now.getTime() - CLUB_LEAGUE_WEEKS * 7 * 86_400_000).toISOString();
  const clubs = await db
    .selectFrom("clubs")
    .innerJoin("club_people", "club_people.club_id", "clubs.id")
    .select((eb) => ["clubs.id", "clubs.name", eb.fn.count<number>("club_people.id").as("members")])
    .where("clubs.church_id", "=", church.id)
    .where("clubs.in_league", "=", 1)
    .where("club_people.status", "=", "ativo")
    .groupBy(["clubs.id", "clubs.name"])
    .execute();
  const work = await workPerPerson(
    db,
    church,
    clubs.map((c) => c.id),
    since,
    now.toISOString(),
  );
  const points = totals(
    work,
    (w) => w.clubId,
    (w) => w.points,
  );
  return rankLeague(
    clubs.map((c) => ({ id: c.id, name: c.name, members: Number(c.members), points: points.get(c.id) ?? 0, weeks: CLUB_LEAGUE_WEEKS })),
  );
}
