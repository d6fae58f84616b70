import { beforeAll, expect, it } from "vitest";
import { theFirstChurch } from "#tests/support/churches.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { addChild, childPlace, noticeRecipient } from "./children.store.server.ts";
import { clubOf, createClub, membershipOf, requestChildJoin, requestJoin } from "./clubs.store.server.ts";
import { decideRequest, setRole } from "./roster.store.server.ts";
import { clubUnits, createUnit, placeInUnit } from "./units.store.server.ts";
import { familyInClub } from "./family.store.server.ts";
import { recordMeeting } from "./meetings.store.server.ts";
import { approveSeveral, markItem, mayReview, reviewItem, reviewLog } from "./reviews.store.server.ts";

const t0 = new Date("2026-03-01T12:00:00Z");
const fields = { name: "Clube Águias", church: "Central", city: "Campinas", region: "APaC" };

const members = {
  dir: { createdAt: t0, name: "Diana Rocha" },
  mae: { createdAt: t0, name: "Márcia Lopes" },
  inst: { createdAt: t0, name: "Ivo Ramos" },
  assoc: { createdAt: t0, name: "Alice Prado" },
};

describeStorage("the family in the club and sign-off at the pace of a meeting", { members }, (storage) => {
  let church: Church;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });
  const me = async (id: string) => (await membershipOf(storage.db, church, id))!;

  /** A club with Márcia as its counsellor of Leões, her son Davi in Leões, an instructor and an associate director. */
  async function club() {
    // A fresh club for each test: the storage is shared by the tests of a describe (the rest goes by cascade).
    await storage.db.deleteFrom("clubs").execute();
    await storage.db.deleteFrom("child_profiles").execute();
    await createClub(storage.db, church, "dir", fields, t0);
    const clubId = (await me("dir")).clubId;
    const code = (await clubOf(storage.db, church, clubId))!.invite_code;
    for (const [id, role] of [
      ["mae", "conselheiro"],
      ["inst", "instrutor"],
      ["assoc", "diretor_associado"],
    ] as const) {
      await requestJoin(storage.db, church, id, code, t0);
      await decideRequest(storage.db, church, clubId, (await me(id)).personId, true);
      await setRole(storage.db, church, clubId, (await me(id)).personId, role);
    }
    await createUnit(storage.db, church, clubId, "Leões", (await me("mae")).personId, t0);
    const [unit] = await clubUnits(storage.db, church, clubId);
    const childId = await addChild(storage.db, { id: "mae", name: "Márcia Lopes" }, { name: "Davi Lopes", birthYear: 2016 }, t0);
    await requestChildJoin(storage.db, church, childId, code, t0);
    const davi = (await childPlace(storage.db, church, "mae", childId, t0))!.person.id;
    await decideRequest(storage.db, church, clubId, davi, true);
    await placeInUnit(storage.db, church, clubId, davi, unit!.id);
    return { clubId, davi, childId };
  }

  it("a child's sign-offs reach the guardian; a counsellor may not approve her own child's items, another leader does", async () => {
    const { clubId, davi } = await club();
    expect(await noticeRecipient(storage.db, church, clubId, davi)).toEqual({ userId: "mae", childName: "Davi Lopes" });
    expect(await noticeRecipient(storage.db, church, clubId, (await me("inst")).personId)).toEqual({ userId: "inst", childName: null });
    await markItem(storage.db, church, davi, "1-0-0", true, t0);
    const mae = { ...(await me("mae")), name: "Márcia Lopes" };
    const refused = await reviewItem(storage.db, church, mae, davi, "1-0-0", "aprovar", null, t0);
    expect(refused).toEqual({ ok: false, message: "Os itens do seu próprio filho ou filha são aprovados por outra pessoa da liderança do clube." });
    const assoc = { ...(await me("assoc")), name: "Alice Prado" };
    expect((await reviewItem(storage.db, church, assoc, davi, "1-0-0", "aprovar", null, t0)).ok).toBe(true);
  });

  it("an instructor signs off specialties only; the family sees the class, the notes and the year's attendance", async () => {
    const { clubId, davi } = await club();
    const inst = { ...(await me("inst")), name: "Ivo Ramos" };
    await markItem(storage.db, church, davi, "esp-2", true, t0);
    await markItem(storage.db, church, davi, "1-0-1", true, t0);
    expect((await mayReview(storage.db, church, inst, davi, "1-0-1")).ok).toBe(false);
    expect((await reviewItem(storage.db, church, inst, davi, "esp-2", "devolver", "Falta o nó de escota.", t0)).ok).toBe(true);
    await recordMeeting(
      storage.db,
      church,
      clubId,
      { day: "2026-03-07", kind: "regular", recordedBy: "Diana Rocha", marks: [{ personId: davi, status: "presente" }] },
      t0,
    );
    await recordMeeting(
      storage.db,
      church,
      clubId,
      { day: "2026-03-14", kind: "regular", recordedBy: "Diana Rocha", marks: [{ personId: davi, status: "falta" }] },
      t0,
    );
    const [child] = await familyInClub(storage.db, church, "mae", 2026, t0);
    expect(child!.club).toMatchObject({
      name: "Clube Águias",
      waiting: false,
      unit: "Leões",
      className: "Amigo",
      progress: { approved: 0, waiting: 1, returned: 0 },
      attendance: { present: 1, absent: 1, justified: 0, called: 2 },
    });
    expect(child!.club!.specialties).toEqual([
      { item: expect.stringMatching(/^Especialidade /), state: "Devolvido por Ivo Ramos: Falta o nó de escota." },
    ]);
    // Another family sees nothing of Davi.
    expect(await familyInClub(storage.db, church, "inst", 2026, t0)).toEqual([]);
  });

  it("'Marcar e aprovar' and approve-several: each approval logged with who and when; a person not theirs refuses the whole request", async () => {
    const { davi } = await club();
    const dir = { ...(await me("dir")), name: "Diana Rocha" };
    const marked = await approveSeveral(
      storage.db,
      church,
      dir,
      ["1-0-0", "1-0-1", "1-0-1"].map((key) => ({ personId: davi, key })),
      true,
      t0,
    );
    expect(marked).toEqual({
      ok: true,
      approved: [
        { personId: davi, key: "1-0-0" },
        { personId: davi, key: "1-0-1" },
      ],
      skipped: 0,
    });
    expect((await reviewLog(storage.db, church, davi)).map((e) => [e.itemKey, e.action, e.byName, e.at])).toEqual([
      ["1-0-0", "aprovado", "Diana Rocha", t0.toISOString()],
      ["1-0-1", "aprovado", "Diana Rocha", t0.toISOString()],
    ]);
    // Already approved: skipped and counted, nothing logged twice.
    expect(await approveSeveral(storage.db, church, dir, [{ personId: davi, key: "1-0-0" }], true, t0)).toMatchObject({
      ok: true,
      approved: [],
      skipped: 1,
    });
    // The mother may not sign off her son even among others: nothing changes.
    await markItem(storage.db, church, davi, "1-0-2", true, t0);
    const mae = { ...(await me("mae")), name: "Márcia Lopes" };
    expect((await approveSeveral(storage.db, church, mae, [{ personId: davi, key: "1-0-2" }], false, t0)).ok).toBe(false);
    expect(await reviewLog(storage.db, church, davi)).toHaveLength(2);
  });
});
