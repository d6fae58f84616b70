import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, inTransaction, type ChurchRef } from "#db/transaction.ts";
import { hashToken } from "#app/areas/accounts/session.store.server.ts";
import { TOKEN_PATTERN } from "#app/areas/accounts/tokens.ts";
import { GROUP_LIMITS, inviteExpiry, type GroupMeeting, type GroupRole } from "./small-groups.ts";

/**
 * Small groups in the database (decision 0033). Every write that depends on a role first takes
 * the writer's membership row with a guarded update (`hold`): a member removed, or a leader who
 * passed the role on, in a request that committed first no longer matches, and the write does
 * nothing. The partial unique index keeps at most one leader per group; passing the role swaps
 * both rows in one transaction, so a group always has exactly one.
 *
 * A group belongs to the church it was created in (decision 0065): every function takes the
 * church its guard found, and a group of another church reads as not there and changes nothing.
 * Its members, wall and meetings carry no church: they belong through the group (`churchGroup`).
 */

export interface GroupRecord {
  id: string;
  name: string;
  description: string | null;
  planId: string;
  startDay: string;
  /** When the current invite link stops working; null without a link, or for one made before links expired. */
  inviteExpiresAt: string | null;
  /** When and where the group meets (each part null until the leader says). */
  meeting: GroupMeeting;
}

export interface Membership {
  role: GroupRole;
  showsReading: boolean;
}

/** The group's id when it is this church's, else nothing: what each query of a group's children filters on. */
export function churchGroup(db: Kysely<Database>, church: ChurchRef, groupId: string) {
  return db
    .selectFrom("small_groups")
    .select("small_groups.id")
    .where("small_groups.id", "=", groupId)
    .where("small_groups.church_id", "=", church.id);
}

/** Bound to the church and in one transaction: what the groups' writes run in. */
export function inChurchTransaction<T>(db: Kysely<Database>, church: ChurchRef, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return inChurch(db, church, (db) => inTransaction(db, work));
}

/**
 * Takes the member's row for the rest of the transaction (a no-op update waits on any other
 * write to it) and says whether they still hold the role ('member' accepts any member).
 */
