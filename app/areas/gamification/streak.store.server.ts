import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { calendarDay, effectiveTimeZone } from "./award-day.ts";
import type { StreakDaysTable } from "./gamification.table.ts";
import { takeMemberTurn } from "./member-turn.store.server.ts";
import { restedSince, streakAtLogin, type ForgivingStreak, type LoginStreak, type RestDays } from "./streak.ts";

/**
 * Forgiving streaks in storage (decision 0037): the streak, protections held and the Sabbath
 * choice live on the member's stats row, moved only while the member's turn is held (logins
 * and the choice take it), so two requests at once never spend or earn a protection twice;
 * the days saved and the Saturdays rested under an earlier choice are rows keyed by member and
 * day.
 */
type Trx = Transaction<Database>;

export interface StoredStreak {
  streak: ForgivingStreak;
  rest: Omit<RestDays, "kept">;
}

type StreakColumns = Pick<Database["member_stats"], "last_access_at" | "last_access_day" | "sabbath_rest_changed_on"> & {
  streak_current: number | null;
  streak_longest: number | null;
  streak_protections: number | null;
  sabbath_rest: number | null;
};

/** The streak as the stats row holds it (a member without a row yet has none). */
export function storedStreak(row: { [K in keyof StreakColumns]: StreakColumns[K] | null }): StoredStreak {
  return {
    streak: {
      current: row.streak_current ?? 0,
      longest: row.streak_longest ?? 0,
      lastAccess: row.last_access_at,
      lastAccessDay: row.last_access_day,
      protections: row.streak_protections ?? 0,
    },
    rest: { sabbath: row.sabbath_rest === 1, changedOn: row.sabbath_rest_changed_on },
  };
}

/** The Saturdays kept as rest days since the member's last login. */
async function keptRestDays(trx: Trx, userId: string, after: string | null): Promise<Set<string>> {
  if (!after) return new Set();
  const rows = await trx
    .selectFrom("streak_days")
    .select("day")
    .where("user_id", "=", userId)
    .where("kind", "=", "rest")
    .where("day", ">", after)
    .execute();
  return new Set(rows.map((r) => r.day));
}

/** The streak after a login at `now` (the caller holds the member's turn and writes it back). */
export async function loginStreak(trx: Trx, userId: string, stored: StoredStreak, now: Date, timeZone: string): Promise<LoginStreak> {
  const kept = await keptRestDays(trx, userId, stored.streak.lastAccessDay);
  return streakAtLogin(stored.streak, now, timeZone, { ...stored.rest, kept });
}

export async function saveStreakDays(trx: Trx, userId: string, days: string[], kind: StreakDaysTable["kind"]): Promise<void> {
  if (days.length === 0) return;
  await trx
    .insertInto("streak_days")
    .values(days.map((day) => ({ user_id: userId, day, kind })))
    .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
    .execute();
}

/**
 * Sabbath as a rest day, on or off from the member's today. Turning it off keeps the Saturdays
 * already rested since the last login, so the change never breaks the streak backwards;
 * turning it on excuses no Saturday already past. Setting what is already set changes nothing.
 */
export function setSabbathRest(db: Kysely<Database>, userId: string, on: boolean, now: Date): Promise<void> {
  return inTransaction(db, async (trx) => {
    await takeMemberTurn(trx, userId);
    const row = await trx
      .selectFrom("member_stats")
      .innerJoin("users", "users.id", "member_stats.user_id")
      .select(["sabbath_rest", "sabbath_rest_changed_on", "last_access_day", "users.time_zone", "users.next_time_zone", "users.next_time_zone_at"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if ((row.sabbath_rest === 1) === on) return;
    const today = calendarDay(
      now,
      effectiveTimeZone({ timeZone: row.time_zone, nextTimeZone: row.next_time_zone, nextTimeZoneAt: row.next_time_zone_at }, now),
    );
    if (!on)
      await saveStreakDays(
        trx,
        userId,
        restedSince(row.last_access_day, today, { sabbath: true, changedOn: row.sabbath_rest_changed_on, kept: new Set() }),
        "rest",
      );
    await trx
      .updateTable("member_stats")
      .set({ sabbath_rest: on ? 1 : 0, sabbath_rest_changed_on: today })
      .where("user_id", "=", userId)
      .execute();
  });
}

/** What the profile shows: the streak, protections held, the days they saved (newest first) and the Sabbath choice. */
export interface StreakSummary {
  current: number;
  protections: number;
  saved: string[];
  sabbathRest: boolean;
}

const SAVED_DAYS_SHOWN = 10;

/** The summary from the stats row (none yet: all zeros) and the saved days joined with commas. */
export function streakSummaryOf(
  row: { streak_current?: number | null; streak_protections?: number | null; sabbath_rest?: number | null } | undefined,
  savedDays: string | null,
): StreakSummary {
  return {
    current: row?.streak_current ?? 0,
    protections: row?.streak_protections ?? 0,
    saved: savedDays ? savedDays.split(",").sort().reverse().slice(0, SAVED_DAYS_SHOWN) : [],
    sabbathRest: row?.sabbath_rest === 1,
  };
}
