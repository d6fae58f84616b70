import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { CLIENT_WRITES_PER_MEMBER, forgetClientWritesBefore, writeOnce } from "./client-writes.store.server.ts";

const now = new Date("2026-03-01T12:00:00Z");
const members = {
  u1: { email: "ana@exemplo.com", createdAt: now },
  u2: { email: "bia@exemplo.com", createdAt: now },
  u3: { email: "cheio@exemplo.com", createdAt: now },
  u4: { email: "rapido@exemplo.com", createdAt: now },
};

describeStorage("writes applied once per client id", { members }, (storage) => {
  const id = "3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a";
  // The write: a note row, so the test counts what really reached the table.
  const addNote = (userId: string, noteId: string) => async (trx: typeof storage.db) => {
    await trx
      .insertInto("notes")
      .values({ id: noteId, user_id: userId, title: "t", reference: "", content: "c", created_at: now.toISOString(), updated_at: now.toISOString() })
      .execute();
    return noteId;
  };
  const notes = (userId: string) => storage.db.selectFrom("notes").select("id").where("user_id", "=", userId).execute();

  it("runs a write with a new id, and nothing for the same id again", async () => {
    expect(await writeOnce(storage.db, "u1", id, now, addNote("u1", "n1"))).toEqual({ repeat: false, value: "n1" });
    expect(await writeOnce(storage.db, "u1", id, now, addNote("u1", "n2"))).toEqual({ repeat: true });
    expect(await notes("u1")).toEqual([{ id: "n1" }]);
  });

  it("keys ids by member: another member's same id is their own write", async () => {
    expect(await writeOnce(storage.db, "u2", id, now, addNote("u2", "n3"))).toEqual({ repeat: false, value: "n3" });
    expect(await notes("u2")).toEqual([{ id: "n3" }]);
  });

  it("runs every write without an id", async () => {
    await writeOnce(storage.db, "u2", undefined, now, addNote("u2", "n4"));
    await writeOnce(storage.db, "u2", undefined, now, addNote("u2", "n5"));
    expect(await notes("u2")).toHaveLength(3);
  });

  it("applies two copies sent at the same moment once", async () => {
    const twin = "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918";
    const results = await Promise.all([
      writeOnce(storage.db, "u1", twin, now, addNote("u1", "c1")),
      writeOnce(storage.db, "u1", twin, now, addNote("u1", "c2")),
    ]);
    expect(results.filter((r) => r.repeat)).toHaveLength(1);
    expect((await notes("u1")).filter((n) => n.id.startsWith("c"))).toHaveLength(1);
  });

  it("keeps no id for a write that says it did nothing, so it is tried again", async () => {
    const refused = "2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b";
    expect(await writeOnce(storage.db, "u1", refused, now, async () => null, Boolean)).toEqual({ repeat: false, value: null });
    expect(await writeOnce(storage.db, "u1", refused, now, addNote("u1", "r1"), Boolean)).toEqual({ repeat: false, value: "r1" });
    expect(await writeOnce(storage.db, "u1", refused, now, addNote("u1", "r2"), Boolean)).toEqual({ repeat: true });
  });

  it("forgets the id when its write fails, so the write can be sent again", async () => {
    const failing = "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b";
    await expect(
      writeOnce(storage.db, "u1", failing, now, async () => {
        throw new Error("write failed");
      }),
    ).rejects.toThrow("write failed");
    expect(await writeOnce(storage.db, "u1", failing, now, addNote("u1", "f1"))).toEqual({ repeat: false, value: "f1" });
  });

  it("forgets the ids given before the cutoff, and only those", async () => {
    const old = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
    const recent = "6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e";
    const queuedAt = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await writeOnce(storage.db, "u2", old, queuedAt(91), addNote("u2", "o1"));
    await writeOnce(storage.db, "u2", recent, queuedAt(89), addNote("u2", "o2"));
    await forgetClientWritesBefore(storage.db, queuedAt(90));
    const kept = (await storage.db.selectFrom("client_writes").select("id").where("user_id", "=", "u2").execute()).map((r) => r.id);
    expect(kept).toContain(recent);
    expect(kept).toContain(id);
    expect(kept).not.toContain(old);
    expect(await writeOnce(storage.db, "u2", recent, now, addNote("u2", "o3"))).toEqual({ repeat: true });
  });

  it("holds at most 500 ids per member: the next new id is a 429 that writes nothing", async () => {
    const rows = Array.from({ length: CLIENT_WRITES_PER_MEMBER }, (_, i) => ({ user_id: "u3", id: `antigo-${i}`, created_at: now.toISOString() }));
    for (let i = 0; i < rows.length; i += 100)
      await storage.db
        .insertInto("client_writes")
        .values(rows.slice(i, i + 100))
        .execute();
    const extra = "8c7b6a59-4837-4261-9a0b-1c2d3e4f5a6b";
    await expect(writeOnce(storage.db, "u3", extra, now, addNote("u3", "x1"))).rejects.toMatchObject({ init: { status: 429 } });
    expect(await notes("u3")).toEqual([]);
    const held = await storage.db.selectFrom("client_writes").select("id").where("user_id", "=", "u3").execute();
    expect(held).toHaveLength(CLIENT_WRITES_PER_MEMBER);
    // A copy of a write already held is still answered as done.
    expect(await writeOnce(storage.db, "u3", "antigo-7", now, addNote("u3", "x2"))).toEqual({ repeat: true });
  });
});
