import { beforeAll, expect, it } from "vitest";
import { theFirstChurch } from "#tests/support/churches.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { recordActivity } from "#app/areas/gamification/ledger.store.server.ts";
import { createClub, membershipOf, requestJoin, setLeague, clubOf } from "./clubs.store.server.ts";
import { addRosterEntry, clubPeople, decideRequest } from "./roster.store.server.ts";
import { createUnit, placeInUnit } from "./units.store.server.ts";
import { clubLeague, unitLeague } from "./leagues.store.server.ts";
import * as meetings from "./meetings.store.server.ts";

const t0 = new Date("2026-03-10T12:00:00Z");
const fields = { name: "Águias", church: "Central", city: "Campinas", region: "APaC" };

describeStorage("club meetings", { members: { dir: { createdAt: t0 }, ana: { createdAt: t0 }, out: { createdAt: t0 } } }, (storage) => {
  let church: Church;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });
  const me = async (id: string) => (await membershipOf(storage.db, church, id))!;

  it("records a meeting with its roll call inside the club only, corrects it, and counts presences in the unit league", async () => {
    await createClub(storage.db, church, "dir", fields, t0);
    const club = (await me("dir")).clubId;
    await requestJoin(storage.db, church, "ana", (await clubOf(storage.db, church, club))!.invite_code, t0);
    const ana = (await me("ana")).personId;
    await decideRequest(storage.db, church, club, ana, true);
    await addRosterEntry(storage.db, church, club, "Pedro Alves", 2014, t0);
    await createUnit(storage.db, church, club, "Leões", null, t0);
    await createUnit(storage.db, church, club, "Vazia", null, t0);
    const people = await clubPeople(storage.db, church, club, t0);
    const pedro = people.find((p) => p.name === "Pedro Alves")!.id;
    const leoes = (await storage.db.selectFrom("club_units").select("id").where("name", "=", "Leões").executeTakeFirstOrThrow()).id;
    await placeInUnit(storage.db, church, club, ana, leoes);
    await placeInUnit(storage.db, church, club, pedro, leoes);

    // Another club's person is skipped: their id changes nothing here.
    await createClub(storage.db, church, "out", { ...fields, name: "Outro" }, t0);
    const outsider = (await me("out")).personId;
    const meeting = (await meetings.recordMeeting(
      storage.db,
      church,
      club,
      {
        day: "2026-03-07",
        kind: "regular",
        recordedBy: "DIR",
        marks: [
          { personId: ana, status: "presente" },
          { personId: pedro, status: "falta" },
          { personId: outsider, status: "presente" },
        ],
      },
      t0,
    ))!;
    expect(await meetings.meetingsOfYear(storage.db, church, club, 2026)).toEqual([
      { id: meeting, day: "2026-03-07", kind: "regular", recordedBy: "DIR", criteria: [] },
    ]);
    expect(await meetings.meetingsOfYear(storage.db, church, club, 2025)).toEqual([]);
    expect((await meetings.attendanceOfYear(storage.db, church, club, 2026)).map((r) => [r.personId, r.status]).sort()).toEqual(
      [
        [ana, "presente"],
        [pedro, "falta"],
      ].sort(),
    );
    // Another club cannot correct this roll call; this club's correction replaces the mark.
    expect(await meetings.correctRollCall(storage.db, church, (await me("out")).clubId, meeting, [{ personId: pedro, status: "presente" }])).toBe(
      false,
    );
    expect(await meetings.correctRollCall(storage.db, church, club, meeting, [{ personId: pedro, status: "justificada" }])).toBe(true);
    expect((await meetings.attendanceOfYear(storage.db, church, club, 2026)).find((r) => r.personId === pedro)!.status).toBe("justificada");

    // The unit league: Ana's presence (5 points) over the two people of Leões; the empty unit is not ranked.
    expect(await unitLeague(storage.db, church, club, t0)).toEqual([{ id: leoes, name: "Leões", average: 2.5, members: 2 }]);
  });

  it("the club league counts club work only, never points earned elsewhere on the portal", async () => {
    const club = (await me("dir")).clubId;
    const other = (await me("out")).clubId;
    await setLeague(storage.db, church, club, true);
    await setLeague(storage.db, church, other, true);
    // The other club's director earns portal points (a quiz, a reading): the league ignores them.
    for (let day = 1; day <= 5; day++) await recordActivity(storage.db, "out", { type: "chapter-read", book: "gn", chapter: day }, t0);
    const league = await clubLeague(storage.db, church, t0);
    expect(league.map((r) => [r.name, r.average])).toEqual([
      ["Águias", 0.4],
      ["Outro", 0],
    ]);
  });

  it("scores the criteria the club chose for the meetings recorded since, for people present only, and the leagues follow", async () => {
    const club = (await me("dir")).clubId;
    const ana = (await me("ana")).personId;
    const people = await clubPeople(storage.db, church, club, t0);
    const pedro = people.find((p) => p.name === "Pedro Alves")!.id;
    const leoes = people.find((p) => p.id === ana)!.unitId!;
    const [first] = await meetings.meetingsOfYear(storage.db, church, club, 2026);

    expect(await meetings.clubCriteria(storage.db, church, club)).toEqual([]);
    await meetings.chooseCriteria(storage.db, church, club, ["biblia", "uniforme"]);
    expect(await meetings.clubCriteria(storage.db, church, club)).toEqual(["uniforme", "biblia"]);
    // A meeting recorded before the choice keeps scoring presence only.
    expect(await meetings.meetingCriteria(storage.db, church, club, first!.id)).toEqual([]);
    expect(await meetings.meetingCriteria(storage.db, church, (await me("out")).clubId, first!.id)).toBeNull();

    const meeting = (await meetings.recordMeeting(
      storage.db,
      church,
      club,
      {
        day: "2026-03-08",
        kind: "regular",
        recordedBy: "DIR",
        criteria: ["uniforme", "biblia"],
        marks: [
          // A criterion the meeting does not score is dropped, and so is any criterion of someone absent.
          { personId: ana, status: "presente", criteria: ["uniforme", "biblia", "licao"] },
          { personId: pedro, status: "falta", criteria: ["uniforme"] },
        ],
      },
      t0,
    ))!;
    expect(await meetings.meetingCriteria(storage.db, church, club, meeting)).toEqual(["uniforme", "biblia"]);
    const marksOf = async () =>
      Object.fromEntries(
        (await meetings.attendanceOfYear(storage.db, church, club, 2026))
          .filter((r) => r.meetingId === meeting)
          .map((r) => [r.personId, [r.status, r.criteria]]),
      );
    expect(await marksOf()).toEqual({ [ana]: ["presente", ["uniforme", "biblia"]], [pedro]: ["falta", []] });
    // Ana: 5 at the first meeting, 5 + 5 + 5 at this one; Pedro nothing: 20 over the two people of Leões.
    expect(await unitLeague(storage.db, church, club, t0)).toEqual([{ id: leoes, name: "Leões", average: 10, members: 2 }]);

    // A correction updates the marks it sends: Pedro came after all, with his Bible; Ana's uniform was a mistake.
    expect(
      await meetings.correctRollCall(storage.db, church, club, meeting, [
        { personId: pedro, status: "presente", criteria: ["biblia"] },
        { personId: ana, status: "presente", criteria: ["biblia"] },
      ]),
    ).toBe(true);
    expect(await marksOf()).toEqual({ [ana]: ["presente", ["biblia"]], [pedro]: ["presente", ["biblia"]] });
    expect(await unitLeague(storage.db, church, club, t0)).toEqual([{ id: leoes, name: "Leões", average: 12.5, members: 2 }]);
    // Marked absent, a person keeps no criteria.
    await meetings.correctRollCall(storage.db, church, club, meeting, [{ personId: pedro, status: "justificada", criteria: ["biblia"] }]);
    expect((await marksOf())[pedro]).toEqual(["justificada", []]);
    // The club league counts the criteria too: 5 + 10 = 15 points over 3 people and 4 weeks.
    expect((await clubLeague(storage.db, church, t0)).find((r) => r.name === "Águias")!.average).toBe(1.3);
  });
});
