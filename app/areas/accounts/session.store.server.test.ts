import { describe, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { sessionCookiePair } from "#tests/support/session-cookie.ts";
import { deviceLabel } from "./device.ts";
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  getSessionUser,
  hashToken,
  listActiveSessions,
  clearedSessionCookie,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookie,
} from "./session.store.server.ts";

const DAY = 86_400_000;
const requestWith = (token: string) => new Request("http://localhost/", { headers: { Cookie: `a=b; ${sessionCookiePair(token)}` } });
const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

const t0 = new Date("2026-01-01T12:00:00Z");
const members = {
  u1: { email: "ana@exemplo.com", name: "Ana", createdAt: t0 },
  u2: { email: "bia@exemplo.com", name: "Bia", createdAt: t0 },
};

describeStorage("sessions", { members }, (storage) => {
  const at = (days: number) => new Date(t0.getTime() + days * DAY);

  it("stores only the token's hash and finds the user by the cookie", async () => {
    const token = await createSession(storage.db, "u1", t0);
    const stored = await storage.db.selectFrom("sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect(await getSessionUser(storage.db, requestWith(token), t0)).toEqual({
      id: "u1",
      name: "Ana",
      email: "ana@exemplo.com",
      emailConfirmed: false,
      admin: false,
      homeChurchId: null,
    });
  });

  it("says, in the same statement, whether the account holds a church role (for the menu)", async () => {
    const token = await createSession(storage.db, "u2", t0);
    expect((await getSessionUser(storage.db, requestWith(token), t0))?.admin).toBe(false);
    await storage.db
      .insertInto("church_roles")
      .values({ id: "r1", user_id: "u2", role: "tesouraria", scope: "church", scope_id: "c1", granted_by: null, granted_at: t0.toISOString() })
      .execute();
    expect((await getSessionUser(storage.db, requestWith(token), t0))?.admin).toBe(true);
    await storage.db.deleteFrom("church_roles").where("user_id", "=", "u2").execute();
    expect((await getSessionUser(storage.db, requestWith(token), t0))?.admin).toBe(false);
  });

  it("expires after 30 days without use and slides while used, never past 90 days", async () => {
    const token = await createSession(storage.db, "u1", t0);
    expect(await getSessionUser(storage.db, requestWith(token), at(29))).not.toBeNull();
    // Used on day 29, so it now lasts until day 59; used every few weeks it still ends on day 90.
    expect(await getSessionUser(storage.db, requestWith(token), at(58))).not.toBeNull();
    expect(await getSessionUser(storage.db, requestWith(token), at(85))).not.toBeNull();
    expect(await getSessionUser(storage.db, requestWith(token), at(89.9))).not.toBeNull();
    expect(await getSessionUser(storage.db, requestWith(token), at(90))).toBeNull();
    const idle = await createSession(storage.db, "u1", t0);
    expect(await getSessionUser(storage.db, requestWith(idle), at(30))).toBeNull();
  });

  it("purges ended sessions when a new one starts", async () => {
    const old = await createSession(storage.db, "u2", t0);
    await createSession(storage.db, "u2", at(31));
    const hashes = (await storage.db.selectFrom("sessions").select("token_hash").where("user_id", "=", "u2").execute()).map((r) => r.token_hash);
    expect(hashes).not.toContain(hashToken(old));
  });

  it("forgets a deleted session, unknown tokens and unreadable cookies", async () => {
    const token = await createSession(storage.db, "u1", t0);
    await deleteSession(storage.db, requestWith(token));
    expect(await getSessionUser(storage.db, requestWith(token), t0)).toBeNull();
    expect(await getSessionUser(storage.db, requestWith("forged"), t0)).toBeNull();
    for (const raw of [`${SESSION_COOKIE}=%E0%A4%A`, `${SESSION_COOKIE}=%`, `${SESSION_COOKIE}=${token}`, `${SESSION_COOKIE}=e30%3D`]) {
      expect(await getSessionUser(storage.db, new Request("http://localhost/", { headers: { Cookie: raw } }), t0)).toBeNull();
    }
  });

  it("lists the member's devices, marks this one, and signs out of all of them", async () => {
    const now = at(200);
    const phone = await createSession(storage.db, "u1", now, ANDROID);
    await createSession(storage.db, "u1", new Date(now.getTime() + 1000), null);
    await createSession(storage.db, "u2", now, ANDROID);
    const list = await listActiveSessions(storage.db, "u1", requestWith(phone), new Date(now.getTime() + 2000));
    expect(list).toEqual([
      { device: "Dispositivo desconhecido", lastUsedAt: new Date(now.getTime() + 1000).toISOString(), current: false },
      { device: "Chrome no Android", lastUsedAt: now.toISOString(), current: true },
    ]);
    await deleteAllSessions(storage.db, "u1");
    expect(await listActiveSessions(storage.db, "u1", requestWith(phone), now)).toEqual([]);
    expect(await listActiveSessions(storage.db, "u2", requestWith(phone), now)).toHaveLength(1);
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure when asked", async () => {
    const cookie = await sessionCookie("t", false);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
    expect(await sessionCookie("t", true)).toMatch(/; Secure/);
  });

  it("is __Host-lampada_session over HTTPS (Secure, Path=/, no Domain), and only that name is read there", async () => {
    const cookie = await sessionCookie("t", true);
    expect(cookie).toMatch(/^__Host-lampada_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await clearedSessionCookie(true)).toMatch(/^__Host-lampada_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const value = cookie.split(";")[0]!.split("=")[1]!;
    const over = (origin: string, cookies: string) => new Request(`${origin}/perfil`, { headers: { Cookie: cookies } });
    expect(await readSessionToken(over("https://igreja.exemplo", `__Host-lampada_session=${value}`))).toBe("t");
    expect(await readSessionToken(over("https://igreja.exemplo", `${SESSION_COOKIE}=${value}`))).toBeNull();
    expect(await readSessionToken(over("http://localhost:3000", `${SESSION_COOKIE}=${value}`))).toBe("t");
  });

  it("names devices in Portuguese", () => {
    expect(deviceLabel(ANDROID)).toBe("Chrome no Android");
    expect(deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe(
      "Safari no iPhone/iPad",
    );
    expect(deviceLabel(null)).toBe("Dispositivo desconhecido");
  });
});
