import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { isFavoriteVerse, toggleFavoriteVerse } from "./favorites.store.server.ts";

const t0 = new Date("2026-01-01T12:00:00Z");
const t1 = new Date("2026-01-02T12:00:00Z");
const members = { u1: { email: "ana@exemplo.com", createdAt: t0 }, u2: { email: "bia@exemplo.com", createdAt: t0 } };

describeStorage("favourite verses", { members }, (storage) => {
  const favourites = async (userId: string) =>
    (await storage.db.selectFrom("favorite_verses").select("reference").where("user_id", "=", userId).orderBy("reference").execute()).map(
      (r) => r.reference,
    );

  it("toggles a favourite per member", async () => {
    expect(await isFavoriteVerse(storage.db, "u1", "Jo 3:16")).toBe(false);
    expect(await toggleFavoriteVerse(storage.db, "u1", "Jo 3:16", t0)).toBe(true);
    expect(await toggleFavoriteVerse(storage.db, "u1", "Sl 23:1", t1)).toBe(true);
    expect(await isFavoriteVerse(storage.db, "u1", "Jo 3:16")).toBe(true);
    expect(await isFavoriteVerse(storage.db, "u2", "Jo 3:16")).toBe(false);
    expect(await favourites("u1")).toEqual(["Jo 3:16", "Sl 23:1"]);
    expect(await toggleFavoriteVerse(storage.db, "u1", "Jo 3:16", t1)).toBe(false);
    expect(await favourites("u1")).toEqual(["Sl 23:1"]);
  });

  it("refuses a favourite for an unknown member", async () => {
    await expect(toggleFavoriteVerse(storage.db, "nobody", "Jo 3:16", t0)).rejects.toThrow();
  });
});
