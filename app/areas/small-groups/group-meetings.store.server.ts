import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";
import { GROUP_LIMITS } from "./small-groups.ts";
import { churchGroup, hold, inChurchTransaction } from "./small-groups.store.server.ts";

/**
 * A small group's weekly attendance (migration 0043): for each meeting day the leader marks who
 * of the group came and how many visitors. Taking it again for the same day replaces it whole,
 * so two leaders' tabs (or a repeated post) leave one record, never a mix. Only a group of the
 * church the leader acts in is written or read.
 */

/** Records a meeting's attendance; only people in the group count. False when the leader no longer leads it. */
export async function recordAttendance(
  db: Kysely<Database>,
  church: ChurchRef,
  groupId: string,
  leaderId: string,
  attendance: { day: string; present: readonly string[]; visitors: number },
  now: Date,
): Promise<boolean> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, leaderId, "leader"))) return false;
    const row = { group_id: groupId, day: attendance.day, visitors: attendance.visitors, recorded_at: now.toISOString() };
    await trx
      .insertInto("small_group_meetings")
      .values(row)
      .onConflict((oc) => oc.columns(["group_id", "day"]).doUpdateSet({ visitors: row.visitors, recorded_at: row.recorded_at }))
      .execute();
    await trx.deleteFrom("small_group_attendance").where("group_id", "=", groupId).where("day", "=", attendance.day).execute();
    const present = [...new Set(attendance.present)];
    if (present.length === 0) return true;
    const members = await trx
      .selectFrom("small_group_members")
      .select("user_id")
      .where("group_id", "=", groupId)
      .where("user_id", "in", present)
      .execute();
    if (members.length > 0)
      await trx
        .insertInto("small_group_attendance")
        .values(members.map((m) => ({ group_id: groupId, day: attendance.day, user_id: m.user_id })))
        .execute();
    return true;
  });
}

/** The latest meetings, newest first: their day, visitors and who came (ids). */
export async function recentMeetings(db: Kysely<Database>, church: ChurchRef, groupId: string) {
  return inChurch(db, church, async (db) => {
    const meetings = await db
      .selectFrom("small_group_meetings")
      .select(["day", "visitors"])
      .where("group_id", "in", churchGroup(db, church, groupId))
      .orderBy("day", "desc")
      .limit(GROUP_LIMITS.meetingsShown)
      .execute();
    if (meetings.length === 0) return [];
    const came = await db
      .selectFrom("small_group_attendance")
      .select(["day", "user_id"])
      .where("group_id", "=", groupId)
      .where(
        "day",
        "in",
        meetings.map((m) => m.day),
      )
      .execute();
    return meetings.map((m) => ({
      day: m.day,
      visitors: Number(m.visitors),
      present: came.filter((c) => c.day === m.day).map((c) => c.user_id),
    }));
  });
}
