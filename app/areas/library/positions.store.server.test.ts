import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { readPositions, savePosition } from "./positions.store.server.ts";

describe.each(testDatabases)("library reading positions on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-02-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    for (const id of ["ana", "bia"]) await insertTestUser(handle.db, id, { createdAt: t0 });
  });
  afterAll(() => handle.close());

  it("keeps the last saved chapter per member and book", async () => {
    await savePosition(handle.db, "ana", 1, 3, t0);
    await savePosition(handle.db, "ana", 1, 2, t0);
    await savePosition(handle.db, "ana", 4, 87, t0);
    expect(await readPositions(handle.db, "ana")).toEqual({ "1": 2, "4": 87 });
    expect(await readPositions(handle.db, "bia")).toEqual({});
  });
});
