import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, inChurch, inTransaction, type ChurchRef } from "#db/transaction.ts";
import { churchGroup, hold, inChurchTransaction } from "./small-groups.store.server.ts";

/** Who leaves a small group, is removed from it, or takes over leading it (decision 0033), in the church's groups only. */

/** A member (not the leader) leaves; false when they are the leader or not in the group. */
export async function leaveGroup(db: Kysely<Database>, church: ChurchRef, groupId: string, userId: string): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db
      .deleteFrom("small_group_members")
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("user_id", "=", userId)
      .where("role", "=", "member")
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}

/** The leader removes a member; false when the leader no longer leads or the person is not a member. */
export async function removeMember(db: Kysely<Database>, church: ChurchRef, groupId: string, leaderId: string, memberId: string): Promise<boolean> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, leaderId, "leader"))) return false;
    const result = await trx
      .deleteFrom("small_group_members")
      .where("group_id", "=", groupId)
      .where("user_id", "=", memberId)
      .where("role", "=", "member")
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/**
 * The leader passes the role to a member: both rows change in one transaction, the leader's
 * first (so a second, simultaneous pass finds no leader to demote and changes nothing).
 */
export async function passLeadership(db: Kysely<Database>, church: ChurchRef, groupId: string, leaderId: string, memberId: string): Promise<boolean> {
  if (leaderId === memberId) return false;
  try {
    return await inChurchTransaction(db, church, async (trx) => {
      const demoted = await trx
        .updateTable("small_group_members")
        .set({ role: "member" })
        .where("group_id", "in", churchGroup(trx, church, groupId))
        .where("user_id", "=", leaderId)
        .where("role", "=", "leader")
        .executeTakeFirst();
      if (Number(demoted.numUpdatedRows) === 0) return false;
      const promoted = await trx
        .updateTable("small_group_members")
        .set({ role: "leader" })
        .where("group_id", "=", groupId)
        .where("user_id", "=", memberId)
        .where("role", "=", "member")
        .executeTakeFirst();
      if (Number(promoted.numUpdatedRows) === 0) throw new NoPass();
      return true;
    });
  } catch (error) {
    if (error instanceof NoPass) return false;
    throw error;
  }
}

/** Rolls a half-done pass back (the member to promote was gone). */
class NoPass extends Error {}

/**
 * Before an account is deleted: each group it leads passes to the member who joined first, or
 * is deleted when nobody else is in it (its memberships and messages then go with the account).
 * The account's groups are found in every church, with `acrossChurches`: a person (not a church)
 * is deleted, and a group they lead in a church other than the one they visit now must not be
 * left without a leader. Each group is then changed bound to its own church.
 */
export async function handOverGroups(db: Kysely<Database>, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const led = await acrossChurches(trx, (db) =>
      db
        .selectFrom("small_group_members as m")
        .innerJoin("small_groups as g", "g.id", "m.group_id")
        .select(["m.group_id as groupId", "g.church_id as churchId"])
        .where("m.user_id", "=", userId)
        .where("m.role", "=", "leader")
        .execute(),
    );
    for (const { groupId, churchId } of led) {
      const church = { id: churchId };
      const next = await trx
        .selectFrom("small_group_members")
        .select("user_id")
        .where("group_id", "=", groupId)
        .where("user_id", "!=", userId)
        .orderBy("joined_at")
        .orderBy("user_id")
        .executeTakeFirst();
      if (next) await passLeadership(trx, church, groupId, userId, next.user_id);
      else await inChurch(trx, church, (db) => db.deleteFrom("small_groups").where("id", "=", groupId).where("church_id", "=", church.id).execute());
    }
  });
}
