import { beforeAll, describe, expect, it } from "vitest";
import type { ChurchRef } from "#db/transaction.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { deleteAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { exportUserData } from "#app/areas/profile/export.store.server.ts";
import { setPlanDayDone } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { groupPageData } from "./group-page.server.ts";
import {
  createGroup,
  deleteGroup,
  findGroup,
  findMembership,
  groupOfInvite,
  groupReads,
  groupRoster,
  joinByInvite,
  leaderOf,
  listMemberGroups,
  otherMembers,
  renewInvite,
  setMeeting,
  setShowsReading,
} from "./small-groups.store.server.ts";
import { handOverGroups, leaveGroup, passLeadership, removeMember } from "./group-members.store.server.ts";
import { deleteMessage, postMessage, setMessageHidden, wallMessages } from "./group-wall.store.server.ts";
import { INVITE_DAYS, inviteExpiry } from "./small-groups.ts";
import { recentMeetings, recordAttendance } from "./group-meetings.store.server.ts";

const t0 = new Date("2026-03-01T12:00:00Z");
const PLAN = "salmos-30-dias";
const members = Object.fromEntries(
  ["ana", "bia", "caio", "davi", "eva", "fora", "gil", "hugo"].map((id) => [id, { createdAt: t0, name: id.toUpperCase() }]),
);

/** A group led by `leader` with `others` joined through its invite. */
async function groupWith(db: Parameters<typeof createGroup>[0], church: ChurchRef, leader: string, others: string[]) {
  const id = (await createGroup(db, church, leader, { name: "Grupo", description: null, planId: PLAN, startDay: "2026-03-01" }, t0))!;
  const token = (await renewInvite(db, church, id, leader, t0))!;
  for (const other of others) expect((await joinByInvite(db, church, token, other, t0)).status).toBe("joined");
  return { id, token };
}

const leaders = async (db: Parameters<typeof groupRoster>[0], church: ChurchRef, id: string) =>
  (await groupRoster(db, church, id)).filter((m) => m.role === "leader").map((m) => m.userId);