export async function hold(trx: Kysely<Database>, church: ChurchRef, groupId: string, userId: string, role: GroupRole | "any"): Promise<boolean> {
  return inChurch(trx, church, async (db) => {
    let update = db
      .updateTable("small_group_members")
      .set((eb) => ({ role: eb.ref("role") }))
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("user_id", "=", userId);
    if (role !== "any") update = update.where("role", "=", role);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** How many of the church's groups the member is in. */
async function groupsOfMember(db: Kysely<Database>, church: ChurchRef, userId: string): Promise<number> {
  const row = await db
    .selectFrom("small_group_members as m")
    .innerJoin("small_groups as g", "g.id", "m.group_id")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("m.user_id", "=", userId)
    .where("g.church_id", "=", church.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new group of the church, led by its creator; null when the member already is in as many groups as allowed. */
export async function createGroup(
  db: Kysely<Database>,
  church: ChurchRef,
  userId: string,
  input: { name: string; description: string | null; planId: string; startDay: string },
  now: Date,
): Promise<string | null> {
  return inChurchTransaction(db, church, async (trx) => {
    if ((await groupsOfMember(trx, church, userId)) >= GROUP_LIMITS.groupsPerMember) return null;
    const id = randomUUID();
    const at = now.toISOString();
    await trx
      .insertInto("small_groups")
      .values({
        id,
        name: input.name,
        description: input.description,
        plan_id: input.planId,
        start_day: input.startDay,
        invite_hash: null,
        created_at: at,
        church_id: church.id,
      })
      .execute();
    await trx.insertInto("small_group_members").values({ group_id: id, user_id: userId, role: "leader", shows_reading: 1, joined_at: at }).execute();
    return id;
  });
}

/** The member's groups of the church with their role and how many people each has, newest first. */
export async function listMemberGroups(db: Kysely<Database>, church: ChurchRef, userId: string) {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_group_members as mine")
      .innerJoin("small_groups as g", "g.id", "mine.group_id")
      .select((eb) => [
        "g.id",
        "g.name",
        "g.plan_id as planId",
        "g.start_day as startDay",
        "mine.role",
        eb.selectFrom("small_group_members as m").select(eb.fn.countAll<string | number>().as("n")).whereRef("m.group_id", "=", "g.id").as("members"),
      ])
      .where("mine.user_id", "=", userId)
      .where("g.church_id", "=", church.id)
      .orderBy("mine.joined_at", "desc")
      .execute(),
  );
  return rows.map((r) => ({ ...r, role: r.role as GroupRole, members: Number(r.members) }));
}

/** The member's role in the group, or undefined when they are not in it (or it is not the church's). */
export async function findMembership(db: Kysely<Database>, church: ChurchRef, groupId: string, userId: string): Promise<Membership | undefined> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_group_members")
      .select(["role", "shows_reading"])
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );
  return row && { role: row.role as GroupRole, showsReading: row.shows_reading === 1 };
}

const meetingColumns = ["meeting_weekday", "meeting_time", "meeting_place"] as const;
const meetingOf = (r: { meeting_weekday: number | null; meeting_time: string | null; meeting_place: string | null }): GroupMeeting => ({
  weekday: r.meeting_weekday === null ? null : Number(r.meeting_weekday),
  time: r.meeting_time,
  place: r.meeting_place,
});

export async function findGroup(db: Kysely<Database>, church: ChurchRef, groupId: string): Promise<GroupRecord | undefined> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_groups")
      .select(["id", "name", "description", "plan_id as planId", "start_day as startDay", "invite_expires_at as inviteExpiresAt", ...meetingColumns])
      .where("id", "=", groupId)
      .where("church_id", "=", church.id)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  const { meeting_weekday, meeting_time, meeting_place, ...group } = row;
  return { ...group, meeting: meetingOf({ meeting_weekday, meeting_time, meeting_place }) };
}

/** The leader says when and where the group meets; false when they no longer lead it. */
export async function setMeeting(
  db: Kysely<Database>,
  church: ChurchRef,
  groupId: string,
  leaderId: string,
  meeting: GroupMeeting,
): Promise<boolean> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, leaderId, "leader"))) return false;
    await trx
      .updateTable("small_groups")
      .set({ meeting_weekday: meeting.weekday, meeting_time: meeting.time, meeting_place: meeting.place })
      .where("id", "=", groupId)
      .where("church_id", "=", church.id)
      .execute();
    return true;
  });
}

/** Everyone in the group, the leader first, then by when they joined. */
export async function groupRoster(db: Kysely<Database>, church: ChurchRef, groupId: string) {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_group_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["m.user_id as userId", "u.name", "m.role", "m.shows_reading", "m.joined_at as joinedAt"])
      .where("m.group_id", "in", churchGroup(db, church, groupId))
      .orderBy("m.joined_at")
      .orderBy("m.user_id")
      .execute(),
  );
  return rows
    .map((r) => ({ userId: r.userId, name: r.name, role: r.role as GroupRole, showsReading: r.shows_reading === 1, joinedAt: r.joinedAt }))
    .sort((a, b) => Number(b.role === "leader") - Number(a.role === "leader"));
}

/**
 * The plan days the group's members completed between two days: the members' own reading
 * records of the plan (the ones /planos keeps), not a tick of the group's.
 */
export async function groupReads(db: Kysely<Database>, church: ChurchRef, groupId: string, planId: string, from: number, to: number) {
  return inChurch(db, church, (db) =>
    db
      .selectFrom("reading_plan_days as r")
      .innerJoin("small_group_members as m", "m.user_id", "r.user_id")
      .select(["r.user_id as userId", "r.day"])
      .where("m.group_id", "in", churchGroup(db, church, groupId))
      .where("r.plan_id", "=", planId)
      .where("r.day", ">=", from)
      .where("r.day", "<=", to)
      .execute(),
  );
}

