import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { changeVerseMarks, listChapterMarks, mergeVisitorMarks } from "./marks.store.server.ts";
import { lastChapterRead, recordChapterRead } from "./reading.store.server.ts";

const now = new Date("2026-11-26T12:00:00Z");
const jo3 = { book: "jo", chapter: 3 };

describeStorage("members' verse marks", (storage) => {
  let n = 0;
  const newUser = () => insertTestUser(storage.db, `m${++n}`, { createdAt: now });

  it("colours several verses, notes one, removes each mark without touching the other", async () => {
    const user = await newUser();
    await changeVerseMarks(storage.db, user, jo3, [16, 17], { color: "amarelo" }, now);
    await changeVerseMarks(storage.db, user, jo3, [16], { note: "Deus amou o mundo" }, now);
    expect(await listChapterMarks(storage.db, user, jo3)).toEqual([
      { verse: 16, color: "amarelo", note: "Deus amou o mundo" },
      { verse: 17, color: "amarelo", note: null },
    ]);
    await changeVerseMarks(storage.db, user, jo3, [16, 17], { color: null }, now);
    expect(await listChapterMarks(storage.db, user, jo3)).toEqual([{ verse: 16, color: null, note: "Deus amou o mundo" }]);
    await changeVerseMarks(storage.db, user, jo3, [16], { note: null }, now);
    expect(await storage.db.selectFrom("verse_marks").selectAll().where("user_id", "=", user).execute()).toEqual([]);
  });

  it("keeps one member's marks from another's and from other chapters", async () => {
    const [ana, bia] = [await newUser(), await newUser()];
    await changeVerseMarks(storage.db, ana, jo3, [1], { color: "verde" }, now);
    await changeVerseMarks(storage.db, ana, { book: "jo", chapter: 4 }, [1], { color: "azul" }, now);
    expect(await listChapterMarks(storage.db, bia, jo3)).toEqual([]);
    expect(await listChapterMarks(storage.db, ana, jo3)).toEqual([{ verse: 1, color: "verde", note: null }]);
  });

  it("merges a visitor's marks, filling only what the member's verse lacked", async () => {
    const user = await newUser();
    await changeVerseMarks(storage.db, user, jo3, [16], { color: "rosa" }, now);
    const data = now.toISOString();
    await mergeVisitorMarks(
      storage.db,
      user,
      [
        { livro: "jo", capitulo: 3, versiculo: 16, cor: "azul", nota: "Nota do visitante", data },
        { livro: "jo", capitulo: 3, versiculo: 1, cor: "laranja", nota: null, data },
      ],
      now,
    );
    expect(await listChapterMarks(storage.db, user, jo3)).toEqual([
      { verse: 1, color: "laranja", note: null },
      { verse: 16, color: "rosa", note: "Nota do visitante" },
    ]);
  });

  it("knows the chapter a member read last", async () => {
    const user = await newUser();
    expect(await lastChapterRead(storage.db, user)).toBeNull();
    await recordChapterRead(storage.db, user, "gn", 1, new Date(now.getTime() - 1000));
    await recordChapterRead(storage.db, user, "jo", 3, now);
    expect(await lastChapterRead(storage.db, user)).toEqual({ book: "jo", chapter: 3 });
  });
});
