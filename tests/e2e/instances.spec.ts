import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { sql, type Kysely } from "kysely";
import { SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { MESSAGES } from "#app/areas/accounts/fields.ts";
import { getRanking, rankOf } from "#app/areas/gamification/ranking.store.server.ts";
import { POINTS } from "#app/areas/gamification/rules.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { migrations } from "#db/migrations/index.ts";
import type { Database } from "#db/schema.ts";
import { startBibleSourceStandIn, type BibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { freshPostgresDatabase, type FreshDatabase } from "../support/fresh-postgres.ts";
import { RawConnection } from "../support/http-connection.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The portal as several instances on one PostgreSQL database. Two
 * production servers started at once on a fresh database share migrations, sessions, the
 * limiter and the points ledger; a third, with a short REQUEST_TIMEOUT_MS, shows the time
 * limit against a real lock. PostgreSQL pass only (E2E_ENGINE=postgres).
 */
test.skip(process.env.E2E_ENGINE !== "postgres", "several instances share one PostgreSQL database: the postgres pass only");
test.describe.configure({ mode: "serial" });

const PASSWORD = "lampada-forte-1";
let database: FreshDatabase;
let bibleSource: BibleSourceStandIn;
let env: Record<string, string>;
let a: RunningServer;
let b: RunningServer;
let db: Kysely<Database>;

// Each instance is reached at its own port here, so each has its own PUBLIC_URL (startServer's
// default); behind a load balancer they would share the balancer's (decision 0041).
const startInstance = (name: string, extra: Record<string, string> = {}) => startServer({ ...env, ...extra }, `test-results/instance-${name}.log`);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bibleSource = await startBibleSourceStandIn();
  database = await freshPostgresDatabase("lampada_instances");
  env = { DATABASE_URL: database.url, BIBLE_SOURCE_URL: bibleSource.url };
  // At once: both run the migrations on the same empty database.
  [a, b] = await Promise.all([startInstance("a"), startInstance("b")]);
  db = openDatabase(database.url).db;
});

test.afterAll(async () => {
  await db?.destroy();
  await Promise.all([a?.stop(), b?.stop()]);
  await bibleSource?.close();
  await database?.drop();
});

