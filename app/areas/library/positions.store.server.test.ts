import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { readPositions, savePosition } from "./positions.store.server.ts";

const t0 = new Date("2026-02-01T12:00:00Z");

describeStorage("library reading positions", { members: { ana: { createdAt: t0 }, bia: { createdAt: t0 } } }, (storage) => {
  it("keeps the last saved chapter per member and book", async () => {
    await savePosition(storage.db, "ana", 1, 3, t0);
    await savePosition(storage.db, "ana", 1, 2, t0);
    await savePosition(storage.db, "ana", 4, 87, t0);
    expect(await readPositions(storage.db, "ana")).toEqual({ "1": 2, "4": 87 });
    expect(await readPositions(storage.db, "bia")).toEqual({});
  });
});