describeStorage("small groups", { members }, (storage) => {
  let church: Church;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });

  it("creates a group led by its creator; members join by the current invite only, once", async () => {
    const { id, token } = await groupWith(storage.db, church, "ana", ["bia"]);
    expect(await findMembership(storage.db, church, id, "ana")).toEqual({ role: "leader", showsReading: true });
    expect(await findMembership(storage.db, church, id, "bia")).toEqual({ role: "member", showsReading: true });
    expect((await joinByInvite(storage.db, church, token, "bia", t0)).status).toBe("already");
    expect((await listMemberGroups(storage.db, church, "bia"))[0]).toMatchObject({ id, name: "Grupo", role: "member", members: 2 });
    // A guessed token (right shape, wrong value), a malformed one, and the old one after renewal open nothing.
    expect((await joinByInvite(storage.db, church, "A".repeat(43), "caio", t0)).status).toBe("unknown");
    expect((await joinByInvite(storage.db, church, "curto", "caio", t0)).status).toBe("unknown");
    const renewed = (await renewInvite(storage.db, church, id, "ana", t0))!;
    expect(renewed).not.toBe(token);
    expect((await joinByInvite(storage.db, church, token, "caio", t0)).status).toBe("unknown");
    expect(await groupOfInvite(storage.db, church, renewed, t0)).toMatchObject({ id });
    // The link works for INVITE_DAYS: the leader sees until when; after it, it opens nothing.
    expect((await findGroup(storage.db, church, id))!.inviteExpiresAt).toBe(inviteExpiry(t0));
    const lastMoment = new Date(t0.getTime() + INVITE_DAYS * 86_400_000 - 1);
    expect(await groupOfInvite(storage.db, church, renewed, lastMoment)).toMatchObject({ id });
    expect((await joinByInvite(storage.db, church, renewed, "caio", new Date(lastMoment.getTime() + 1))).status).toBe("unknown");
    // Only the leader renews it.
    expect(await renewInvite(storage.db, church, id, "bia", t0)).toBeNull();
    expect(await renewInvite(storage.db, church, id, "fora", t0)).toBeNull();
    expect(await findMembership(storage.db, church, id, "caio")).toBeUndefined();
  });

  it("'who read' comes from the members' own plan records, of this group's members only", async () => {
    const { id } = await groupWith(storage.db, church, "ana", ["bia"]);
    await setPlanDayDone(storage.db, "bia", PLAN, 1, true, t0);
    await setPlanDayDone(storage.db, "fora", PLAN, 1, true, t0);
    await setPlanDayDone(storage.db, "ana", "proverbios-31-dias", 1, true, t0);
    expect(await groupReads(storage.db, church, id, PLAN, 1, 7)).toEqual([{ userId: "bia", day: 1 }]);
    expect(await setShowsReading(storage.db, church, id, "bia", false)).toBe(true);
    expect(await findMembership(storage.db, church, id, "bia")).toEqual({ role: "member", showsReading: false });
    expect(await setShowsReading(storage.db, church, id, "fora", false)).toBe(false);
  });

  it("no number the group sees tells on a member who hides their reading, even when they are the only one", async () => {
    const { id } = await groupWith(storage.db, church, "ana", ["bia", "caio"]);
    await setShowsReading(storage.db, church, id, "caio", false);
    await setPlanDayDone(storage.db, "caio", PLAN, 1, true, t0);
    await setPlanDayDone(storage.db, "bia", PLAN, 1, true, t0);
    const group = (await findGroup(storage.db, church, id))!;
    const pageOf = async (userId: string) =>
      (await groupPageData(
        storage.db,
        {
          user: { id: userId, name: userId.toUpperCase(), email: `${userId}@x`, emailConfirmed: true, admin: false, homeChurchId: church.id },
          church,
          group,
          membership: (await findMembership(storage.db, church, id, userId))!,
        },
        { year: 2026, month: 3, day: 1 },
        null,
        "America/Sao_Paulo",
      ))!;
    const ana = await pageOf("ana");
    expect(ana.whoRead).toEqual(["BIA"]);
    expect(ana.someHide).toBe(true);
    // The day's total is the readers shown (1, Bia), not 2: 2 less the names shown would be Caio.
    expect(ana.summary?.perDay[0]).toEqual({ day: 1, readers: 1 });
    expect(ana.summary?.perMember).toEqual({ bia: 1 });
    expect(JSON.stringify(ana)).not.toMatch(/unnamed|hidden.?readers/i);
    // Caio still sees his own day read.
    const caio = await pageOf("caio");
    expect([caio.me.readShown, caio.me.showsReading, caio.whoRead]).toEqual([true, false, ["BIA"]]);
  });

  it("only the leader removes and hides; a member removes no one; a removed member cannot post", async () => {
    const { id } = await groupWith(storage.db, church, "ana", ["bia", "caio"]);
    const other = await groupWith(storage.db, church, "davi", ["eva"]);
    expect(await removeMember(storage.db, church, id, "bia", "caio")).toBe(false);
    // Another group's leader has no power here, and a leader cannot remove someone of another group.
    expect(await removeMember(storage.db, church, id, "davi", "caio")).toBe(false);
    expect(await removeMember(storage.db, church, id, "ana", "eva")).toBe(false);
    expect(await findMembership(storage.db, church, other.id, "eva")).toBeDefined();
    const message = (await postMessage(storage.db, church, id, "caio", 1, "Bom dia!", t0))!;
    expect(await setMessageHidden(storage.db, church, id, "bia", message, true)).toBe(false);
    expect(await setMessageHidden(storage.db, church, other.id, "davi", message, true)).toBe(false);
    expect(await setMessageHidden(storage.db, church, id, "ana", message, true)).toBe(true);
    expect((await wallMessages(storage.db, church, id, "bia", false)).map((m) => m.id)).toEqual([]);
    expect((await wallMessages(storage.db, church, id, "caio", false))[0]).toMatchObject({ id: message, hidden: true });
    expect((await wallMessages(storage.db, church, id, "ana", true))[0]).toMatchObject({ id: message, hidden: true });
    // Only the author deletes.
    expect(await deleteMessage(storage.db, church, id, "ana", message)).toBe(false);
    expect(await deleteMessage(storage.db, church, id, "caio", message)).toBe(true);
    expect(await removeMember(storage.db, church, id, "ana", "caio")).toBe(true);
    expect(await postMessage(storage.db, church, id, "caio", 1, "Ainda aqui?", t0)).toBeNull();
    expect(await postMessage(storage.db, church, id, "fora", 1, "Olá", t0)).toBeNull();
    expect(await wallMessages(storage.db, church, id, "ana", true)).toEqual([]);
    // The leader cannot be removed, nor leave while leading.
    expect(await removeMember(storage.db, church, id, "ana", "ana")).toBe(false);
    expect(await leaveGroup(storage.db, church, id, "ana")).toBe(false);
    expect(await leaveGroup(storage.db, church, id, "bia")).toBe(true);
  });

  it("a group always keeps exactly one leader, even when two passes or a pass and a removal arrive at once", async () => {
    const { id } = await groupWith(storage.db, church, "ana", ["bia", "caio"]);
    const outcomes = await Promise.all([passLeadership(storage.db, church, id, "ana", "bia"), passLeadership(storage.db, church, id, "ana", "caio")]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await leaders(storage.db, church, id)).toHaveLength(1);
    const [leader] = await leaders(storage.db, church, id);
    // The old leader and the new one pass at the same moment: only the real leader's pass counts.
    const next = leader === "bia" ? "caio" : "bia";
    // (Ana's own pass counts only if the real leader's reached her first: on a busy machine either order may happen.)
    const both = await Promise.all([passLeadership(storage.db, church, id, "ana", next), passLeadership(storage.db, church, id, leader!, "ana")]);
    expect(both[1]).toBe(true);
    expect(await leaders(storage.db, church, id)).toEqual([both[0] ? next : "ana"]);
    if (both[0]) expect(await passLeadership(storage.db, church, id, next, "ana")).toBe(true);
    // A pass to someone the leader removes at the same moment.
    await Promise.all([passLeadership(storage.db, church, id, "ana", "caio"), removeMember(storage.db, church, id, "ana", "caio")]);
    expect(await leaders(storage.db, church, id)).toHaveLength(1);
    // Passing to someone outside the group, or to oneself, changes nothing.
    const current = (await leaders(storage.db, church, id))[0]!;
    expect(await passLeadership(storage.db, church, id, current, "fora")).toBe(false);
    expect(await passLeadership(storage.db, church, id, current, current)).toBe(false);
    expect(await leaders(storage.db, church, id)).toEqual([current]);
  });

  it("deleting a group is the leader's; deleting an account hands its groups over, and the export holds them", async () => {
    const { id } = await groupWith(storage.db, church, "gil", ["hugo"]);
    expect(await deleteGroup(storage.db, church, id, "hugo")).toBe(false);
    await postMessage(storage.db, church, id, "hugo", 2, "Amém", t0);
    const exported = (await exportUserData(storage.db, "hugo", t0))!;
    const tables = exported.tables as Record<string, Array<Record<string, unknown>>>;
    expect(tables.small_group_members).toEqual([expect.objectContaining({ group_id: id, role: "member" })]);
    expect(tables.small_group_messages).toEqual([expect.objectContaining({ group_id: id, body: "Amém" })]);
    const alone = (await createGroup(storage.db, church, "gil", { name: "Só eu", description: "x", planId: PLAN, startDay: "2026-03-01" }, t0))!;
    await handOverGroups(storage.db, "gil");
    await deleteAccount(storage.db, "gil");
    expect(await leaders(storage.db, church, id)).toEqual(["hugo"]);
    expect(await groupRoster(storage.db, church, alone)).toEqual([]);
    expect(await listMemberGroups(storage.db, church, "hugo")).toHaveLength(1);
    expect(await deleteGroup(storage.db, church, id, "hugo")).toBe(true);
    expect(await listMemberGroups(storage.db, church, "hugo")).toEqual([]);
    expect(await wallMessages(storage.db, church, id, "hugo", true)).toEqual([]);
  });

  it("keeps the wall as one conversation across plan days, each message with its day and moment", async () => {
    const { id } = await groupWith(storage.db, church, "ana", ["bia"]);
    const nextDay = new Date(t0.getTime() + 86_400_000);
    await postMessage(storage.db, church, id, "ana", 1, "Começamos hoje!", t0);
    await postMessage(storage.db, church, id, "bia", 2, "Li o salmo de ontem também.", nextDay);
    expect(
      (await wallMessages(storage.db, church, id, "bia", false)).map(({ author, day, body, createdAt }) => ({ author, day, body, createdAt })),
    ).toEqual([
      { author: "ANA", day: 1, body: "Começamos hoje!", createdAt: t0.toISOString() },
      { author: "BIA", day: 2, body: "Li o salmo de ontem também.", createdAt: nextDay.toISOString() },
    ]);
    expect(await otherMembers(storage.db, church, id, "bia")).toEqual(["ana"]);
    expect(await leaderOf(storage.db, church, id)).toEqual(["ana"]);
  });

  it("keeps when and where the group meets, shown on the invitation with its leader; only the leader sets it", async () => {
    const { id, token } = await groupWith(storage.db, church, "fora", ["caio"]);
    expect((await groupOfInvite(storage.db, church, token, t0))!).toMatchObject({
      leader: "FORA",
      meeting: { weekday: null, time: null, place: null },
    });
    expect(await setMeeting(storage.db, church, id, "caio", { weekday: 1, time: "07:00", place: "x" })).toBe(false);
    expect(await setMeeting(storage.db, church, id, "fora", { weekday: 3, time: "20:00", place: "Casa da Ana" })).toBe(true);
    expect((await findGroup(storage.db, church, id))!.meeting).toEqual({ weekday: 3, time: "20:00", place: "Casa da Ana" });
    expect((await groupOfInvite(storage.db, church, token, t0))!).toMatchObject({
      name: "Grupo",
      leader: "FORA",
      meeting: { weekday: 3, place: "Casa da Ana" },
    });
  });

  it("takes a meeting's attendance with visitors; taking it again replaces it; people outside the group never count", async () => {
    const { id } = await groupWith(storage.db, church, "eva", ["fora", "caio"]);
    const day = (d: string, present: string[], visitors: number) =>
      recordAttendance(storage.db, church, id, "eva", { day: d, present, visitors }, t0);
    expect(await day("2026-03-04", ["eva", "fora", "fora", "davi"], 2)).toBe(true);
    expect(await day("2026-03-11", ["caio"], 0)).toBe(true);
    expect(await recordAttendance(storage.db, church, id, "caio", { day: "2026-03-11", present: [], visitors: 9 }, t0)).toBe(false);
    const sorted = async () => (await recentMeetings(storage.db, church, id)).map((m) => ({ ...m, present: [...m.present].sort() }));
    expect(await sorted()).toEqual([
      { day: "2026-03-11", visitors: 0, present: ["caio"] },
      { day: "2026-03-04", visitors: 2, present: ["eva", "fora"] },
    ]);
    await Promise.all([day("2026-03-11", ["eva"], 1), day("2026-03-11", ["eva"], 1)]);
    expect((await sorted())[0]).toEqual({ day: "2026-03-11", visitors: 1, present: ["eva"] });
    await deleteGroup(storage.db, church, id, "eva");
    expect(await storage.db.selectFrom("small_group_attendance").selectAll().where("group_id", "=", id).execute()).toEqual([]);
  });

  describe("another church", () => {
    let other: Church;
    let group: { id: string; token: string };
    let message: string;
    beforeAll(async () => {
      other = await aSecondChurch(storage.db);
      group = await groupWith(storage.db, church, "ana", ["bia"]);
      await setMeeting(storage.db, church, group.id, "ana", { weekday: 2, time: "19:00", place: "Salão" });
      message = (await postMessage(storage.db, church, group.id, "bia", 1, "Da primeira igreja", t0))!;
      await recordAttendance(storage.db, church, group.id, "ana", { day: "2026-03-03", present: ["bia"], visitors: 1 }, t0);
    });
    const unchanged = async () => {
      expect(await findGroup(storage.db, church, group.id)).toMatchObject({ name: "Grupo", meeting: { weekday: 2, place: "Salão" } });
      expect(await groupOfInvite(storage.db, church, group.token, t0)).toMatchObject({ id: group.id });
      expect((await groupRoster(storage.db, church, group.id)).map((m) => [m.userId, m.role, m.showsReading])).toEqual([
        ["ana", "leader", true],
        ["bia", "member", true],
      ]);
      expect((await wallMessages(storage.db, church, group.id, "ana", true)).map((m) => [m.id, m.hidden])).toEqual([[message, false]]);
      expect(await recentMeetings(storage.db, church, group.id)).toEqual([{ day: "2026-03-03", visitors: 1, present: ["bia"] }]);
    };

    it("sees none of the first church's group: not its record, its invite, its people nor who read", async () => {
      await setPlanDayDone(storage.db, "bia", PLAN, 1, true, t0);
      expect(await findGroup(storage.db, other, group.id)).toBeUndefined();
      expect(await findMembership(storage.db, other, group.id, "ana")).toBeUndefined();
      expect(await listMemberGroups(storage.db, other, "ana")).toEqual([]);
      expect(await groupOfInvite(storage.db, other, group.token, t0)).toBeUndefined();
      expect(await groupRoster(storage.db, other, group.id)).toEqual([]);
      expect(await groupReads(storage.db, other, group.id, PLAN, 1, 7)).toEqual([]);
      expect(await otherMembers(storage.db, other, group.id, "ana")).toEqual([]);
      expect(await leaderOf(storage.db, other, group.id)).toEqual([]);
      expect(await wallMessages(storage.db, other, group.id, "ana", true)).toEqual([]);
      expect(await recentMeetings(storage.db, other, group.id)).toEqual([]);
      // The first church still lists it; the second church's own groups are its own.
      expect((await listMemberGroups(storage.db, church, "bia")).map((g) => g.id)).toContain(group.id);
      const own = (await createGroup(storage.db, other, "ana", { name: "Outro", description: null, planId: PLAN, startDay: "2026-03-01" }, t0))!;
      expect((await listMemberGroups(storage.db, other, "ana")).map((g) => g.id)).toEqual([own]);
      expect(await findGroup(storage.db, church, own)).toBeUndefined();
      expect(await deleteGroup(storage.db, other, own, "ana")).toBe(true);
    });

    it("changes nothing of it: no join by its invite, no new invite, meeting, message, attendance or member change", async () => {
      expect(await joinByInvite(storage.db, other, group.token, "caio", t0)).toEqual({ status: "unknown" });
      expect(await renewInvite(storage.db, other, group.id, "ana", t0)).toBeNull();
      expect(await setMeeting(storage.db, other, group.id, "ana", { weekday: 5, time: "08:00", place: "Outro lugar" })).toBe(false);
      expect(await setShowsReading(storage.db, other, group.id, "bia", false)).toBe(false);
      expect(await postMessage(storage.db, other, group.id, "bia", 1, "Da segunda", t0)).toBeNull();
      expect(await setMessageHidden(storage.db, other, group.id, "ana", message, true)).toBe(false);
      expect(await deleteMessage(storage.db, other, group.id, "bia", message)).toBe(false);
      expect(await recordAttendance(storage.db, other, group.id, "ana", { day: "2026-03-03", present: [], visitors: 9 }, t0)).toBe(false);
      expect(await removeMember(storage.db, other, group.id, "ana", "bia")).toBe(false);
      expect(await passLeadership(storage.db, other, group.id, "ana", "bia")).toBe(false);
      expect(await leaveGroup(storage.db, other, group.id, "bia")).toBe(false);
      expect(await deleteGroup(storage.db, other, group.id, "ana")).toBe(false);
      expect(await findMembership(storage.db, church, group.id, "caio")).toBeUndefined();
      await unchanged();
    });

    it("deleting an account hands over the groups it leads in every church", async () => {
      const first = await groupWith(storage.db, church, "hugo", ["davi"]);
      const second = await groupWith(storage.db, other, "hugo", ["eva"]);
      await handOverGroups(storage.db, "hugo");
      expect(await leaders(storage.db, church, first.id)).toEqual(["davi"]);
      expect(await leaders(storage.db, other, second.id)).toEqual(["eva"]);
      await unchanged();
    });
  });
});
