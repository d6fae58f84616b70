import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { createAccount, deleteAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { signUpSchema } from "#app/areas/accounts/validation.ts";
import { changeVerseMarks } from "#app/areas/bible/marks.store.server.ts";
import { addVerseBookmark, recordChapterOpened, recordChapterRead } from "#app/areas/bible/reading.store.server.ts";
import { recordActivity, recordLogin } from "#app/areas/gamification/ledger.store.server.ts";
import { exportUserData } from "./export.store.server.ts";
import { createNote, deleteNote, listNotes, updateNote } from "./notes.store.server.ts";
import { loadPhoto, savePhoto } from "./photo.store.server.ts";
import { NOTES_MAX } from "./profile-fields.ts";
import { cycleBibleVersion, getProfile, profileStats, saveSettings, togglePreference, updateProfile } from "./profile.store.server.ts";

const t0 = new Date("2026-01-01T12:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describeStorage("profile storage", (storage) => {
  let userId: string;
  let otherId: string;
  beforeAll(async () => {
    const make = async (email: string) =>
      (await createAccount(
        storage.db,
        signUpSchema.parse({ nome: "Ana", idade: "20", email, senha: "lampada-forte", confirmarSenha: "lampada-forte" }),
        "!",
        "America/Sao_Paulo",
        t0,
      ))!.id;
    userId = await make("ana@exemplo.com");
    otherId = await make("bia@exemplo.com");
  });

  it("starts with the spec's default preferences (the version the portal has, acf, for the spec's arc) and saves the edit form", async () => {
    expect((await getProfile(storage.db, userId))!.preferences).toEqual({
      fontSize: "medium",
      bibleVersion: "acf",
      notifications: true,
      dailyDevotional: true,
      dailyGoal: 15,
    });
    expect(
      await updateProfile(storage.db, userId, {
        nome: "Ana Lima",
        telefone: "11 98765-4321",
        dataNascimento: "2008-05-01",
        igreja: "Central",
        cargo: "Diaconisa",
      }),
    ).toBe(true);
    expect(await getProfile(storage.db, userId)).toMatchObject({
      name: "Ana Lima",
      phone: "11 98765-4321",
      birthDate: "2008-05-01",
      church: "Central",
      role: "Diaconisa",
      email: "ana@exemplo.com",
    });
    expect(await updateProfile(storage.db, "nao-existe", { nome: "X", telefone: null, dataNascimento: null, igreja: null, cargo: null })).toBe(false);
  });

  it("cycles the version, toggles switches and saves settings", async () => {
    expect(await cycleBibleVersion(storage.db, userId)).toBe("nvi");
    expect(await cycleBibleVersion(storage.db, userId)).toBe("acf");
    expect(await cycleBibleVersion(storage.db, userId)).toBe("nvi");
    expect(await togglePreference(storage.db, userId, "notifications")).toBe(false);
    expect(await togglePreference(storage.db, userId, "notifications")).toBe(true);
    await saveSettings(storage.db, userId, { fontSize: "large", dailyGoal: 30 });
    expect((await getProfile(storage.db, userId))!.preferences).toMatchObject({ fontSize: "large", dailyGoal: 30 });
  });

  it("keeps notes per member: another member can neither edit nor delete them", async () => {
    const { id } = (await createNote(storage.db, userId, { titulo: "Fé", referencia: "Hb 11:1", conteudo: "Certeza" }, t0))!;
    expect(await updateNote(storage.db, otherId, id, { titulo: "X", referencia: "", conteudo: "X" }, later(1))).toBe(false);
    expect(await deleteNote(storage.db, otherId, id)).toBe(false);
    expect(await updateNote(storage.db, userId, id, { titulo: "Fé viva", referencia: "Hb 11:1", conteudo: "Certeza" }, later(1000))).toBe(true);
    expect((await listNotes(storage.db, userId)).map((n) => n.title)).toEqual(["Fé viva"]);
    expect(await listNotes(storage.db, otherId)).toEqual([]);
  });

  it("never lets notes written at once pass the most allowed", async () => {
    const writer = (await createAccount(
      storage.db,
      signUpSchema.parse({ nome: "Cida", idade: "30", email: "cida@exemplo.com", senha: "lampada-forte", confirmarSenha: "lampada-forte" }),
      "!",
      "America/Sao_Paulo",
      t0,
    ))!.id;
    const at = t0.toISOString();
    await storage.db
      .insertInto("notes")
      .values(
        Array.from({ length: NOTES_MAX - 1 }, (_, i) => ({
          id: randomUUID(),
          user_id: writer,
          title: `Nota ${i}`,
          reference: "",
          content: "Graça",
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const written = await Promise.all(
      [1, 2, 3].map((i) => createNote(storage.db, writer, { titulo: `Última ${i}`, referencia: "", conteudo: "Paz" }, t0)),
    );
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await listNotes(storage.db, writer)).toHaveLength(NOTES_MAX);
  });

  it("stores the photo with its type and replaces it", async () => {
    await savePhoto(storage.db, userId, "image/png", new Uint8Array([1, 2, 3]), t0);
    await savePhoto(storage.db, userId, "image/jpeg", new Uint8Array([0xff, 0xd8, 0xff]), later(1000));
    const photo = await loadPhoto(storage.db, userId);
    expect(photo?.type).toBe("image/jpeg");
    expect([...photo!.bytes]).toEqual([0xff, 0xd8, 0xff]);
    expect((await getProfile(storage.db, userId))!.photoVersion).toBe(String(later(1000).getTime()));
  });

  it("shows the ledger's figures on the stat cards", async () => {
    await recordLogin(storage.db, userId, t0);
    await recordActivity(storage.db, userId, { type: "chapter-read", book: "gn", chapter: 1 }, t0);
    await recordActivity(storage.db, userId, { type: "chapter-read", book: "gn", chapter: 2 }, later(1));
    expect((await profileStats(storage.db, userId)).stats).toEqual({ daysActive: 1, chaptersRead: 2, studiesCompleted: 0, devotionalsRead: 0 });
  });

  it("exports everything about the member, without secrets or other members' rows", async () => {
    await createSession(storage.db, userId, t0);
    await recordChapterOpened(storage.db, userId, "gn", 1, t0);
    await recordChapterOpened(storage.db, userId, "gn", 2, later(1));
    await recordChapterRead(storage.db, userId, "gn", 2, later(1));
    await addVerseBookmark(storage.db, userId, { book: "jo", chapter: 3, verse: 16, text: "Porque Deus amou o mundo" }, t0);
    await createNote(storage.db, otherId, { titulo: "Da Bia", referencia: "", conteudo: "privada" }, t0);
    await changeVerseMarks(storage.db, userId, { book: "jo", chapter: 3 }, [16], { note: "Nota no versículo" }, t0);
    await changeVerseMarks(storage.db, userId, { book: "jo", chapter: 3 }, [17], { color: "verde" }, t0);
    await changeVerseMarks(storage.db, otherId, { book: "jo", chapter: 3 }, [16], { note: "Nota da Bia" }, t0);
    const exported = (await exportUserData(storage.db, userId, t0))!;
    const text = JSON.stringify(exported);
    expect(exported.user).toMatchObject({ email: "ana@exemplo.com", name: "Ana Lima", church: "Central" });
    const tables = exported.tables as Record<string, unknown[]>;
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(["notes", "reading_history", "sessions", "user_photos", "verse_bookmarks", "awards", "member_stats"]),
    );
    expect(tables.reading_history).toHaveLength(2);
    expect(tables.verse_bookmarks).toHaveLength(1);
    expect(tables.member_stats).toHaveLength(1);
    // Verse notes and highlights are in the export too, the member's own only.
    expect(tables.verse_marks).toHaveLength(2);
    expect(tables.verse_marks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ book: "jo", chapter: 3, verse: 16, note: "Nota no versículo", color: null }),
        expect.objectContaining({ book: "jo", chapter: 3, verse: 17, note: null, color: "verde" }),
      ]),
    );
    expect(text).not.toContain("Nota da Bia");
    expect(text).not.toContain("password_hash");
    expect(text).not.toContain("token_hash");
    expect(text).not.toContain("Da Bia");
  });

  it("account deletion removes every row of the member", async () => {
    await deleteAccount(storage.db, userId);
    for (const table of ["notes", "reading_history", "sessions", "user_photos", "verse_bookmarks"] as const) {
      expect(await storage.db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).toEqual([]);
    }
    expect(await listNotes(storage.db, otherId)).toHaveLength(1);
  });
});
