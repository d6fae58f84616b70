import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { changeVerseMarks, editVerseMark, listChapterMarks, listMemberMarks, mergeVisitorMarks } from "./marks.store.server.ts";
import { lastChapterRead, recordChapterOpened } from "./reading.store.server.ts";

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
    await recordChapterOpened(storage.db, user, "gn", 1, new Date(now.getTime() - 1000));
    await recordChapterOpened(storage.db, user, "jo", 3, now);
    expect(await lastChapterRead(storage.db, user)).toEqual({ book: "jo", chapter: 3 });
  });

  it("lists a member's notes newest first and highlights by colour, a page at a time, with the total", async () => {
    const [user, other] = [await newUser(), await newUser()];
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await changeVerseMarks(storage.db, user, jo3, [16], { note: "Amor" }, at(1));
    await changeVerseMarks(storage.db, user, { book: "sl", chapter: 23 }, [1], { note: "Pastor" }, at(2));
    await changeVerseMarks(storage.db, user, jo3, [17], { color: "verde" }, at(3));
    await changeVerseMarks(storage.db, user, jo3, [18], { color: "amarelo" }, at(4));
    await changeVerseMarks(storage.db, user, { book: "gn", chapter: 1 }, [1], { color: "verde" }, at(5));
    await changeVerseMarks(storage.db, other, jo3, [1], { note: "De outra pessoa" }, at(6));
    const notes = await listMemberMarks(storage.db, user, "note", { limit: 1, offset: 0 });
    expect(notes.total).toBe(2);
    expect(notes.marks).toEqual([{ book: "sl", chapter: 23, verse: 1, color: null, note: "Pastor", updatedAt: at(2).toISOString() }]);
    expect((await listMemberMarks(storage.db, user, "note", { limit: 1, offset: 1 })).marks.map((m) => m.note)).toEqual(["Amor"]);
    const colours = await listMemberMarks(storage.db, user, "color", { limit: 10, offset: 0 });
    expect(colours.total).toBe(3);
    expect(colours.marks.map((m) => `${m.color} ${m.book} ${m.chapter}:${m.verse}`)).toEqual(["amarelo jo 3:18", "verde gn 1:1", "verde jo 3:17"]);
  });

  it("edits and deletes a mark from the lists, and refuses one that is not there", async () => {
    const user = await newUser();
    await changeVerseMarks(storage.db, user, jo3, [16], { note: "Amor" }, now);
    await changeVerseMarks(storage.db, user, jo3, [16], { color: "rosa" }, now);
    expect(await editVerseMark(storage.db, user, { ...jo3, verse: 16 }, { note: "Amor de Deus" }, now)).toBe(true);
    expect(await editVerseMark(storage.db, user, { ...jo3, verse: 16 }, { color: null }, now)).toBe(true);
    expect(await listChapterMarks(storage.db, user, jo3)).toEqual([{ verse: 16, color: null, note: "Amor de Deus" }]);
    expect(await editVerseMark(storage.db, user, { ...jo3, verse: 16 }, { note: null }, now)).toBe(true);
    expect(await listChapterMarks(storage.db, user, jo3)).toEqual([]);
    expect(await editVerseMark(storage.db, user, { ...jo3, verse: 16 }, { note: "Outra" }, now)).toBe(false);
    expect(await listChapterMarks(storage.db, user, jo3)).toEqual([]);
  });
});
