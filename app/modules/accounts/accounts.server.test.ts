import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases.ts";
import { createSession } from "./session.server.ts";
import { authenticate, createAccount, deleteAccount, passwordMatches, recordLastAccess } from "./accounts.server.ts";
import { clearLoginFailures, loginBlockedUntil, recordAttempt, signUpBlockedUntil } from "./limits.server.ts";
import { signUpSchema } from "./validation.ts";

const t0 = new Date("2026-01-01T12:00:00Z");
const MIN = 60_000;
const input = (email: string) => signUpSchema.parse({ nome: "Ana", idade: "20", email, senha: "lampada-forte", confirmarSenha: "lampada-forte" });

describe.each(testDatabases)("accounts on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it("stores an argon2id hash, never the password, and refuses a duplicate e-mail", async () => {
    const created = await createAccount(handle.db, input("ana@exemplo.com"), t0);
    expect(created).not.toBeNull();
    const row = await handle.db.selectFrom("users").selectAll().where("id", "=", created!.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain("lampada-forte");
    expect(await createAccount(handle.db, input("ana@exemplo.com"), t0)).toBeNull();
  });

  it("authenticates the right password only; an unknown e-mail is just null", async () => {
    expect(await authenticate(handle.db, "ana@exemplo.com", "lampada-forte")).toMatchObject({ name: "Ana" });
    expect(await authenticate(handle.db, "ana@exemplo.com", "errada")).toBeNull();
    expect(await authenticate(handle.db, "ninguem@exemplo.com", "lampada-forte")).toBeNull();
  });

  it("keeps the last access", async () => {
    const { id } = (await createAccount(handle.db, input("dias@exemplo.com"), t0))!;
    await recordLastAccess(handle.db, id, t0);
    await recordLastAccess(handle.db, id, new Date(t0.getTime() + MIN));
    const row = await handle.db.selectFrom("users").select(["last_access_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_access_at: new Date(t0.getTime() + MIN).toISOString() });
  });

  it("blocks the 6th login for an e-mail after 5 failures, until the window passes, and forgives on success", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await loginBlockedUntil(handle.db, "ana@exemplo.com", "10.0.0.1", t0)).toBeNull();
      await recordAttempt(handle.db, "login_failure", "ana@exemplo.com", "10.0.0.1", new Date(t0.getTime() + i * 1000));
    }
    const now = new Date(t0.getTime() + 10_000);
    expect(await loginBlockedUntil(handle.db, "ana@exemplo.com", "10.0.0.9", now)).toBe(t0.getTime() + 15 * MIN);
    expect(await loginBlockedUntil(handle.db, "outra@exemplo.com", "10.0.0.9", now)).toBeNull();
    expect(await loginBlockedUntil(handle.db, "ana@exemplo.com", "10.0.0.9", new Date(t0.getTime() + 16 * MIN))).toBeNull();
    await clearLoginFailures(handle.db, "ana@exemplo.com");
    expect(await loginBlockedUntil(handle.db, "ana@exemplo.com", "10.0.0.9", now)).toBeNull();
  });

  it("blocks an address after 20 failures and limits sign-ups per address", async () => {
    for (let i = 0; i < 20; i++) await recordAttempt(handle.db, "login_failure", `x${i}@exemplo.com`, "10.0.0.2", t0);
    expect(await loginBlockedUntil(handle.db, "nova@exemplo.com", "10.0.0.2", t0)).not.toBeNull();
    for (let i = 0; i < 20; i++) await recordAttempt(handle.db, "signup", null, "10.0.0.3", t0);
    expect(await signUpBlockedUntil(handle.db, "10.0.0.3", t0)).toBe(t0.getTime() + 60 * MIN);
    expect(await signUpBlockedUntil(handle.db, "10.0.0.4", t0)).toBeNull();
  });

  it("deletes the account with its sessions and attempts", async () => {
    const { id } = (await createAccount(handle.db, input("sai@exemplo.com"), t0))!;
    await createSession(handle.db, id, t0);
    await recordAttempt(handle.db, "login_failure", "sai@exemplo.com", "10.0.0.5", t0);
    expect(await passwordMatches(handle.db, id, "errada")).toBe(false);
    expect(await passwordMatches(handle.db, id, "lampada-forte")).toBe(true);
    await deleteAccount(handle.db, id);
    expect(await handle.db.selectFrom("users").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await handle.db.selectFrom("sessions").select("user_id").where("user_id", "=", id).execute()).toEqual([]);
    expect(await handle.db.selectFrom("auth_attempts").select("id").where("email", "=", "sai@exemplo.com").execute()).toEqual([]);
  });
});
