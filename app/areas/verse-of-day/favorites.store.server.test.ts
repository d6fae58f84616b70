import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { isFavoriteVerse, listFavoriteVerses, toggleFavoriteVerse } from "./favorites.store.server.ts";

describe.each(testDatabases)("favourite verses on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-01-01T12:00:00Z");
  const t1 = new Date("2026-01-02T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    for (const [id, email] of [
      ["u1", "ana@exemplo.com"],
      ["u2", "bia@exemplo.com"],
    ]) {
      await insertTestUser(handle.db, id!, { email: email!, createdAt: t0 });
    }
  });
  afterAll(() => handle.close());

  it("toggles a favourite per member", async () => {
    expect(await isFavoriteVerse(handle.db, "u1", "Jo 3:16")).toBe(false);
    expect(await toggleFavoriteVerse(handle.db, "u1", "Jo 3:16", t0)).toBe(true);
    expect(await toggleFavoriteVerse(handle.db, "u1", "Sl 23:1", t1)).toBe(true);
    expect(await isFavoriteVerse(handle.db, "u1", "Jo 3:16")).toBe(true);
    expect(await isFavoriteVerse(handle.db, "u2", "Jo 3:16")).toBe(false);
    expect(await listFavoriteVerses(handle.db, "u1")).toEqual(["Sl 23:1", "Jo 3:16"]);
    expect(await toggleFavoriteVerse(handle.db, "u1", "Jo 3:16", t1)).toBe(false);
    expect(await listFavoriteVerses(handle.db, "u1")).toEqual(["Sl 23:1"]);
  });

  it("refuses a favourite for an unknown member", async () => {
    await expect(toggleFavoriteVerse(handle.db, "nobody", "Jo 3:16", t0)).rejects.toThrow();
  });
});
