import { beforeAll, expect, it } from "vitest";
import { theFirstChurch } from "#tests/support/churches.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { exportUserData } from "#app/areas/profile/export.store.server.ts";
import { normaliseCode } from "./clubs.ts";
import { clubOf, createClub, handOverBeforeDeletion, leaveClub, membershipOf, renewCode, requestJoin } from "./clubs.store.server.ts";
import { addRosterEntry, clubPeople, decideRequest, deleteRosterEntry, passDirector, setRole } from "./roster.store.server.ts";
import { createUnit, placeInUnit } from "./units.store.server.ts";
import { markItem, reviewItem, reviewsOf } from "./reviews.store.server.ts";

const t0 = new Date("2026-03-01T12:00:00Z");
const fields = { name: "Águias", church: "Central", city: "Campinas", region: "APaC" };

describeStorage(
  "clubs",
  { members: { dir: { createdAt: t0 }, ana: { createdAt: t0 }, bia: { createdAt: t0 }, cai: { createdAt: t0 }, out: { createdAt: t0 } } },
  (storage) => {
    let church: Church;
    beforeAll(async () => {
      church = await theFirstChurch(storage.db);
    });
    const me = async (id: string) => (await membershipOf(storage.db, church, id))!;

    it("creates a club with its director, joins by code only once, and refuses a guessed or retired code", async () => {
      expect(await createClub(storage.db, church, "dir", fields, t0)).toEqual({ ok: true });
      const club = (await clubOf(storage.db, church, (await me("dir")).clubId))!;
      expect(normaliseCode(club.invite_code)).toBe(club.invite_code);
      expect((await me("dir")).role).toBe("diretor");
      expect((await createClub(storage.db, church, "dir", fields, t0)).ok).toBe(false);
      for (const who of ["ana", "bia", "cai"]) expect(await requestJoin(storage.db, church, who, club.invite_code, t0)).toEqual({ ok: true });
      expect((await requestJoin(storage.db, church, "ana", club.invite_code, t0)).ok).toBe(false);
      expect((await requestJoin(storage.db, church, "out", "ZZZZZZ", t0)).ok).toBe(false);
      await renewCode(storage.db, church, club.id);
      expect((await requestJoin(storage.db, church, "out", club.invite_code, t0)).ok).toBe(false);
      for (const who of ["ana", "bia", "cai"])
        expect((await decideRequest(storage.db, church, club.id, (await me(who)).personId, true)).ok).toBe(true);
      // The member's data export includes their place in the club.
      const exported = (await exportUserData(storage.db, "ana", t0))!.tables as Record<string, Array<{ club_id: string }>>;
      expect(exported.club_people).toEqual([expect.objectContaining({ club_id: club.id, role: "desbravador", status: "ativo" })]);
      // Deciding twice changes nothing the second time.
      expect((await decideRequest(storage.db, church, club.id, (await me("ana")).personId, false)).ok).toBe(false);
    });

    it("another club's director cannot touch this club's people", async () => {
      const club = (await me("dir")).clubId;
      expect(await createClub(storage.db, church, "out", { ...fields, name: "Outro" }, t0)).toEqual({ ok: true });
      const other = (await me("out")).clubId;
      const ana = (await me("ana")).personId;
      expect((await setRole(storage.db, church, other, ana, "conselheiro")).ok).toBe(false);
      expect((await placeInUnit(storage.db, church, other, ana, null)).ok).toBe(false);
      expect((await decideRequest(storage.db, church, other, ana, false)).ok).toBe(false);
      expect((await me("ana")).clubId).toBe(club);
    });

    it("a Desbravador never approves their own item, a removed counsellor approves nothing, and approvals are paid once", async () => {
      const club = (await me("dir")).clubId;
      const [ana, bia] = [(await me("ana")).personId, (await me("bia")).personId];
      await setRole(storage.db, church, club, bia, "conselheiro");
      await createUnit(storage.db, church, club, "Leões", bia, t0);
      const { id: unit } = await storage.db.selectFrom("club_units").select("id").where("club_id", "=", club).executeTakeFirstOrThrow();
      await placeInUnit(storage.db, church, club, ana, unit);
      await placeInUnit(storage.db, church, club, bia, unit);
      await markItem(storage.db, church, ana, "1-0-0", true, t0);
      await markItem(storage.db, church, bia, "1-0-1", true, t0);
      expect((await reviewItem(storage.db, church, { ...(await me("ana")), name: "Ana" }, ana, "1-0-0", "aprovar", null, t0)).ok).toBe(false);
      expect((await reviewItem(storage.db, church, { ...(await me("bia")), name: "Bia" }, bia, "1-0-1", "aprovar", null, t0)).ok).toBe(false);
      expect((await reviewItem(storage.db, church, { ...(await me("bia")), name: "Bia" }, ana, "1-0-0", "aprovar", null, t0)).ok).toBe(true);
      expect((await reviewItem(storage.db, church, { ...(await me("bia")), name: "Bia" }, ana, "1-0-0", "aprovar", null, t0)).ok).toBe(false);
      await reviewItem(storage.db, church, { ...(await me("dir")), name: "Dir" }, ana, "1-0-0", "desfazer", null, t0);
      await reviewItem(storage.db, church, { ...(await me("dir")), name: "Dir" }, ana, "1-0-0", "aprovar", null, t0);
      const paid = await storage.db.selectFrom("awards").select("points").where("user_id", "=", "ana").where("source", "=", "club_item").execute();
      expect(paid).toEqual([{ points: 10 }]);
      expect(await storage.db.selectFrom("club_review_log").select("action").where("person_id", "=", ana).orderBy("at").execute()).toHaveLength(3);
      await setRole(storage.db, church, club, bia, "desbravador");
      await markItem(storage.db, church, ana, "1-0-2", true, t0);
      expect((await reviewItem(storage.db, church, { ...(await me("bia")), name: "Bia" }, ana, "1-0-2", "aprovar", null, t0)).ok).toBe(false);
      expect((await reviewsOf(storage.db, church, ana)).find((r) => r.itemKey === "1-0-2")?.status).toBe("feito");
    });

    it("two passes of the directorship at once leave exactly one director, and the director cannot just leave", async () => {
      const club = (await me("dir")).clubId;
      const [dir, ana, cai] = [(await me("dir")).personId, (await me("ana")).personId, (await me("cai")).personId];
      const results = await Promise.all([passDirector(storage.db, church, club, dir, ana), passDirector(storage.db, church, club, dir, cai)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const directors = (await clubPeople(storage.db, church, club, new Date())).filter((p) => p.role === "diretor");
      expect(directors).toHaveLength(1);
      const heir = (await me("ana")).role === "diretor" ? "ana" : "cai";
      expect((await leaveClub(storage.db, church, heir)).ok).toBe(false);
      expect(await me(heir)).toBeTruthy();
    });

    it("a roster minor is kept with a name and a birth year only, deleted on request and with the club", async () => {
      const club = (await me("dir")).clubId;
      await addRosterEntry(storage.db, church, club, "Pedro", 2014, t0);
      await addRosterEntry(storage.db, church, club, "Lia", 2015, t0);
      const roster = (await clubPeople(storage.db, church, club, new Date())).filter((p) => !p.hasAccount);
      expect(roster.map((p) => [p.name, p.birthYear])).toEqual([
        ["Lia", 2015],
        ["Pedro", 2014],
      ]);
      expect((await deleteRosterEntry(storage.db, church, (await me("out")).clubId, roster[1]!.id)).ok).toBe(false);
      expect((await deleteRosterEntry(storage.db, church, club, roster[1]!.id)).ok).toBe(true);
      // The director's account deleted: the club passes on; the last account gone, the club and its roster go.
      for (const who of ["dir", "ana", "bia", "cai"]) {
        await handOverBeforeDeletion(storage.db, who);
        await storage.db.deleteFrom("users").where("id", "=", who).execute();
      }
      expect(await storage.db.selectFrom("clubs").select("id").where("id", "=", club).execute()).toEqual([]);
      expect(await storage.db.selectFrom("club_people").select("id").where("club_id", "=", club).execute()).toEqual([]);
    });
  },
);
