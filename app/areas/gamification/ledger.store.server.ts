import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { calendarDay, effectiveTimeZone } from "./award-day.ts";
import { localHour } from "#app/platform/site/time-zone.ts";
import { findAchievement, loginHourAchievements, newlyReached, type Achievement, type Counter, type MemberStats } from "./achievements.ts";
import { DAILY_PAID_READINGS, levelFor, POINTS } from "./rules.ts";
import { ensureStats, takeMemberTurn } from "./member-turn.store.server.ts";
import { loginStreak, saveStreakDays, storedStreak, streakSummaryOf, type StoredStreak, type StreakSummary } from "./streak.store.server.ts";

/**
 * The points ledger. Every area records what a member did through recordActivity;
 * each award is one row whose key makes the same event pay once, and the member's
 * totals change in the same transaction.
 */
export type Activity =
  | { type: "chapter-read"; book: string; chapter: number }
  | { type: "devotional-read"; id: string }
  | { type: "lesson-completed"; id: string }
  | { type: "note-created" }
  | { type: "bookmark-added"; book: string; chapter: number; verse: number }
  | { type: "verse-shared"; reference: string }
  | { type: "club-item-approved"; item: string }
  | { type: "plan-day-completed"; plan: string; day: number };

export interface Outcome {
  points: number;
  unlocked: Achievement[];
  levelBefore: number;
  levelAfter: number;
}

type Trx = Transaction<Database>;

interface Award {
  source: string;
  subject: string;
  points: number;
  /** The stats column the award counts in; none for points alone. */
  counter: Counter | null;
}

/**
 * What an activity is worth and the key that keeps it from paying twice. `notesHeld` is
 * how many notes the member has after this one: a note pays as the member's n-th note,
 * so deleting and writing it again pays nothing.
 */
function awardFor(activity: Activity, day: string, notesHeld: number): Award {
  switch (activity.type) {
    case "chapter-read":
      return { source: "chapter", subject: `${activity.book}-${activity.chapter}@${day}`, points: POINTS.chapterRead, counter: "chaptersRead" };
    case "devotional-read":
      return { source: "devotional", subject: `${activity.id}@${day}`, points: POINTS.devotionalRead, counter: "devotionalsRead" };
    case "lesson-completed":
      return { source: "lesson", subject: activity.id, points: POINTS.lessonCompleted, counter: "studiesCompleted" };
    case "note-created":
      return { source: "note", subject: `nota-${notesHeld}`, points: POINTS.noteCreated, counter: "notesCreated" };
    case "bookmark-added":
      return {
        source: "bookmark",
        subject: `${activity.book}-${activity.chapter}-${activity.verse}`,
        points: POINTS.bookmarkAdded,
        counter: "bookmarksAdded",
      };
    case "verse-shared":
      return { source: "share", subject: `${activity.reference}@${day}`, points: 0, counter: "versesShared" };
    case "club-item-approved":
      // A class item approved by the club's counsellor pays once, however often it is undone and approved again.
      return { source: "club_item", subject: activity.item, points: POINTS.clubItemApproved, counter: null };
    case "plan-day-completed":
      // A plan's day pays once, however often it is unticked and ticked again (decision 0057).
      return { source: "plan_day", subject: `${activity.plan}-${activity.day}`, points: POINTS.planDayCompleted, counter: null };
  }
}

const COLUMN: Record<Counter, keyof Database["member_stats"]> = {
  chaptersRead: "chapters_read",
  devotionalsRead: "devotionals_read",
  studiesCompleted: "studies_completed",
  bookmarksAdded: "bookmarks_added",
  notesCreated: "notes_created",
  versesShared: "verses_shared",
  daysActive: "days_active",
  streakCurrent: "streak_current",
};