/** What a browser posting a form sends. */
function post(server: RunningServer, path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(server.url + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

/** A member's own navigation (Sec-Fetch-Site: none), the only kind that pays a reading. */
function navigate(server: RunningServer, path: string, cookie?: string) {
  return fetch(server.url + path, { headers: { "Sec-Fetch-Site": "none", ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" });
}

/** Signs up through the form's action (which logs no one in), then logs in: the e-mail, and the session cookie (`name=value`). */
async function signUp(server: RunningServer, name: string): Promise<{ email: string; cookie: string }> {
  const email = `instancias-${randomBytes(5).toString("hex")}@exemplo.com`;
  const response = await post(server, "/login", { intent: "signup", nome: name, idade: "25", email, senha: PASSWORD, confirmarSenha: PASSWORD });
  expect(response.status).toBe(302);
  return { email, cookie: await logIn(server, email) };
}

function sessionOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeTruthy();
  return cookie!.split(";")[0]!;
}

/** Logs in through the login form's action; returns the session cookie (`name=value`). */
async function logIn(server: RunningServer, email: string): Promise<string> {
  const response = await post(server, "/login", { intent: "login", email, senha: PASSWORD });
  expect(response.status).toBe(302);
  return sessionOf(response);
}

async function userId(email: string): Promise<string> {
  return (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

/** Columns, indexes, constraints, triggers and functions of the public schema, as text. */
async function schemaOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ item: string }>(`
      select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as item
        from information_schema.columns where table_schema = 'public'
      union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
      union all select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
      union all select 'trigger ' || tgname || ' on ' || tgrelid::regclass from pg_trigger where not tgisinternal
      union all select 'function ' || proname || ' ' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
      order by item`);
    return rows.map((r) => r.item);
  } finally {
    await client.end();
  }
}

test("two instances started at once both migrate the same database, each migration once, to the schema one instance builds", async () => {
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  // The same migrations run by one process alone on another fresh database.
  const reference = await freshPostgresDatabase("lampada_instances_ref");
  try {
    const single = openDatabase(reference.url).db;
    await migrateToLatest(single);
    await single.destroy();
    expect(await schemaOf(database.url)).toEqual(await schemaOf(reference.url));
  } finally {
    await reference.drop();
  }
  for (const server of [a, b]) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

test("a session made on one instance is valid on the other, and logging out on the other ends it on the first", async () => {
  // The sign-up on A logs in: its session is the one used on B.
  const { email, cookie } = await signUp(a, "Helena Duarte");
  const onB = await fetch(`${b.url}/`, { headers: { Cookie: cookie } });
  expect(onB.status).toBe(200);
  expect(onB.headers.get("cache-control")).toBe("private, no-store");
  expect(await onB.text()).toContain("Helena");

  const logout = await post(b, "/sair", {}, cookie);
  expect(logout.status).toBe(302);
  expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
  // The browser still sending the old cookie to A is a visitor there now.
  const onA = await fetch(`${a.url}/`, { headers: { Cookie: cookie } });
  const page = await onA.text();
  expect(page).not.toContain("Helena");
  expect(page).toContain("Visitante");
  const left = await db
    .selectFrom("sessions")
    .select("token_hash")
    .where("user_id", "=", await userId(email))
    .execute();
  expect(left).toEqual([]);
});

test("5 wrong passwords spread over both instances lock the pair; the lock holds on both and after a restart", async () => {
  const { email } = await signUp(b, "Caio Prado");
  const sessionsOf = async () =>
    db
      .selectFrom("sessions")
      .select("token_hash")
      .where("user_id", "=", await userId(email))
      .execute();
  // Only the sign-up's session: no refused login may add one.
  const signedUp = await sessionsOf();
  expect(signedUp).toHaveLength(1);
  // Five wrong passwords at once, alternating instances: each is counted once, none refused yet.
  const wrong = await Promise.all([a, b, a, b, a].map((server) => post(server, "/login", { intent: "login", email, senha: "senha-errada-1" })));
  expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  for (const response of wrong) expect(await response.text()).toContain(MESSAGES.wrongCredentials);

  for (const server of [b, a]) {
    const right = await post(server, "/login", { intent: "login", email, senha: PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(await right.text()).toContain("Muitas tentativas. Tente novamente em 15 minutos.");
  }

  await b.stop();
  b = await startInstance("b-restarted");
  const afterRestart = await post(b, "/login", { intent: "login", email, senha: PASSWORD });
  expect(afterRestart.status).toBe(429);
  expect(await afterRestart.text()).toContain("Muitas tentativas.");
  expect(await sessionsOf()).toEqual(signedUp);
});

test("the same paid readings on both instances at once are paid once; points and the ranking match the ledger", async () => {
  test.setTimeout(120_000);
  const members = await Promise.all(["Rute Lima", "Davi Nunes", "Ester Gomes"].map((name) => signUp(a, name)));
  const sessions = await Promise.all(members.map((m, i) => logIn(i % 2 ? a : b, m.email)));
  const DEVOTIONAL = "/devocional/2025-10-01-refugio";
  const CHAPTERS = ["/biblia/gn/1?versao=ACF", "/biblia/gn/2?versao=ACF", "/biblia/ex/3?versao=ACF"];
  const LESSON = "/escola-sabatina/adultos/1/sexta";

  // Every member, on both instances, twice each, all at once: the same devotional, the same
  // chapters (the first read of each book also fetches and stores it on both instances), the
  // same lesson completed; and each writes a different note on each instance (a note pays as
  // the member's n-th note held).
  const requests: Array<Promise<Response>> = [];
  const notes: Array<Promise<Response>> = [];
  for (const cookie of sessions) {
    for (const [index, server] of [a, b, a, b].entries()) {
      requests.push(navigate(server, DEVOTIONAL, cookie));
      for (const chapter of CHAPTERS) requests.push(navigate(server, chapter, cookie));
      requests.push(post(server, LESSON, {}, cookie));
      notes.push(
        post(server, "/perfil/notas", { intent: "nota-criar", titulo: `Nota ${index + 1}`, referencia: "Jo 3:16", conteudo: "Texto." }, cookie),
      );
    }
  }
  const statuses = (await Promise.all(requests)).map((r) => r.status);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  // A chapter pays when the reader reports it read, not when it opens (decision 0058): every
  // member reports each chapter on both instances, twice each, all at once.
  const readings: Array<Promise<Response>> = [];
  for (const cookie of sessions)
    for (const server of [a, b, a, b]) for (const chapter of CHAPTERS) readings.push(post(server, `${chapter.split("?")[0]}/leitura`, {}, cookie));
  expect((await Promise.all(readings)).map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  const noteStatuses = (await Promise.all(notes)).map((r) => r.status);
  expect(noteStatuses.filter((s) => s >= 400)).toEqual([]);

  const NOTES = 4;
  const expected = POINTS.devotionalRead + CHAPTERS.length * POINTS.chapterRead + POINTS.lessonCompleted + NOTES * POINTS.noteCreated;
  for (const { email } of members) {
    const id = await userId(email);
    const awards = await db.selectFrom("awards").select(["source", "subject", "points"]).where("user_id", "=", id).execute();
    const bySource = (source: string) => awards.filter((award) => award.source === source);
    expect(bySource("devotional")).toHaveLength(1);
    expect(bySource("chapter")).toHaveLength(CHAPTERS.length);
    expect(bySource("lesson")).toHaveLength(1);
    expect(
      bySource("note")
        .map((award) => award.subject)
        .sort(),
    ).toEqual(["nota-1", "nota-2", "nota-3", "nota-4"]);
    const ledger = awards.reduce((sum, award) => sum + award.points, 0);
    const achievements = bySource("achievement").reduce((sum, award) => sum + award.points, 0);
    expect(ledger).toBe(expected + achievements);
    const stats = await db.selectFrom("member_stats").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();
    expect(stats.points).toBe(ledger);
    expect([stats.chapters_read, stats.devotionals_read, stats.studies_completed, stats.notes_created]).toEqual([CHAPTERS.length, 1, 1, NOTES]);
  }

  // The ranking's counts (ranking_points, kept by triggers) agree with member_stats…
  const counts = await sql<{ points: number; id_prefix: string; members: number }>`
    select points, id_prefix, members from ranking_points order by points, id_prefix`.execute(db);
  const fromStats = await sql<{ points: number; id_prefix: string; members: number }>`
    select points, '' as id_prefix, count(*)::int as members from member_stats group by points
    union all select points, substr(user_id, 1, 2), count(*)::int from member_stats group by points, substr(user_id, 1, 2)
    order by points, id_prefix`.execute(db);
  expect(counts.rows).toEqual(fromStats.rows);
  // …and every member's position is their place in the ranking list.
  const ranking = await getRanking(db, 100);
  for (const [index, row] of ranking.entries()) expect(await rankOf(db, row.userId)).toBe(index + 1);
});

test("a request held up by the database gets the 503 page at REQUEST_TIMEOUT_MS, and the instance serves again once it is free", async () => {
  const LIMIT_MS = 1500;
  // Signed up and logged in on A (a password's hashing alone may pass 1.5 s on a busy machine).
  const cookie = await logIn(a, (await signUp(a, "Paulo Reis")).email);
  const c = await startInstance("c", { REQUEST_TIMEOUT_MS: String(LIMIT_MS) });
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  const connection = await RawConnection.open(Number(new URL(c.url).port));
  try {
    // Every member's request reads the sessions table first.
    await locker.query("begin");
    await locker.query("lock table sessions in access exclusive mode");
    const started = performance.now();
    const held = await connection.get("/", { Cookie: cookie });
    const elapsed = performance.now() - started;
    expect(held.head).toMatch(/^HTTP\/1\.1 503/);
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 50);
    expect(elapsed).toBeLessThan(LIMIT_MS + 3000);
    expect(held.head).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(held.head).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(held.head).toMatch(/\r\ncontent-security-policy: /i);
    expect(Buffer.from(held.body, "latin1").toString("utf8")).toContain("Serviço indisponível no momento");
    // What does not wait on that table is still answered.
    expect((await fetch(`${c.url}/healthz`)).status).toBe(200);

    await locker.query("rollback");
    // The held request's query runs now; wait until nothing waits on a lock in this database.
    await expect
      .poll(async () =>
        Number(
          (
            await db
              .selectNoFrom(
                sql<number>`(select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock')`.as("n"),
              )
              .executeTakeFirstOrThrow()
          ).n,
        ),
      )
      .toBe(0);
    // The same connection gets the next answer, the member's page, and nothing else.
    const next = await connection.get("/", { Cookie: cookie });
    expect(next.head).toMatch(/^HTTP\/1\.1 200/);
    expect(Buffer.from(next.body, "latin1").toString("utf8")).toContain("Paulo");
    expect(next.received.indexOf("HTTP/1.1")).toBe(0);
    expect(next.received.lastIndexOf("HTTP/1.1")).toBe(0);
    expect(connection.unasked()).toBe("");
  } finally {
    connection.close();
    await locker.end();
    await c.stop();
  }
});
