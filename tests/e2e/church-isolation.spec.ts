import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { sql, type Kysely } from "kysely";
import routeConfig from "#app/routes.ts";
import { openDatabase } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { scrapeForms, type ScrapedForm } from "../hostile/html.ts";
import { Members } from "../hostile/members.ts";
import { enumerateRoutes, type KnownRoute } from "../hostile/routes.ts";
import { churchThings, secondChurchElsewhere, snapshotOf, type ChurchThings } from "../support/church-things.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Isolation proved (issue 50, decision 0065): every route and form of the church areas, as the
 * leaders and members of church A and as the pastor of A's district, against the ids, slugs and
 * codes of church B (in another district): every page answer is a refusal (401/403/404) or a
 * page that shows nothing of B, every form answer is a refusal, and nothing of B changes. Built
 * from app/routes.ts and the forms the pages show, so a new route or form is covered. Runs on
 * both engines; on PostgreSQL the server serves as a role the row-level security binds.
 */

/** Public by design: a church's own page is for everyone (the issue's /igrejas/{slug}). */
const PUBLIC_CHURCH_PAGES = new Set(["/igrejas/:slug"]);

/** Answers that refuse: a visitor sent to log in counts too. */
const REFUSALS = new Set([301, 302, 303, 307, 308, 400, 401, 403, 404, 405, 409, 410, 422]);

let server: RunningServer;
let db: Kysely<Database>;
let members: Members;
let a: ChurchThings;
let b: ChurchThings;
/** Who asks, by role in church A (the session cookies of Members, by index). */
const VIEWERS = ["secretaria, tesouraria e comunicação de A", "pastor do distrito de A", "diretor do clube de A", "membro de A"] as const;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({}, join(mkdtempSync(join(tmpdir(), "lampada-isolation-")), "server.log"));
  db = openDatabase(server.databaseUrl).db;
  members = new Members(db);
  await members.create(VIEWERS.length + 1);
  const viewers = VIEWERS.map((_, i) => members.id(i));
  const bMember = members.id(VIEWERS.length);
  const churchB = await secondChurchElsewhere(db);
  a = await churchThings(db, "first", { office: viewers[0]!, pastor: viewers[1]!, director: viewers[2]!, member: viewers[3]!, secret: "COISA-DE-A" });
  b = await churchThings(db, churchB, { office: bMember, pastor: null, director: bMember, member: bMember, secret: "SEGREDO-DE-B" });
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

function cookieOf(viewer: number): string {
  return members.cookie(viewer);
}

async function get(path: string, viewer: number): Promise<{ status: number; body: string }> {
  const response = await fetch(server.url + path, { headers: { cookie: cookieOf(viewer) }, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

/** Every value of B a request could name: ids, slugs, codes, numbers. */
function bValues(): string[] {
  return [...new Set(Object.values(b.names))];
}

function filled(route: KnownRoute, value: string): string {
  return route.pattern.replace(/:[a-zA-Z]+\??/g, encodeURIComponent(value)).replace("*", encodeURIComponent(value));
}

test("no page of A, nor any address with B's ids, slugs or codes, shows anything of church B", async () => {
  test.setTimeout(600_000);
  const routes = enumerateRoutes(routeConfig, "app").filter((r) => r.hasLoader || r.hasPage);
  const leaks: string[] = [];
  for (let viewer = 0; viewer < VIEWERS.length; viewer++) {
    for (const route of routes) {
      if (PUBLIC_CHURCH_PAGES.has(route.pattern)) continue;
      const paths = route.params.length === 0 ? [route.pattern] : bValues().map((value) => filled(route, value));
      for (const path of paths) {
        const { status, body } = await get(path, viewer);
        if (body.includes(b.secret)) leaks.push(`${VIEWERS[viewer]}: GET ${path} → ${status}, mostra o que é de B`);
        else if (route.params.length > 0 && !REFUSALS.has(status) && status !== 200) leaks.push(`${VIEWERS[viewer]}: GET ${path} → ${status}`);
      }
    }
  }
  expect(leaks).toEqual([]);
});

/** The forms A's people see on their own pages (with A's ids in them), to send with B's instead. */
async function formsOf(viewer: number): Promise<ScrapedForm[]> {
  const forms: ScrapedForm[] = [];
  const pages = [
    ...a.pages,
    ...enumerateRoutes(routeConfig, "app")
      .filter((r) => r.hasPage && r.params.length === 0)
      .map((r) => r.pattern),
  ];
  for (const page of new Set(pages)) {
    const { status, body } = await get(page, viewer);
    if (status === 200) forms.push(...scrapeForms(body, server.url + page).filter((f) => f.method === "POST"));
  }
  return forms;
}

/** A member may choose any church as theirs (/perfil, /igrejas/{slug}): the one form meant to name another church. */
const CHOOSING_A_CHURCH = "igreja";

/** The fields of a form that name a thing of A (its ids and codes, as the page wrote them). */
function namingFields(form: ScrapedForm): string[] {
  const aValues = new Set(Object.values(a.names));
  return form.fields.filter((f) => f.name !== CHOOSING_A_CHURCH && f.values.some((v) => aValues.has(v))).map((f) => f.name);
}

/** A's form sent as A's page wrote it, but naming B's things: in a field, or in its address. */
function withBsNames(form: ScrapedForm): Array<{ action: string; body: URLSearchParams }> {
  const bodyWith = (field: string | null, value: string) => {
    const body = new URLSearchParams();
    for (const f of form.fields) body.append(f.name, f.name === field ? value : (f.values[0] ?? ""));
    return body;
  };
  return [
    ...namingFields(form).flatMap((field) => bValues().map((value) => ({ action: form.action, body: bodyWith(field, value) }))),
    ...a.swapInPath(form.action, b).map((action) => ({ action, body: bodyWith(null, "") })),
  ];
}

/** What refuses a form: a 4xx (a success's redirect is not one). */
const refused = (status: number) => status >= 400 && status < 500;

test("every form of A sent with B's ids, slugs and codes is refused and changes nothing of B", async () => {
  test.setTimeout(900_000);
  const before = await snapshotOf(db, b);
  const accepted: string[] = [];
  let sent = 0;
  for (let viewer = 0; viewer < VIEWERS.length; viewer++) {
    for (const form of await formsOf(viewer)) {
      for (const { action, body } of withBsNames(form)) {
        await sql`delete from rate_limits`.execute(db);
        const response = await fetch(server.url + action, {
          method: "POST",
          body,
          headers: { cookie: cookieOf(viewer), origin: server.url, "content-type": "application/x-www-form-urlencoded" },
          redirect: "manual",
        });
        await response.arrayBuffer();
        sent++;
        if (!refused(response.status)) accepted.push(`${VIEWERS[viewer]}: POST ${action} ${body.toString().slice(0, 160)} → ${response.status}`);
      }
    }
  }
  console.log(`church isolation: ${sent} forms sent naming B's things`);
  expect(sent).toBeGreaterThan(100);
  expect(accepted).toEqual([]);
  expect(await snapshotOf(db, b)).toEqual(before);
});
