import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "../../../tests/support/test-databases.ts";
import { createSession, deleteSession, getSessionUser, hashToken, SESSION_COOKIE, sessionCookie } from "./session.server.ts";

const DAY = 86_400_000;
const requestWith = (token: string) => new Request("http://localhost/", { headers: { Cookie: `a=b; ${SESSION_COOKIE}=${token}` } });

describe.each(testDatabases)("sessions on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-01-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    await insertTestUser(handle.db, "u1", { email: "ana@exemplo.com", name: "Ana", createdAt: t0 });
  });
  afterAll(() => handle.close());

  it("stores only the token's hash and finds the user by the cookie", async () => {
    const token = await createSession(handle.db, "u1", t0);
    const stored = await handle.db.selectFrom("sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect(await getSessionUser(handle.db, requestWith(token), t0)).toEqual({ id: "u1", name: "Ana", email: "ana@exemplo.com" });
  });

  it("expires after 30 days without use and slides while used", async () => {
    const token = await createSession(handle.db, "u1", t0);
    expect(await getSessionUser(handle.db, requestWith(token), new Date(t0.getTime() + 29 * DAY))).not.toBeNull();
    // Used on day 29, so it now lasts until day 59.
    expect(await getSessionUser(handle.db, requestWith(token), new Date(t0.getTime() + 58 * DAY))).not.toBeNull();
    const idle = await createSession(handle.db, "u1", t0);
    expect(await getSessionUser(handle.db, requestWith(idle), new Date(t0.getTime() + 30 * DAY))).toBeNull();
  });

  it("forgets a deleted session and unknown tokens", async () => {
    const token = await createSession(handle.db, "u1", t0);
    await deleteSession(handle.db, requestWith(token));
    expect(await getSessionUser(handle.db, requestWith(token), t0)).toBeNull();
    expect(await getSessionUser(handle.db, requestWith("forged"), t0)).toBeNull();
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure when asked", () => {
    expect(sessionCookie("t", false)).toBe(`${SESSION_COOKIE}=t; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    expect(sessionCookie("t", true)).toMatch(/; Secure$/);
  });
});
