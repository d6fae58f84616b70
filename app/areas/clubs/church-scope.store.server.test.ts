import { beforeAll, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { addChild, childLeavesClub, childPlace, childrenOf, noticeRecipient } from "./children.store.server.ts";
import {
  clubOf,
  createClub,
  directorUserIds,
  leaveClub,
  membershipOf,
  renewCode,
  requestChildJoin,
  requestJoin,
  setLeague,
} from "./clubs.store.server.ts";
import { familyInClub } from "./family.store.server.ts";
import { clubLeague, unitLeague } from "./leagues.store.server.ts";
import {
  attendanceOfYear,
  chooseCriteria,
  clubCriteria,
  correctRollCall,
  meetingCriteria,
  meetingsOfYear,
  recordMeeting,
} from "./meetings.store.server.ts";
import { marksBetween, meetingsBetween, monthlyReportOf, reportPeople } from "./reports.store.server.ts";
import { clubReviews, markItem, mayMark, mayReview, reviewItem, reviewLog, reviewsOf } from "./reviews.store.server.ts";
import {
  addRosterEntry,
  clubPeople,
  decideRequest,
  deleteRosterEntry,
  linkRequestToRoster,
  passDirector,
  personInClub,
  removePerson,
  setClass,
  setRole,
} from "./roster.store.server.ts";
import { clubUnits, createUnit, deleteUnit, leadsUnitOf, placeInUnit, renameUnit, setUnitCounsellor } from "./units.store.server.ts";

const t0 = new Date("2026-03-10T12:00:00Z");
const fields = { name: "Águias", church: "Central", city: "Campinas", region: "APaC" };
const members = { dir: { createdAt: t0 }, ana: { createdAt: t0 }, bia: { createdAt: t0 }, mae: { createdAt: t0 }, bdir: { createdAt: t0 } };

/**
 * Decision 0065: church B's functions see none of church A's club things and change none of
 * them, whatever ids or codes of A they are handed.
 */
describeStorage("clubs, one church never sees another's", { members }, (storage) => {
  let a: Church;
  let b: Church;
  const ids = { club: "", dir: "", ana: "", bia: "", roster: "", unit: "", meeting: "", code: "", child: "" };

  beforeAll(async () => {
    const db = storage.db;
    a = await theFirstChurch(db);
    b = await aSecondChurch(db);
    await createClub(db, a, "dir", fields, t0);
    const dir = (await membershipOf(db, a, "dir"))!;
    ids.club = dir.clubId;
    ids.dir = dir.personId;
    ids.code = (await clubOf(db, a, ids.club))!.invite_code;
    await requestJoin(db, a, "ana", ids.code, t0);
    await requestJoin(db, a, "bia", ids.code, t0);
    ids.ana = (await membershipOf(db, a, "ana"))!.personId;
    ids.bia = (await membershipOf(db, a, "bia"))!.personId;
    await decideRequest(db, a, ids.club, ids.ana, true);
    await setRole(db, a, ids.club, ids.ana, "conselheiro");
    await addRosterEntry(db, a, ids.club, "Pedro do Rol", 2014, t0);
    ids.roster = (await clubPeople(db, a, ids.club, t0)).find((p) => p.name === "Pedro do Rol")!.id;
    await createUnit(db, a, ids.club, "Leões", ids.ana, t0);
    ids.unit = (await clubUnits(db, a, ids.club))[0]!.id;
    await placeInUnit(db, a, ids.club, ids.roster, ids.unit);
    ids.meeting = (await recordMeeting(
      db,
      a,
      ids.club,
      { day: "2026-03-07", kind: "regular", recordedBy: "DIR", marks: [{ personId: ids.roster, status: "presente" }] },
      t0,
    ))!;
    await markItem(db, a, ids.roster, "1-0-0", true, t0);
    await reviewItem(db, a, { ...dir, name: "DIR" }, ids.roster, "1-0-0", "aprovar", null, t0);
    await markItem(db, a, ids.roster, "1-0-1", true, t0);
    ids.child = await addChild(db, { id: "mae", name: "Mãe" }, { name: "Davi", birthYear: 2015 }, t0);
    await requestChildJoin(db, a, ids.child, ids.code, t0);
    await setLeague(db, a, ids.club, true);
  });

  /** What church A holds, read as A: it must be the same after B tried everything. */
  async function snapshotOfA() {
    const db = storage.db;
    return {
      club: await clubOf(db, a, ids.club),
      people: await clubPeople(db, a, ids.club, t0),
      units: await clubUnits(db, a, ids.club),
      meetings: await meetingsOfYear(db, a, ids.club, 2026),
      marks: await attendanceOfYear(db, a, ids.club, 2026),
      reviews: await clubReviews(db, a, ids.club),
      log: await reviewLog(db, a, ids.roster),
      criteria: await clubCriteria(db, a, ids.club),
    };
  }

  it("clubs: B finds none of A's clubs, places or codes, and renews, opts or leaves nothing of A's", async () => {
    const db = storage.db;
    const before = await snapshotOfA();
    expect(await clubOf(db, b, ids.club)).toBeUndefined();
    expect(await membershipOf(db, b, "dir")).toBeNull();
    expect(await directorUserIds(db, b, ids.club)).toEqual([]);
    // A's invite code is as unknown in B as a wrong one, and changes nothing.
    expect(await requestJoin(db, b, "bdir", ids.code, t0)).toEqual({
      ok: false,
      message: "Código de convite não encontrado. Confira com o diretor do clube.",
    });
    expect(await requestChildJoin(db, b, ids.child, ids.code, t0)).toMatchObject({ ok: false });
    await renewCode(db, b, ids.club);
    await setLeague(db, b, ids.club, false);
    expect(await leaveClub(db, b, "dir")).toEqual({ ok: true });
    expect(await snapshotOfA()).toEqual(before);
    expect(await membershipOf(db, a, "dir")).toMatchObject({ clubId: ids.club, role: "diretor" });
  });

  it("roster: B reads nobody of A's club and decides, links, moves or removes nobody", async () => {
    const db = storage.db;
    const before = await snapshotOfA();
    expect(await clubPeople(db, b, ids.club, t0)).toEqual([]);
    expect(await personInClub(db, b, ids.club, ids.roster)).toBeUndefined();
    expect((await decideRequest(db, b, ids.club, ids.bia, true)).ok).toBe(false);
    expect((await linkRequestToRoster(db, b, ids.club, ids.bia, ids.roster)).ok).toBe(false);
    expect((await setRole(db, b, ids.club, ids.ana, "instrutor")).ok).toBe(false);
    expect((await passDirector(db, b, ids.club, ids.dir, ids.ana)).ok).toBe(false);
    expect((await setClass(db, b, ids.club, ids.roster, 2, "motivo")).ok).toBe(false);
    expect((await removePerson(db, b, ids.club, ids.ana)).ok).toBe(false);
    expect((await deleteRosterEntry(db, b, ids.club, ids.roster)).ok).toBe(false);
    expect(await addRosterEntry(db, b, ids.club, "Intruso", 2014, t0)).toBe(false);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("units: B sees no unit of A's and creates, renames, leads, empties or deletes none", async () => {
    const db = storage.db;
    const before = await snapshotOfA();
    expect(await clubUnits(db, b, ids.club)).toEqual([]);
    expect(await leadsUnitOf(db, b, ids.ana, ids.unit)).toBe(false);
    expect((await createUnit(db, b, ids.club, "Tigres", null, t0)).ok).toBe(false);
    expect((await renameUnit(db, b, ids.club, ids.unit, "Outro nome")).ok).toBe(false);
    expect((await setUnitCounsellor(db, b, ids.club, ids.unit, null)).ok).toBe(false);
    expect((await placeInUnit(db, b, ids.club, ids.roster, null)).ok).toBe(false);
    expect((await deleteUnit(db, b, ids.club, ids.unit)).ok).toBe(false);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("meetings and reports: B reads no meeting, mark or report of A's and records or corrects none", async () => {
    const db = storage.db;
    const before = await snapshotOfA();
    expect(await meetingsOfYear(db, b, ids.club, 2026)).toEqual([]);
    expect(await attendanceOfYear(db, b, ids.club, 2026)).toEqual([]);
    expect(await meetingCriteria(db, b, ids.club, ids.meeting)).toBeNull();
    expect(await clubCriteria(db, b, ids.club)).toEqual([]);
    await chooseCriteria(db, b, ids.club, ["uniforme"]);
    expect(
      await recordMeeting(
        db,
        b,
        ids.club,
        { day: "2026-03-08", kind: "regular", recordedBy: "X", marks: [{ personId: ids.roster, status: "falta" }] },
        t0,
      ),
    ).toBeNull();
    expect(await correctRollCall(db, b, ids.club, ids.meeting, [{ personId: ids.roster, status: "falta" }])).toBe(false);
    expect(await meetingsBetween(db, b, ids.club, "2026-03-01", "2026-04-01")).toEqual([]);
    expect(await marksBetween(db, b, ids.club, "2026-03-01", "2026-04-01")).toEqual([]);
    expect(await reportPeople(db, b, ids.club, t0)).toEqual({ people: [], units: [] });
    expect(await monthlyReportOf(db, b, ids.club, "2026-03", t0)).toBeUndefined();
    expect(await monthlyReportOf(db, a, ids.club, "2026-03", t0)).toMatchObject({ club: "Águias" });
    expect(await snapshotOfA()).toEqual(before);
  });

  it("reviews: B reads no item of A's people and marks, reviews or undoes none", async () => {
    const db = storage.db;
    const before = await snapshotOfA();
    const dir = (await membershipOf(db, a, "dir"))!;
    expect(await reviewsOf(db, b, ids.roster)).toEqual([]);
    expect(await reviewLog(db, b, ids.roster)).toEqual([]);
    expect(await clubReviews(db, b, ids.club)).toEqual([]);
    expect((await mayReview(db, b, dir, ids.roster, "1-0-1")).ok).toBe(false);
    expect((await mayMark(db, b, dir, ids.roster)).ok).toBe(false);
    await markItem(db, b, ids.roster, "1-0-2", true, t0);
    await markItem(db, b, ids.roster, "1-0-1", false, t0);
    expect((await reviewItem(db, b, { ...dir, name: "X" }, ids.roster, "1-0-0", "desfazer", null, t0)).ok).toBe(false);
    expect((await reviewItem(db, b, { ...dir, name: "X" }, ids.roster, "1-0-1", "aprovar", null, t0)).ok).toBe(false);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("leagues: B's leagues show none of A's units or clubs", async () => {
    const db = storage.db;
    expect(await unitLeague(db, b, ids.club, t0)).toEqual([]);
    expect(await clubLeague(db, b, t0)).toEqual([]);
    expect((await clubLeague(db, a, t0)).map((r) => r.name)).toEqual(["Águias"]);
  });

  it("children and the family: a child's place in A's club is not shown, told of or removed from B", async () => {
    const db = storage.db;
    expect(await childPlace(db, a, "mae", ids.child, t0)).toMatchObject({ clubId: ids.club });
    expect(await childPlace(db, b, "mae", ids.child, t0)).toBeNull();
    expect((await childrenOf(db, b, "mae", t0)).map((c) => c.club)).toEqual([null]);
    expect((await familyInClub(db, b, "mae", 2026, t0)).map((c) => c.club)).toEqual([null]);
    expect(await noticeRecipient(db, b, ids.club, ids.ana)).toBeNull();
    expect(await childLeavesClub(db, b, "mae", ids.child)).toEqual({ ok: true });
    expect(await childPlace(db, a, "mae", ids.child, t0)).toMatchObject({ clubId: ids.club });
  });

  it("a member whose home church is now B no longer has a place from B, and A's roster keeps their entry", async () => {
    const db = storage.db;
    await db.updateTable("users").set({ home_church_id: b.id }).where("id", "=", "ana").execute();
    expect(await membershipOf(db, b, "ana")).toBeNull();
    expect((await clubPeople(db, a, ids.club, t0)).some((p) => p.id === ids.ana)).toBe(true);
    await createClub(db, b, "bdir", { ...fields, name: "Clube B" }, t0);
    const other = (await membershipOf(db, b, "bdir"))!;
    expect((await clubPeople(db, a, ids.club, t0)).some((p) => p.id === other.personId)).toBe(false);
    expect((await clubOf(db, b, other.clubId))!.church_id).toBe(b.id);
  });
});
