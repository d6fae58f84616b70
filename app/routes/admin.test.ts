import { beforeAll, expect, it } from "vitest";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { grantRole, theConference } from "#app/areas/accounts/roles.store.server.ts";
import { loadConfig } from "#app/platform/config/config.ts";
import { routeContext } from "#tests/support/route-context.ts";
import { sessionCookiePair } from "#tests/support/session-cookie.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import * as hub from "./admin.tsx";
import * as mensagens from "./admin.mensagens.tsx";
import * as noticias from "./admin.noticias.tsx";

/**
 * The one admin guard (decision 0042) as the admin pages meet it: a visitor is sent to the
 * login, a member without the role gets 403, an admin gets the page, and a database that fails
 * is an error (500 through the error boundary), never a refusal such as 404.
 */
describeStorage("the admin guard", { members: { admin: {}, member: {} } }, (storage) => {
  const cookies = { visitor: "", member: "", admin: "" };
  type Who = keyof typeof cookies;

  beforeAll(async () => {
    const now = new Date();
    await storage.db
      .updateTable("users")
      .set({ email_confirmed_at: now.toISOString(), password_set_at: now.toISOString() })
      .where("id", "=", "admin")
      .execute();
    const conference = await theConference(storage.db);
    expect(await grantRole(storage.db, { email: "admin@exemplo.com", role: "admin", scopeId: conference, grantedBy: null }, now)).toBe("granted");
    cookies.member = sessionCookiePair(await createSession(storage.db, "member", now));
    cookies.admin = sessionCookiePair(await createSession(storage.db, "admin", now));
  });

  /** The database of the test, or one whose queries of a table (every query without one) throw as a failing server would. */
  const database = (failing?: string) =>
    failing === undefined
      ? storage.db
      : storage.db.withPlugin({
          transformQuery({ node }) {
            if (failing === "*" || JSON.stringify(node).includes(`"${failing}"`)) throw new Error("connection to the database lost");
            return node;
          },
          transformResult: ({ result }) => Promise.resolve(result),
        });

  const args = (who: Who, method: "GET" | "POST", failing?: string) => ({
    request: new Request("http://localhost/admin/noticias", {
      method,
      headers: { Cookie: cookies[who], ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: method === "POST" ? new URLSearchParams({ intent: "salvar", titulo: "Invadido" }) : undefined,
    }),
    context: routeContext({ name: storage.name, engine: storage.engine, db: database(failing) }, loadConfig({})),
    params: {},
  });

  /** What a loader or action threw (or answered), as the status it becomes. */
  async function outcome(run: () => Promise<unknown>): Promise<number | Error> {
    try {
      const answer = await run();
      return (answer as { init?: { status?: number } } | null)?.init?.status ?? 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      if ((thrown as { type?: string }).type === "DataWithResponseInit") return (thrown as { init: { status: number } }).init.status;
      return thrown as Error;
    }
  }

  const pages = [
    ["/admin", (who: Who, failing?: string) => hub.loader(args(who, "GET", failing) as never)],
    ["/admin/mensagens", (who: Who, failing?: string) => mensagens.loader(args(who, "GET", failing) as never)],
    ["a post to /admin/mensagens", (who: Who, failing?: string) => mensagens.action(args(who, "POST", failing) as never)],
    ["/admin/noticias", (who: Who, failing?: string) => noticias.loader(args(who, "GET", failing) as never)],
    ["a post to /admin/noticias", (who: Who, failing?: string) => noticias.action(args(who, "POST", failing) as never)],
  ] as const;

  it("sends visitors to the login, answers 403 to members without the role and lets an admin in", async () => {
    for (const [page, run] of pages) {
      expect(await outcome(() => run("visitor")), `visitor at ${page}`).toBe(302);
      expect(await outcome(() => run("member")), `member at ${page}`).toBe(403);
      expect(await outcome(() => run("admin")), `admin at ${page}`).not.toBeInstanceOf(Error);
    }
    expect(await outcome(() => hub.loader(args("admin", "GET") as never))).toBe(200);
  });

  it("lets a failing database be an error, not a 404 or any other refusal", async () => {
    for (const [page, run] of pages) {
      for (const who of ["member", "admin"] as const) {
        for (const failing of ["church_roles", "*"]) {
          const result = await outcome(() => run(who, failing));
          expect(result, `${who} at ${page}, ${failing} failing`).toBeInstanceOf(Error);
          expect((result as Error).message).toBe("connection to the database lost");
        }
      }
    }
  });
});