async function insertAward(trx: Trx, userId: string, award: Omit<Award, "counter">, now: Date): Promise<boolean> {
  const result = await trx
    .insertInto("awards")
    .values({ user_id: userId, source: award.source, subject: award.subject, points: award.points, awarded_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "source", "subject"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

type Stats = MemberStats & { level: number; lastAccess: string | null };

type StatsRow = Selectable<Database["member_stats"]>;

/** A member's stats row as the ledger reads it; no row yet (or a left join's nulls) is all zeros. */
function statsOf(row: { [K in keyof StatsRow]?: StatsRow[K] | null } | undefined): Stats {
  return {
    points: row?.points ?? 0,
    level: levelFor(row?.points ?? 0),
    chaptersRead: row?.chapters_read ?? 0,
    devotionalsRead: row?.devotionals_read ?? 0,
    studiesCompleted: row?.studies_completed ?? 0,
    bookmarksAdded: row?.bookmarks_added ?? 0,
    notesCreated: row?.notes_created ?? 0,
    versesShared: row?.verses_shared ?? 0,
    daysActive: row?.days_active ?? 0,
    streakCurrent: row?.streak_current ?? 0,
    streakLongest: row?.streak_longest ?? 0,
    lastAccess: row?.last_access_at ?? null,
  };
}

/** A member's figures alone (no achievements): one statement. */
async function readStats(db: Kysely<Database>, userId: string): Promise<Stats> {
  return statsOf(await db.selectFrom("member_stats").selectAll().where("user_id", "=", userId).executeTakeFirst());
}

/**
 * A member's figures and streak (protections, the days they saved, the Sabbath choice) in one
 * statement, for the profile. `string_agg` is in PostgreSQL and SQLite (3.44 on).
 */
export async function readStatsAndStreak(db: Kysely<Database>, userId: string): Promise<{ stats: Stats; streak: StreakSummary }> {
  const row = await db
    .selectFrom("member_stats")
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom("streak_days")
        .select(sql<string | null>`string_agg(day, ',')`.as("days"))
        .where("streak_days.user_id", "=", userId)
        .where("streak_days.kind", "=", "saved")
        .as("saved_days"),
    )
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { stats: statsOf(row), streak: streakSummaryOf(row, row?.saved_days ?? null) };
}

/** What the ledger needs of a member before it pays, read in one statement. */
interface MemberState {
  stats: Stats;
  timeZone: string;
  /** The achievements already unlocked. */
  unlocked: Set<string>;
  /** The streak and the Sabbath choice as stored. */
  streak: StoredStreak;
}

/**
 * The member's stats (zeros without a row), own time zone and unlocked achievements in one
 * statement: every activity reads them, and a statement less is a round trip less on
 * PostgreSQL. `string_agg` is in PostgreSQL and SQLite (3.44 on); ids hold no comma.
 */
async function memberState(trx: Trx, userId: string, now: Date): Promise<MemberState> {
  const row = await trx
    .selectFrom("users")
    .leftJoin("member_stats", "member_stats.user_id", "users.id")
    .selectAll("member_stats")
    .select(["users.time_zone", "users.next_time_zone", "users.next_time_zone_at"])
    .select((eb) =>
      eb
        .selectFrom("awards")
        .select(sql<string | null>`string_agg(subject, ',')`.as("subjects"))
        .where("awards.user_id", "=", userId)
        .where("awards.source", "=", "achievement")
        .as("unlocked"),
    )
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    stats: statsOf(row),
    timeZone: effectiveTimeZone({ timeZone: row.time_zone, nextTimeZone: row.next_time_zone, nextTimeZoneAt: row.next_time_zone_at }, now),
    unlocked: new Set(row.unlocked ? row.unlocked.split(",") : []),
    streak: storedStreak(row),
  };
}

/**
 * Adds the paid award to the member's counter and points; returns the row. A member who has
 * not logged in since the ledger began has no row yet: only then does it cost the insert and
 * a second update.
 */
async function countAward(trx: Trx, userId: string, column: keyof Database["member_stats"] | null, points: number): Promise<StatsRow> {
  const update = () =>
    trx
      .updateTable("member_stats")
      .set((eb) => ({ ...(column ? { [column]: eb(column, "+", 1) } : {}), points: eb("points", "+", points) }))
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirst();
  const row = await update();
  if (row) return row;
  await ensureStats(trx, userId);
  return (await update())!;
}

/**
 * Unlocks the given achievements (once each) and those the stats reach, and adds their
 * points; the level follows from the points. `stats` is the row the activity's own update
 * returned: the transaction holds the row from that update on, so nothing else changes it
 * and it is not read again. `unlocked` was read before the update; an achievement another
 * transaction unlocked since meets the ledger's key and is not paid twice.
 */
async function settle(
  trx: Trx,
  userId: string,
  extra: Achievement[],
  now: Date,
  levelBefore: number,
  pointsSoFar: number,
  stats: Stats,
  unlocked: ReadonlySet<string>,
): Promise<Outcome> {
  const candidates = [...extra.filter((a) => !unlocked.has(a.id)), ...newlyReached(stats, unlocked)];
  const gained: Achievement[] = [];
  for (const achievement of candidates) {
    if (gained.some((g) => g.id === achievement.id)) continue;
    if (await insertAward(trx, userId, { source: "achievement", subject: achievement.id, points: achievement.points }, now)) gained.push(achievement);
  }
  const bonus = gained.reduce((sum, a) => sum + a.points, 0);
  if (bonus)
    await trx
      .updateTable("member_stats")
      .set((eb) => ({ points: eb("points", "+", bonus) }))
      .where("user_id", "=", userId)
      .execute();
  return { points: pointsSoFar + bonus, unlocked: gained, levelBefore, levelAfter: levelFor(stats.points + bonus) };
}

const NOTHING = (level: number): Outcome => ({ points: 0, unlocked: [], levelBefore: level, levelAfter: level });

async function notesHeld(trx: Trx, userId: string): Promise<number> {
  const row = await trx
    .selectFrom("notes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many awards of a daily source (chapters, devotionals) the member was paid on `day`. */
async function paidOn(trx: Trx, userId: string, source: string, day: string): Promise<number> {
  const row = await trx
    .selectFrom("awards")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("source", "=", source)
    .where("subject", "like", `%@${day}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records what a member did; pays it at most once (and readings up to the day's cap) and unlocks what it reaches. */
export function recordActivity(db: Kysely<Database>, userId: string, activity: Activity, now: Date): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    // The member's own time zone (kept on the account, never taken from the request) names the day.
    const { stats: before, timeZone, unlocked } = await memberState(trx, userId, now);
    const day = calendarDay(now, timeZone);
    const award = awardFor(activity, day, activity.type === "note-created" ? await notesHeld(trx, userId) : 0);
    const cap = DAILY_PAID_READINGS[award.source];
    if (cap !== undefined) {
      await takeMemberTurn(trx, userId); // two readings at once count one after the other
      if ((await paidOn(trx, userId, award.source, day)) >= cap) return NOTHING(before.level);
    }
    const paid = await insertAward(trx, userId, award, now);
    if (!paid) return NOTHING(before.level);
    const after = await countAward(trx, userId, award.counter && COLUMN[award.counter], award.points);
    return settle(trx, userId, [], now, before.level, award.points, statsOf(after), unlocked);
  });
}

/**
 * A login: streak by the time since the last access, forgiven by protections and the Sabbath
 * rest day (streak.ts), one more active day, first_login the first time, early_bird /
 * night_owl by the member's local hour.
 */
export function recordLogin(db: Kysely<Database>, userId: string, now: Date): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    await takeMemberTurn(trx, userId); // two logins at once: the second sees the first's, and spends no protection again
    const { stats: before, timeZone, unlocked, streak: stored } = await memberState(trx, userId, now);
    const { streak, saved } = await loginStreak(trx, userId, stored, now, timeZone);
    const after = await trx
      .updateTable("member_stats")
      .set((eb) => ({
        days_active: eb("days_active", "+", 1),
        streak_current: streak.current,
        streak_longest: streak.longest,
        last_access_at: streak.lastAccess,
        last_access_day: streak.lastAccessDay,
        streak_protections: streak.protections,
      }))
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await saveStreakDays(trx, userId, saved, "saved");
    const extra = ["first_login", ...loginHourAchievements(localHour(now, timeZone))].map((id) => findAchievement(id)!);
    return settle(trx, userId, extra, now, before.level, 0, statsOf(after), unlocked);
  });
}

interface UnlockedAchievement {
  achievement: Achievement;
  unlockedAt: string;
}

export interface MemberProgress {
  stats: MemberStats & { level: number };
  unlocked: UnlockedAchievement[];
}

export async function getMemberProgress(db: Kysely<Database>, userId: string): Promise<MemberProgress> {
  const [stats, rows] = await Promise.all([
    readStats(db, userId),
    db
      .selectFrom("awards")
      .select(["subject", "awarded_at"])
      .where("user_id", "=", userId)
      .where("source", "=", "achievement")
      .orderBy("awarded_at")
      .execute(),
  ]);
  const unlocked = rows.flatMap((r) => {
    const achievement = findAchievement(r.subject);
    return achievement ? [{ achievement, unlockedAt: r.awarded_at }] : [];
  });
  return { stats, unlocked };
}
