import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";
import { GROUP_LIMITS } from "./small-groups.ts";
import { churchGroup, hold, inChurchTransaction } from "./small-groups.store.server.ts";

/**
 * A small group's wall (decision 0033): messages on a plan day, deleted by their writer, hidden
 * by the leader; only the wall of a group of the church the member acts in.
 */

/** A member posts on the wall of a plan day; null when they are no longer in the group. */
export async function postMessage(
  db: Kysely<Database>,
  church: ChurchRef,
  groupId: string,
  userId: string,
  day: number,
  body: string,
  now: Date,
): Promise<string | null> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, userId, "any"))) return null;
    const id = randomUUID();
    await trx
      .insertInto("small_group_messages")
      .values({ id, group_id: groupId, user_id: userId, day, body, hidden: 0, created_at: now.toISOString() })
      .execute();
    return id;
  });
}

/** The author deletes their message. */
export async function deleteMessage(db: Kysely<Database>, church: ChurchRef, groupId: string, userId: string, messageId: string): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db
      .deleteFrom("small_group_messages")
      .where("id", "=", messageId)
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}

/** The leader hides a message from the group (or shows it again). */
export async function setMessageHidden(
  db: Kysely<Database>,
  church: ChurchRef,
  groupId: string,
  leaderId: string,
  messageId: string,
  hidden: boolean,
): Promise<boolean> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, leaderId, "leader"))) return false;
    const result = await trx
      .updateTable("small_group_messages")
      .set({ hidden: hidden ? 1 : 0 })
      .where("id", "=", messageId)
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/**
 * The group's wall as the viewer sees it, one conversation (decision 0049): the newest
 * WALL_SHOWN messages of every plan day, oldest first, each with the day it refers to. Hidden
 * messages only for the leader and their author. Authors who left the group keep their
 * messages; their names still show.
 */
export async function wallMessages(db: Kysely<Database>, church: ChurchRef, groupId: string, viewerId: string, viewerLeads: boolean) {
  const rows = await inChurch(db, church, (db) => {
    let query = db
      .selectFrom("small_group_messages as msg")
      .innerJoin("users as u", "u.id", "msg.user_id")
      .select(["msg.id", "msg.user_id as userId", "u.name as author", "msg.day", "msg.body", "msg.hidden", "msg.created_at as createdAt"])
      .where("msg.group_id", "in", churchGroup(db, church, groupId));
    if (!viewerLeads) query = query.where((eb) => eb.or([eb("msg.hidden", "=", 0), eb("msg.user_id", "=", viewerId)]));
    return query.orderBy("msg.created_at", "desc").orderBy("msg.id", "desc").limit(GROUP_LIMITS.wallShown).execute();
  });
  return rows.reverse().map((r) => ({ ...r, hidden: r.hidden === 1 }));
}
