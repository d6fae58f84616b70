import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { homeChurchOf, MOVE_REFUSALS, setHomeChurch, signUpChurch } from "./home-church.store.server.ts";

describeStorage("a member's home church", { members: { ana: {}, rui: {} } }, (storage) => {
  it("signs a new member up to the one church without asking", async () => {
    const first = await theFirstChurch(storage.db);
    expect(await signUpChurch(storage.db, undefined)).toEqual(first);
    expect(await signUpChurch(storage.db, "nao-existe")).toEqual(first);
  });

  it("moves a member and keeps their points and streak", async () => {
    const first = await theFirstChurch(storage.db);
    const second = await aSecondChurch(storage.db);
    await storage.db.insertInto("member_stats").values({ user_id: "ana", points: 120, streak_current: 5, streak_longest: 9 }).execute();
    expect(await setHomeChurch(storage.db, "ana", first)).toEqual({ ok: true });
    const before = (await getMemberProgress(storage.db, "ana")).stats;

    expect(await setHomeChurch(storage.db, "ana", second)).toEqual({ ok: true });

    expect((await homeChurchOf(storage.db, "ana"))?.slug).toBe("segunda-igreja");
    const after = (await getMemberProgress(storage.db, "ana")).stats;
    expect(after).toEqual(before);
    expect([after.points, after.streakCurrent]).toEqual([120, 5]);
  });

  it("moves no one else, and no member who does not exist", async () => {
    const first = await theFirstChurch(storage.db);
    expect(await setHomeChurch(storage.db, "ninguem", first)).toEqual({ ok: false, message: "Conta não encontrada." });
    expect(await homeChurchOf(storage.db, "rui")).toBeUndefined();
  });

  it("turns the member's places in the old church's clubs into roster entries and takes them out of its groups", async () => {
    const first = await theFirstChurch(storage.db);
    const second = await aSecondChurch(storage.db, "terceira", "Terceira Igreja");
    const at = new Date().toISOString();
    await storage.db.updateTable("users").set({ name: "Rui Lima", birth_date: "2012-03-04" }).where("id", "=", "rui").execute();
    await setHomeChurch(storage.db, "rui", first);
    await storage.db
      .insertInto("clubs")
      .values({
        id: "c1",
        name: "Águia",
        church: "Central",
        city: "X",
        region: "Y",
        invite_code: "AGUIA1",
        created_at: at,
        church_id: first.id,
      } as never)
      .execute();
    await storage.db
      .insertInto("club_people")
      .values({ id: "p1", club_id: "c1", user_id: "rui", role: "desbravador", status: "ativo", created_at: at } as never)
      .execute();
    await storage.db
      .insertInto("small_groups")
      .values({ id: "g1", name: "Vila", description: null, plan_id: "p", start_day: "2026-01-01", created_at: at, church_id: first.id } as never)
      .execute();
    await storage.db
      .insertInto("small_group_members")
      .values({ group_id: "g1", user_id: "rui", role: "member", shows_reading: 1, joined_at: at })
      .execute();

    expect(await setHomeChurch(storage.db, "rui", second)).toEqual({ ok: true });

    expect(
      await storage.db.selectFrom("club_people").select(["user_id", "roster_name", "birth_year", "role"]).where("id", "=", "p1").execute(),
    ).toEqual([{ user_id: null, roster_name: "Rui Lima", birth_year: 2012, role: "desbravador" }]);
    expect(await storage.db.selectFrom("small_group_members").select("user_id").where("group_id", "=", "g1").execute()).toEqual([]);
  });

  it("refuses to move a member who directs a club or leads a group of their church, changing nothing", async () => {
    const first = await theFirstChurch(storage.db);
    const at = new Date().toISOString();
    await setHomeChurch(storage.db, "ana", first);
    await storage.db
      .insertInto("club_people")
      .values({ id: "p2", club_id: "c1", user_id: "ana", role: "diretor", status: "ativo", created_at: at } as never)
      .execute();
    const second = (await storage.db.selectFrom("churches").select("id").where("slug", "=", "terceira").executeTakeFirstOrThrow()) as { id: string };
    expect(await setHomeChurch(storage.db, "ana", second)).toEqual({ ok: false, message: MOVE_REFUSALS.director });
    expect((await homeChurchOf(storage.db, "ana"))?.id).toBe(first.id);
    await storage.db.deleteFrom("club_people").where("id", "=", "p2").execute();
    await storage.db
      .insertInto("small_group_members")
      .values({ group_id: "g1", user_id: "ana", role: "leader", shows_reading: 1, joined_at: at })
      .execute();
    expect(await setHomeChurch(storage.db, "ana", second)).toEqual({ ok: false, message: MOVE_REFUSALS.leader });
    expect((await homeChurchOf(storage.db, "ana"))?.id).toBe(first.id);
  });

  it("asks a new member's choice once there are two churches", async () => {
    expect(await signUpChurch(storage.db, undefined)).toBeUndefined();
    expect(await signUpChurch(storage.db, "nao-existe")).toBeUndefined();
    expect((await signUpChurch(storage.db, "segunda-igreja"))?.name).toBe("Segunda Igreja");
  });
});
