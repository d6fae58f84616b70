import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/test-databases.ts";
import { createAccount, deleteAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { signUpSchema } from "#app/areas/accounts/validation.ts";
import { addVerseBookmark, recordChapterRead } from "#app/areas/bible/reading.store.server.ts";
import { recordActivity, recordLogin } from "#app/areas/gamification/ledger.store.server.ts";
import { exportUserData } from "./export.store.server.ts";
import { createNote, deleteNote, listNotes, updateNote } from "./notes.store.server.ts";
import { loadPhoto, savePhoto } from "./photo.store.server.ts";
import { NOTES_MAX } from "./profile-fields.ts";
import { cycleBibleVersion, getProfile, profileStats, saveSettings, togglePreference, updateProfile } from "./profile.store.server.ts";

const t0 = new Date("2026-01-01T12:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe.each(testDatabases)("profile storage on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  let userId: string;
  let otherId: string;
  beforeAll(async () => {
    handle = await engine.open();
    const make = async (email: string) =>
      (await createAccount(
        handle.db,
        signUpSchema.parse({ nome: "Ana", idade: "20", email, senha: "lampada-forte", confirmarSenha: "lampada-forte" }),
        "!",
        "America/Sao_Paulo",
        t0,
      ))!.id;
    userId = await make("ana@exemplo.com");
    otherId = await make("bia@exemplo.com");
  });
  afterAll(() => handle.close());

  it("starts with the spec's default preferences and saves the edit form", async () => {
    expect((await getProfile(handle.db, userId))!.preferences).toEqual({
      fontSize: "medium",
      bibleVersion: "arc",
      notifications: true,
      dailyDevotional: true,
      dailyGoal: 15,
    });
    expect(
      await updateProfile(handle.db, userId, {
        nome: "Ana Lima",
        telefone: "11 98765-4321",
        dataNascimento: "2008-05-01",
        igreja: "Central",
        cargo: "Diaconisa",
      }),
    ).toBe(true);
    expect(await getProfile(handle.db, userId)).toMatchObject({
      name: "Ana Lima",
      phone: "11 98765-4321",
      birthDate: "2008-05-01",
      church: "Central",
      role: "Diaconisa",
      email: "ana@exemplo.com",
    });
    expect(await updateProfile(handle.db, "nao-existe", { nome: "X", telefone: null, dataNascimento: null, igreja: null, cargo: null })).toBe(false);
  });

  it("cycles the version, toggles switches and saves settings", async () => {
    expect(await cycleBibleVersion(handle.db, userId)).toBe("acf");
    expect(await cycleBibleVersion(handle.db, userId)).toBe("nvi");
    expect(await cycleBibleVersion(handle.db, userId)).toBe("arc");
    expect(await togglePreference(handle.db, userId, "notifications")).toBe(false);
    expect(await togglePreference(handle.db, userId, "notifications")).toBe(true);
    await saveSettings(handle.db, userId, { fontSize: "large", dailyGoal: 30 });
    expect((await getProfile(handle.db, userId))!.preferences).toMatchObject({ fontSize: "large", dailyGoal: 30 });
  });

  it("keeps notes per member: another member can neither edit nor delete them", async () => {
    const { id } = (await createNote(handle.db, userId, { titulo: "Fé", referencia: "Hb 11:1", conteudo: "Certeza" }, t0))!;
    expect(await updateNote(handle.db, otherId, id, { titulo: "X", referencia: "", conteudo: "X" }, later(1))).toBe(false);
    expect(await deleteNote(handle.db, otherId, id)).toBe(false);
    expect(await updateNote(handle.db, userId, id, { titulo: "Fé viva", referencia: "Hb 11:1", conteudo: "Certeza" }, later(1000))).toBe(true);
    expect((await listNotes(handle.db, userId)).map((n) => n.title)).toEqual(["Fé viva"]);
    expect(await listNotes(handle.db, otherId)).toEqual([]);
  });

  it("never lets notes written at once pass the most allowed", async () => {
    const writer = (await createAccount(
      handle.db,
      signUpSchema.parse({ nome: "Cida", idade: "30", email: "cida@exemplo.com", senha: "lampada-forte", confirmarSenha: "lampada-forte" }),
      "!",
      "America/Sao_Paulo",
      t0,
    ))!.id;
    const at = t0.toISOString();
    await handle.db
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
      [1, 2, 3].map((i) => createNote(handle.db, writer, { titulo: `Última ${i}`, referencia: "", conteudo: "Paz" }, t0)),
    );
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await listNotes(handle.db, writer)).toHaveLength(NOTES_MAX);
  });

  it("stores the photo with its type and replaces it", async () => {
    await savePhoto(handle.db, userId, "image/png", new Uint8Array([1, 2, 3]), t0);
    await savePhoto(handle.db, userId, "image/jpeg", new Uint8Array([0xff, 0xd8, 0xff]), later(1000));
    const photo = await loadPhoto(handle.db, userId);
    expect(photo?.type).toBe("image/jpeg");
    expect([...photo!.bytes]).toEqual([0xff, 0xd8, 0xff]);
    expect((await getProfile(handle.db, userId))!.photoVersion).toBe(String(later(1000).getTime()));
  });

  it("shows the ledger's figures on the stat cards", async () => {
    await recordLogin(handle.db, userId, t0);
    await recordActivity(handle.db, userId, { type: "chapter-read", book: "gn", chapter: 1 }, t0);
    await recordActivity(handle.db, userId, { type: "chapter-read", book: "gn", chapter: 2 }, later(1));
    expect(await profileStats(handle.db, userId)).toEqual({ daysActive: 1, chaptersRead: 2, studiesCompleted: 0, devotionalsRead: 0 });
  });

  it("exports everything about the member, without secrets or other members' rows", async () => {
    await createSession(handle.db, userId, t0);
    await recordChapterRead(handle.db, userId, "gn", 1, t0);
    await recordChapterRead(handle.db, userId, "gn", 2, later(1));
    await addVerseBookmark(handle.db, userId, { book: "jo", chapter: 3, verse: 16, text: "Porque Deus amou o mundo" }, t0);
    await createNote(handle.db, otherId, { titulo: "Da Bia", referencia: "", conteudo: "privada" }, t0);
    const exported = (await exportUserData(handle.db, userId, t0))!;
    const text = JSON.stringify(exported);
    expect(exported.user).toMatchObject({ email: "ana@exemplo.com", name: "Ana Lima", church: "Central" });
    const tables = exported.tables as Record<string, unknown[]>;
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(["notes", "reading_history", "sessions", "user_photos", "verse_bookmarks", "awards", "member_stats"]),
    );
    expect(tables.reading_history).toHaveLength(2);
    expect(tables.verse_bookmarks).toHaveLength(1);
    expect(tables.member_stats).toHaveLength(1);
    expect(text).not.toContain("password_hash");
    expect(text).not.toContain("token_hash");
    expect(text).not.toContain("Da Bia");
  });

  it("account deletion removes every row of the member", async () => {
    await deleteAccount(handle.db, userId);
    for (const table of ["notes", "reading_history", "sessions", "user_photos", "verse_bookmarks"] as const) {
      expect(await handle.db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).toEqual([]);
    }
    expect(await listNotes(handle.db, otherId)).toHaveLength(1);
  });
});
