import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { deleteAccount } from "./accounts.store.server.ts";
import { keptMail } from "#tests/support/kept-mail.ts";
import { checkOwnPassword, logIn, type Requester } from "./auth.store.server.ts";
import { createSession, hashToken } from "./session.store.server.ts";
import { signUp as signUpWithMail } from "./sign-up.store.server.ts";
import { signUpSchema } from "./validation.ts";

const t0 = new Date("2026-01-01T12:00:00Z");
const MIN = 60_000;
const PASSWORD = "lampada-forte";
const NO_LISTS = { history: [], bookmarks: [] };
const input = (email: string) => signUpSchema.parse({ nome: "Ana", idade: "20", email, senha: PASSWORD, confirmarSenha: PASSWORD });
const from = (address: string): Requester => ({
  address,
  timeZone: "America/Sao_Paulo",
  userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/130.0",
  sessionToken: null,
});
const signUp = async (db: Parameters<typeof signUpWithMail>[0], signUpInput: ReturnType<typeof input>, who: Requester, now: Date) => {
  const outcome = await signUpWithMail(db, keptMail(), signUpInput, who, now);
  if (outcome.status === "ok") await outcome.delivery;
  return outcome.status === "ok" ? { status: "ok" as const } : outcome;
};

describeStorage("sign-up and login", (storage) => {
  it("stores an argon2id hash, never the password; a second sign-up with the address answers the same and changes nothing", async () => {
    expect(await signUp(storage.db, input("ana@exemplo.com"), from("10.0.0.1"), t0)).toEqual({ status: "ok" });
    const row = await storage.db.selectFrom("users").selectAll().where("email", "=", "ana@exemplo.com").executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    const other = signUpSchema.parse({
      nome: "Outro",
      idade: "40",
      email: "ana@exemplo.com",
      senha: "outra-senha-9",
      confirmarSenha: "outra-senha-9",
    });
    expect(await signUp(storage.db, other, from("10.0.0.1"), t0)).toEqual({ status: "ok" });
    expect(await storage.db.selectFrom("users").selectAll().where("email", "=", "ana@exemplo.com").execute()).toEqual([row]);
  });

  it("a sign-up logs no one in; the first login opens a session in place of the old one and pays first_login", async () => {
    const { id: otherId } = await storage.db.selectFrom("users").select("id").where("email", "=", "ana@exemplo.com").executeTakeFirstOrThrow();
    const old = await createSession(storage.db, otherId, t0);
    await signUp(storage.db, input("direto@exemplo.com"), from("10.0.0.2"), t0);
    const user = await storage.db.selectFrom("users").select("id").where("email", "=", "direto@exemplo.com").executeTakeFirstOrThrow();
    expect(await storage.db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute()).toEqual([]);
    const outcome = await logIn(
      storage.db,
      { email: "direto@exemplo.com", senha: PASSWORD },
      NO_LISTS,
      { ...from("10.0.0.2"), sessionToken: old },
      t0,
    );
    if (outcome.status !== "ok") throw new Error(outcome.status);
    const session = await storage.db
      .selectFrom("sessions")
      .select(["user_id", "user_agent"])
      .where("token_hash", "=", hashToken(outcome.token))
      .executeTakeFirst();
    expect(session).toEqual({ user_id: user.id, user_agent: from("x").userAgent });
    expect(await storage.db.selectFrom("sessions").select("user_id").where("token_hash", "=", hashToken(old)).execute()).toEqual([]);
    expect(outcome.earned.unlocked.map((a) => a.id)).toContain("first_login");
    const stats = await storage.db
      .selectFrom("member_stats")
      .select(["days_active", "streak_current"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ days_active: 1, streak_current: 1 });
  });

  it("logs in with the right password only, opening a session that names the device", async () => {
    const ok = await logIn(storage.db, { email: "ana@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.1.1"), t0);
    expect(ok.status).toBe("ok");
    const sessions = await storage.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select("user_agent")
      .where("email", "=", "ana@exemplo.com")
      .execute();
    expect(sessions.map((s) => s.user_agent)).toContain(from("x").userAgent);
    expect((await logIn(storage.db, { email: "ana@exemplo.com", senha: "errada" }, NO_LISTS, from("10.0.1.1"), t0)).status).toBe("wrong");
    expect((await logIn(storage.db, { email: "ninguem@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.1.1"), t0)).status).toBe("wrong");
  });

  it("a login forgets the ids of queued writes older than any session, and keeps the rest", async () => {
    const { id: userId } = await storage.db.selectFrom("users").select("id").where("email", "=", "ana@exemplo.com").executeTakeFirstOrThrow();
    const daysBefore = (days: number) => new Date(t0.getTime() - days * 1440 * MIN).toISOString();
    await storage.db
      .insertInto("client_writes")
      .values([
        { user_id: userId, id: "antigo", created_at: daysBefore(100) },
        { user_id: userId, id: "recente", created_at: daysBefore(1) },
      ])
      .execute();
    expect((await logIn(storage.db, { email: "ana@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.1.2"), t0)).status).toBe("ok");
    const kept = await storage.db.selectFrom("client_writes").select("id").where("user_id", "=", userId).execute();
    expect(kept.map((r) => r.id)).toEqual(["recente"]);
  });

  it("15 wrong passwords at once get exactly 5 tries; the owner elsewhere still gets in", async () => {
    await signUp(storage.db, input("alvo@exemplo.com"), from("10.0.2.1"), t0);
    const tries = await Promise.all(
      Array.from({ length: 15 }, () => logIn(storage.db, { email: "alvo@exemplo.com", senha: "chute" }, NO_LISTS, from("10.66.0.1"), t0)),
    );
    expect(tries.filter((t) => t.status === "wrong")).toHaveLength(5);
    expect(tries.filter((t) => t.status === "limited")).toHaveLength(10);
    // The attacker's address is locked out, even with the right password…
    const locked = await logIn(storage.db, { email: "alvo@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.66.0.1"), t0);
    expect(locked).toEqual({ status: "limited", until: expect.any(Number) });
    // …the owner on their own address is not, nor is deleting the account.
    expect((await logIn(storage.db, { email: "alvo@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.2.1"), t0)).status).toBe("ok");
    const user = await storage.db.selectFrom("users").select(["id", "email"]).where("email", "=", "alvo@exemplo.com").executeTakeFirstOrThrow();
    expect((await checkOwnPassword(storage.db, user, PASSWORD, "10.0.2.1", t0)).status).toBe("ok");
    // The window passes: the attacker's address may try again.
    expect(
      (await logIn(storage.db, { email: "alvo@exemplo.com", senha: "chute" }, NO_LISTS, from("10.66.0.1"), new Date(t0.getTime() + 16 * MIN))).status,
    ).toBe("wrong");
  });

  it("a right password does not count against the address", async () => {
    await signUp(storage.db, input("wifi@exemplo.com"), from("10.0.3.1"), t0);
    for (let i = 0; i < 25; i++)
      expect((await logIn(storage.db, { email: "wifi@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.3.9"), t0)).status).toBe("ok");
  });

  it("20 wrong passwords for other e-mails leave an address free; the 21st sign-up from one address waits", async () => {
    for (let i = 0; i < 20; i++)
      expect((await logIn(storage.db, { email: `x${i}@exemplo.com`, senha: "chute" }, NO_LISTS, from("10.0.4.1"), t0)).status).toBe("wrong");
    expect((await logIn(storage.db, { email: "ana@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.4.1"), t0)).status).toBe("ok");
    for (let i = 0; i < 20; i++) expect((await signUp(storage.db, input(`grupo${i}@exemplo.com`), from("10.0.5.1"), t0)).status).toBe("ok");
    expect(await signUp(storage.db, input("grupo20@exemplo.com"), from("10.0.5.1"), t0)).toEqual({
      status: "limited",
      until: t0.getTime() + 60 * MIN,
    });
    expect((await signUp(storage.db, input("grupo20@exemplo.com"), from("10.0.5.2"), t0)).status).toBe("ok");
  });

  it("merges the visitor's lists at the first login, all in one transaction", async () => {
    const lists = {
      history: [{ livro: "jo", capitulo: 3, data: t0.toISOString(), timestamp: t0.getTime() }],
      bookmarks: [{ id: "jo-3-16", livro: "jo", capitulo: 3, versiculo: 16, texto: "Porque Deus amou o mundo", data: t0.toISOString() }],
    };
    await signUp(storage.db, input("leitora@exemplo.com"), from("10.0.6.1"), t0);
    const login = { email: "leitora@exemplo.com", senha: PASSWORD };
    expect(await logIn(storage.db, login, lists, from("10.0.6.1"), t0)).toMatchObject({ status: "ok", merged: true });
    const user = await storage.db.selectFrom("users").select("id").where("email", "=", "leitora@exemplo.com").executeTakeFirstOrThrow();
    expect(await storage.db.selectFrom("verse_bookmarks").select("verse").where("user_id", "=", user.id).execute()).toEqual([{ verse: 16 }]);
    // A list entry that cannot be stored makes the whole login fail, leaving no new session behind.
    await signUp(storage.db, input("meia@exemplo.com"), from("10.0.6.1"), t0);
    const broken = { history: [{ livro: "jo", capitulo: 3, data: t0.toISOString(), timestamp: 9e15 }], bookmarks: [] };
    await expect(logIn(storage.db, { email: "meia@exemplo.com", senha: PASSWORD }, broken, from("10.0.6.1"), t0)).rejects.toThrow();
    const meia = await storage.db.selectFrom("users").select("id").where("email", "=", "meia@exemplo.com").executeTakeFirstOrThrow();
    expect(await storage.db.selectFrom("sessions").select("user_id").where("user_id", "=", meia.id).execute()).toEqual([]);
  });

  it("deletes the account with its sessions", async () => {
    await signUp(storage.db, input("sai@exemplo.com"), from("10.0.7.1"), t0);
    await logIn(storage.db, { email: "sai@exemplo.com", senha: PASSWORD }, NO_LISTS, from("10.0.7.1"), t0);
    const user = await storage.db.selectFrom("users").select(["id", "email"]).where("email", "=", "sai@exemplo.com").executeTakeFirstOrThrow();
    expect((await checkOwnPassword(storage.db, user, "errada", "10.0.7.1", t0)).status).toBe("wrong");
    await deleteAccount(storage.db, user.id);
    expect(await storage.db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
    expect(await storage.db.selectFrom("sessions").select("user_id").where("user_id", "=", user.id).execute()).toEqual([]);
  });
});