/** Whether the member shows the group who they are when they read. */
export async function setShowsReading(db: Kysely<Database>, church: ChurchRef, groupId: string, userId: string, show: boolean): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db
      .updateTable("small_group_members")
      .set({ shows_reading: show ? 1 : 0 })
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** A new invite link, working for INVITE_DAYS (the old one stops working); null when the member does not lead the group. */
export async function renewInvite(db: Kysely<Database>, church: ChurchRef, groupId: string, leaderId: string, now: Date): Promise<string | null> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, leaderId, "leader"))) return null;
    const token = randomBytes(32).toString("base64url");
    await trx
      .updateTable("small_groups")
      .set({ invite_hash: hashToken(token), invite_expires_at: inviteExpiry(now) })
      .where("id", "=", groupId)
      .where("church_id", "=", church.id)
      .execute();
    return token;
  });
}

/**
 * The church's group an invite token opens, by its hash, with its leader's name and when it
 * meets (what the invitation shows before anyone logs in); undefined for any token that is not
 * the current one of one of the church's groups, or has expired.
 */
export async function groupOfInvite(db: Kysely<Database>, church: ChurchRef, token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_groups as g")
      .leftJoin("small_group_members as m", (join) => join.onRef("m.group_id", "=", "g.id").on("m.role", "=", "leader"))
      .leftJoin("users as u", "u.id", "m.user_id")
      .select(["g.id", "g.name", "g.description", "u.name as leader", ...meetingColumns.map((c) => `g.${c}` as const)])
      .where("g.invite_hash", "=", hashToken(token))
      .where("g.church_id", "=", church.id)
      .where((eb) => eb.or([eb("g.invite_expires_at", "is", null), eb("g.invite_expires_at", ">", now.toISOString())]))
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  return { id: row.id, name: row.name, description: row.description, leader: row.leader, meeting: meetingOf(row) };
}

export type JoinResult = { status: "joined" | "already"; groupId: string } | { status: "unknown" | "full" | "too-many" };

/** Joins the church's group whose current invite is `token`, as a member who shows their reading. */
export async function joinByInvite(db: Kysely<Database>, church: ChurchRef, token: string, userId: string, now: Date): Promise<JoinResult> {
  return inChurchTransaction(db, church, async (trx) => {
    const group = await groupOfInvite(trx, church, token, now);
    if (!group) return { status: "unknown" };
    if (await findMembership(trx, church, group.id, userId)) return { status: "already", groupId: group.id };
    if ((await groupsOfMember(trx, church, userId)) >= GROUP_LIMITS.groupsPerMember) return { status: "too-many" };
    const members = await trx
      .selectFrom("small_group_members")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("group_id", "=", group.id)
      .executeTakeFirstOrThrow();
    if (Number(members.n) >= GROUP_LIMITS.members) return { status: "full" };
    const inserted = await trx
      .insertInto("small_group_members")
      .values({ group_id: group.id, user_id: userId, role: "member", shows_reading: 1, joined_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
      .executeTakeFirst();
    return { status: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "joined" : "already", groupId: group.id };
  });
}

/** The leader deletes the group, its members and its wall. */
export async function deleteGroup(db: Kysely<Database>, church: ChurchRef, groupId: string, leaderId: string): Promise<boolean> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await hold(trx, church, groupId, leaderId, "leader"))) return false;
    await trx.deleteFrom("small_groups").where("id", "=", groupId).where("church_id", "=", church.id).execute();
    return true;
  });
}

/** Everyone in the group but one member (whom a new message is told to). */
export async function otherMembers(db: Kysely<Database>, church: ChurchRef, groupId: string, userId: string): Promise<string[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_group_members")
      .select("user_id")
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("user_id", "!=", userId)
      .execute(),
  );
  return rows.map((r) => r.user_id);
}

/** The group's leader (whom a new member is told to). */
export async function leaderOf(db: Kysely<Database>, church: ChurchRef, groupId: string): Promise<string[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("small_group_members")
      .select("user_id")
      .where("group_id", "in", churchGroup(db, church, groupId))
      .where("role", "=", "leader")
      .execute(),
  );
  return rows.map((r) => r.user_id);
}
