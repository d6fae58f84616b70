import { beforeAll, expect, it } from "vitest";
import { addChurch, addDistrict, type Church } from "#app/areas/churches/churches.store.server.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { churchesForDuty, grantRole, revokeHeldRole, rolesHeldOver, rolesOverChurch, scopeIdFor, theConference } from "./roles.store.server.ts";

const now = new Date("2026-12-01T12:00:00.000Z");

/** Roles by church (decision 0065): a role holds over its church, its district's churches or the whole conference. */
describeStorage("roles by church", { members: { ana: {}, rui: {}, eva: {}, leo: {} } }, (storage) => {
  let first: Church;
  let neighbour: Church;
  let elsewhere: Church;
  beforeAll(async () => {
    const db = storage.db;
    // Accounts whose address is confirmed and password set after it, as a grant needs.
    await db.updateTable("users").set({ email_confirmed_at: now.toISOString(), password_set_at: now.toISOString() }).execute();
    first = await theFirstChurch(db);
    neighbour = await aSecondChurch(db, "vizinha", "Igreja Vizinha");
    const district = await addDistrict(db, await theConference(db), "Distrito Norte", now);
    elsewhere = await addChurch(db, { slug: "longe", name: "Igreja Longe", city: "Norte", districtId: district }, now);
  });

  const grant = (email: string, role: "admin" | "pastor" | "secretaria" | "tesouraria", church: Church, grantedBy: string | null = null) =>
    scopeIdFor(storage.db, role, church).then((scopeId) => grantRole(storage.db, { email, role, scopeId, grantedBy }, now));

  it("lets a church's officer act for that church only, in that duty only", async () => {
    expect(await grant("ana@exemplo.com", "tesouraria", first)).toBe("granted");
    expect(await grant("ana@exemplo.com", "tesouraria", first)).toBe("already");
    expect((await churchesForDuty(storage.db, "ana", "treasury")).map((c) => c.slug)).toEqual([first.slug]);
    expect(await churchesForDuty(storage.db, "ana", "office")).toEqual([]);
  });

  it("lets a district's pastor act for its churches and not another district's, and the conference's staff for all", async () => {
    await grant("rui@exemplo.com", "pastor", first, "ana");
    expect((await churchesForDuty(storage.db, "rui", "office")).map((c) => c.slug).sort()).toEqual([first.slug, neighbour.slug].sort());
    expect(await churchesForDuty(storage.db, "rui", "conference")).toEqual([]);
    await grant("eva@exemplo.com", "admin", elsewhere);
    expect((await churchesForDuty(storage.db, "eva", "conference")).map((c) => c.slug).sort()).toEqual(
      [first.slug, neighbour.slug, elsewhere.slug].sort(),
    );
  });

  it("lists the roles over a church with who granted them, and revokes only what it is told it may", async () => {
    const over = await rolesOverChurch(storage.db, neighbour);
    expect(over.map((r) => [r.userId, r.role, r.scope, r.grantedBy])).toEqual([
      ["eva", "admin", "conference", null],
      ["rui", "pastor", "district", "ana"],
    ]);
    expect(await rolesHeldOver(storage.db, "rui", elsewhere)).toEqual([]);
    const pastor = over.find((r) => r.role === "pastor")!;
    // Over another district's church the pastor's role is not there to revoke.
    expect(await revokeHeldRole(storage.db, elsewhere, pastor.id, ["pastor"])).toBe(false);
    expect(await revokeHeldRole(storage.db, neighbour, pastor.id, ["secretaria"])).toBe(false);
    expect(await revokeHeldRole(storage.db, neighbour, pastor.id, ["pastor"])).toBe(true);
    expect(await churchesForDuty(storage.db, "rui", "office")).toEqual([]);
  });

  it("grants nothing to an account whose address is not confirmed", async () => {
    await storage.db.updateTable("users").set({ email_confirmed_at: null }).where("id", "=", "leo").execute();
    expect(await grant("leo@exemplo.com", "secretaria", first)).toBe("unconfirmed");
    expect(await grant("ninguem@exemplo.com", "secretaria", first)).toBe("no-account");
  });
});
