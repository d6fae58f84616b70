import { beforeAll, expect, it } from "vitest";
import { theFirstChurch } from "#tests/support/churches.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { exportUserData } from "#app/areas/profile/export.store.server.ts";
import { getRanking } from "#app/areas/gamification/ranking.store.server.ts";
import { addChild, childLeavesClub, childOf, childPlace, childrenOf, consentLog, withdrawChild } from "./children.store.server.ts";
import { clubOf, createClub, membershipOf, requestChildJoin, requestJoin } from "./clubs.store.server.ts";
import { addRosterEntry, clubPeople, decideRequest, linkRequestToRoster, setClass, setRole } from "./roster.store.server.ts";
import { clubUnits, createUnit, deleteUnit, placeInUnit, renameUnit, setUnitCounsellor } from "./units.store.server.ts";
import { markItem, mayMark, reviewItem, reviewsOf } from "./reviews.store.server.ts";

const t0 = new Date("2026-03-01T12:00:00Z");
const fields = { name: "Clube Águias", church: "Central", city: "Campinas", region: "APaC" };

describeStorage(
  "child profiles, classes and units",
  { members: { dir: { createdAt: t0 }, mae: { createdAt: t0, name: "Márcia Lopes" }, tia: { createdAt: t0 }, cons: { createdAt: t0 } } },
  (storage) => {
    let church: Church;
    beforeAll(async () => {
      church = await theFirstChurch(storage.db);
    });
    const me = async (id: string) => (await membershipOf(storage.db, church, id))!;
    const guardian = { id: "mae", name: "Márcia Lopes" };

    it("a guardian brings a 10-year-old into a club; his unit's counsellor marks and approves his items; no points, no ranking", async () => {
      await createClub(storage.db, church, "dir", fields, t0);
      const club = (await me("dir")).clubId;
      const code = (await clubOf(storage.db, church, club))!.invite_code;
      await requestJoin(storage.db, church, "cons", code, t0);
      await decideRequest(storage.db, church, club, (await me("cons")).personId, true);
      await setRole(storage.db, church, club, (await me("cons")).personId, "conselheiro");
      await createUnit(storage.db, church, club, "Leões", (await me("cons")).personId, t0);
      const [unit] = await clubUnits(storage.db, church, club);

      const childId = await addChild(storage.db, guardian, { name: "Davi Lopes", birthYear: 2016 }, t0);
      expect(await consentLog(storage.db, "mae")).toEqual([
        expect.objectContaining({ child_name: "Davi Lopes", action: "dado", by_name: "Márcia Lopes", at: t0.toISOString() }),
      ]);
      expect((await requestChildJoin(storage.db, church, childId, code, t0)).ok).toBe(true);
      // One club at a time for a child, too.
      expect((await requestChildJoin(storage.db, church, childId, code, t0)).ok).toBe(false);
      const place = (await childPlace(storage.db, church, "mae", childId, t0))!;
      expect(place.person.status).toBe("pendente");
      expect((await decideRequest(storage.db, church, club, place.person.id, true)).ok).toBe(true);
      await placeInUnit(storage.db, church, club, place.person.id, unit!.id);

      const davi = (await clubPeople(storage.db, church, club, t0)).find((p) => p.id === place.person.id)!;
      expect(davi).toMatchObject({ name: "Davi Lopes", isChild: true, hasAccount: false, birthYear: 2016, classId: 1, classChosen: false });
      // The unit's counsellor may mark and approve his items.
      expect((await mayMark(storage.db, church, await me("cons"), davi.id)).ok).toBe(true);
      await markItem(storage.db, church, davi.id, "1-0-0", true, t0);
      expect((await reviewItem(storage.db, church, { ...(await me("cons")), name: "Cons" }, davi.id, "1-0-0", "aprovar", null, t0)).ok).toBe(true);
      expect((await reviewsOf(storage.db, church, davi.id))[0]!.status).toBe("aprovado");
      expect(await storage.db.selectFrom("awards").select("points").where("source", "=", "club_item").execute()).toEqual([]);
      expect((await getRanking(storage.db, 50)).map((r) => r.name)).not.toContain("Davi Lopes");

      // The guardian's export holds the child's profile, place, sign-offs and the consent.
      const exported = (await exportUserData(storage.db, "mae", t0))! as {
        children: Array<{ profile: { name: string }; reviews: unknown[] }>;
        tables: Record<string, unknown[]>;
      };
      expect(exported.children).toEqual([expect.objectContaining({ profile: expect.objectContaining({ name: "Davi Lopes" }) })]);
      expect(exported.children[0]!.reviews).toHaveLength(1);
      expect(exported.tables.child_consents).toHaveLength(1);
    });

    it("another guardian finds nothing of this family's child", async () => {
      const [child] = await childrenOf(storage.db, church, "mae", t0);
      expect(await childOf(storage.db, "tia", child!.id)).toBeUndefined();
      expect(await childPlace(storage.db, church, "tia", child!.id, t0)).toBeNull();
      expect((await childLeavesClub(storage.db, church, "tia", child!.id)).ok).toBe(false);
      expect((await withdrawChild(storage.db, { id: "tia", name: "Tia" }, child!.id, t0)).ok).toBe(false);
      expect(await childOf(storage.db, "mae", child!.id)).toBeDefined();
    });

    it("a roster entry becomes a child profile and keeps its approved items", async () => {
      const club = (await me("dir")).clubId;
      await addRosterEntry(storage.db, church, club, "Lia do Rol", 2015, t0);
      const entry = (await clubPeople(storage.db, church, club, t0)).find((p) => p.name === "Lia do Rol")!;
      await markItem(storage.db, church, entry.id, "2-0-0", true, t0);
      await reviewItem(storage.db, church, { ...(await me("dir")), name: "Dir" }, entry.id, "2-0-0", "aprovar", null, t0);
      const lia = await addChild(storage.db, guardian, { name: "Lia Lopes", birthYear: 2015 }, t0);
      await requestChildJoin(storage.db, church, lia, (await clubOf(storage.db, church, club))!.invite_code, t0);
      const request = (await childPlace(storage.db, church, "mae", lia, t0))!.person;
      expect((await linkRequestToRoster(storage.db, church, club, request.id, entry.id)).ok).toBe(true);
      const linked = (await childPlace(storage.db, church, "mae", lia, t0))!.person;
      expect(linked).toMatchObject({ id: entry.id, name: "Lia Lopes", status: "ativo", isChild: true, classId: 2 });
      expect((await reviewsOf(storage.db, church, entry.id)).map((r) => [r.itemKey, r.status])).toEqual([["2-0-0", "aprovado"]]);
    });

    it("the director enrols a Pathfinder in another class, with the reason; null goes back to the age's", async () => {
      const club = (await me("dir")).clubId;
      const lia = (await clubPeople(storage.db, church, club, t0)).find((p) => p.name === "Lia Lopes")!;
      expect((await setClass(storage.db, church, club, lia.id, 4, "Já concluiu Pesquisador em outro clube")).ok).toBe(true);
      expect((await clubPeople(storage.db, church, club, t0)).find((p) => p.id === lia.id)).toMatchObject({
        classId: 4,
        classChosen: true,
        classReason: "Já concluiu Pesquisador em outro clube",
      });
      await setClass(storage.db, church, club, lia.id, null, "ignorado");
      expect((await clubPeople(storage.db, church, club, t0)).find((p) => p.id === lia.id)).toMatchObject({
        classId: 2,
        classChosen: false,
        classReason: null,
      });
    });

    it("units: one name per club whatever the case or accents, renamed, another counsellor, deleted only when empty", async () => {
      const club = (await me("dir")).clubId;
      expect(await createUnit(storage.db, church, club, "LEOES", null, t0)).toEqual({ ok: false, message: expect.stringMatching(/Já existe/) });
      expect((await createUnit(storage.db, church, club, "Tigres", null, t0)).ok).toBe(true);
      const units = await clubUnits(storage.db, church, club);
      const [leoes, tigres] = [units.find((u) => u.name === "Leões")!, units.find((u) => u.name === "Tigres")!];
      expect((await renameUnit(storage.db, church, club, tigres.id, "leões")).ok).toBe(false);
      expect((await renameUnit(storage.db, church, club, tigres.id, "Tigres do Vale")).ok).toBe(true);
      expect((await renameUnit(storage.db, church, club, tigres.id, "TIGRES do vale")).ok).toBe(true);
      expect((await setUnitCounsellor(storage.db, church, club, tigres.id, (await me("cons")).personId)).ok).toBe(true);
      expect((await setUnitCounsellor(storage.db, church, club, tigres.id, (await me("dir")).personId)).ok).toBe(false);
      expect((await clubUnits(storage.db, church, club)).find((u) => u.id === tigres.id)!.counsellorIds).toEqual([(await me("cons")).personId]);
      expect(await deleteUnit(storage.db, church, club, leoes.id)).toEqual({
        ok: false,
        message: expect.stringMatching(/coloque-as em outra unidade/),
      });
      expect((await deleteUnit(storage.db, church, club, tigres.id)).ok).toBe(true);
      // Another club's director changes nothing here.
      await createClub(storage.db, church, "tia", { ...fields, name: "Outro" }, t0);
      const other = (await me("tia")).clubId;
      expect((await renameUnit(storage.db, church, other, leoes.id, "Nosso")).ok).toBe(false);
      expect((await deleteUnit(storage.db, church, other, leoes.id)).ok).toBe(false);
      expect((await setClass(storage.db, church, other, (await me("cons")).personId, 3, "x")).ok).toBe(false);
    });

    it("withdrawing the consent deletes the child's data and keeps only the record of the withdrawal", async () => {
      const [davi] = (await childrenOf(storage.db, church, "mae", t0)).filter((c) => c.name === "Davi Lopes");
      const personId = davi!.club!.person.id;
      expect((await withdrawChild(storage.db, guardian, davi!.id, t0)).ok).toBe(true);
      expect(await childOf(storage.db, "mae", davi!.id)).toBeUndefined();
      expect(await storage.db.selectFrom("club_people").select("id").where("id", "=", personId).execute()).toEqual([]);
      expect(await storage.db.selectFrom("club_reviews").select("item_key").where("person_id", "=", personId).execute()).toEqual([]);
      expect((await consentLog(storage.db, "mae")).map((c) => `${c.child_name} ${c.action}`)).toContain("Davi Lopes retirado");
      // Deleting the guardian's account deletes the other child's profile and place too.
      await storage.db.deleteFrom("users").where("id", "=", "mae").execute();
      expect(await storage.db.selectFrom("child_profiles").select("id").execute()).toEqual([]);
    });
  },
);
