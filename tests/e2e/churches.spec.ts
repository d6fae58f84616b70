import { randomUUID } from "node:crypto";
import { expect, test as base, type Page } from "@playwright/test";
import { hydrated } from "../support/hydration.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";
import { addChurch, addDistrict } from "#app/areas/churches/churches.store.server.ts";
import { SIGN_UP_PATH } from "#app/areas/accounts/auth-mode.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Many churches, one portal (issue 50): /igrejas finds them, /igrejas/{slug} shows one, and
 * "Esta é minha igreja" and /perfil's 'Minha igreja' choose one. On a server of its own: the
 * suite's other specs, running beside it, see the one church of a fresh database.
 */
let suiteDatabase: string | undefined;

/** This file's own server (a worker fixture: it is up before the pages' `baseURL` is asked for). */
const test = base.extend<object, { churchServer: RunningServer }>({
  churchServer: [
    async ({ browserName: _browser }, provide) => {
      const server = await startServer({ TRUST_PROXY: "1" });
      await provide(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ churchServer }, provide) => provide(churchServer.url),
});

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ churchServer }) => {
  // This file's helpers (members.ts) reach its own server's database while it runs; the worker's next file gets the suite's back.
  suiteDatabase = process.env.E2E_DATABASE_URL;
  process.env.E2E_DATABASE_URL = churchServer.databaseUrl;
});

test.afterAll(() => {
  process.env.E2E_DATABASE_URL = suiteDatabase;
});

const SECOND = { slug: `igreja-campinas-${randomUUID().slice(0, 6)}`, name: "Igreja Adventista de Campinas", city: "Campinas" };
const NEWS_TITLE = "Semana de oração em Campinas";
let secondId = "";

async function pointsShown(page: Page): Promise<string> {
  const figures = page.getByRole("region", { name: "Pontos e conquistas" }).getByRole("definition");
  return (await figures.nth(1).textContent()) ?? "";
}

test("with one church the sign-up form asks nothing about it", async ({ page }) => {
  const db = testDatabase();
  const churches = await db.selectFrom("churches").select("id").execute();
  await db.destroy();
  expect(churches).toHaveLength(1);
  await page.goto(SIGN_UP_PATH);
  await expect(page.getByRole("button", { name: "Criar Conta" })).toBeVisible();
  await expect(page.getByLabel("Sua igreja")).toHaveCount(0);
});

test.describe("with two churches", () => {
  test.beforeAll(async () => {
    const db = testDatabase();
    const district = await db.selectFrom("districts").select("id").orderBy("created_at").limit(1).executeTakeFirstOrThrow();
    const church = await addChurch(db, { ...SECOND, districtId: district.id, latitude: -22.9099, longitude: -47.0626 }, new Date());
    secondId = church.id;
    const now = new Date().toISOString();
    await db
      .insertInto("church_news")
      .values({
        id: randomUUID(),
        title: NEWS_TITLE,
        summary: "Todas as noites às 19h30.",
        day: now.slice(0, 10),
        category: "Eventos",
        link: null,
        body: "Venha!",
        published: 1,
        created_at: now,
        updated_at: now,
        church_id: church.id,
      })
      .execute();
    await db.destroy();
  });

  test("/igrejas lists both, finds one by its city, and sorts the nearest first", async ({ page, context }) => {
    await page.goto("/igrejas");
    await hydrated(page);
    const list = page.getByRole("list", { name: "Igrejas" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await page.getByLabel("Buscar igreja por nome ou cidade").fill("CAMPÍNAS");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("link", { name: SECOND.name })).toBeVisible();
    await page.getByLabel("Buscar igreja por nome ou cidade").fill("Manaus");
    await expect(page.getByText("Nenhuma igreja encontrada para “Manaus”.")).toBeVisible();

    // Without JavaScript the search is a GET form: the address carries it.
    await page.goto("/igrejas?q=campinas");
    await expect(list.getByRole("listitem")).toHaveCount(1);

    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -22.9, longitude: -47.06 });
    await page.goto("/igrejas");
    await hydrated(page);
    await page.getByRole("button", { name: "Usar minha localização" }).click();
    await expect(page.getByText("Igrejas mais próximas primeiro.")).toBeVisible();
    await expect(list.getByRole("listitem").first()).toContainText(SECOND.name);
    await expect(list.getByRole("listitem").first()).toContainText("de você");
  });

  test("a church's page shows its news, and a visitor's 'Esta é minha igreja' stays", async ({ page, context }) => {
    await page.goto(`/igrejas/${SECOND.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: SECOND.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Notícias" }).getByText(NEWS_TITLE)).toBeVisible();
    await page.getByRole("button", { name: "Esta é minha igreja" }).click();
    await expect(page.getByText("Esta é a sua igreja.")).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "igreja");
    // React Router's cookie: the value as JSON in base64.
    expect(JSON.parse(Buffer.from(decodeURIComponent(cookie?.value ?? ""), "base64").toString("utf8"))).toBe(SECOND.slug);
    await page.reload();
    await expect(page.getByText("Esta é a sua igreja.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Esta é minha igreja" })).toHaveCount(0);

    await page.goto("/igrejas/nao-existe");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  });

  test("a member moves church at /perfil and keeps the points their profile shows", async ({ page, context, baseURL }) => {
    const id = await createMember("Marta Campos");
    const db = testDatabase();
    await db
      .insertInto("member_stats")
      .values({ user_id: id, points: 150, streak_current: 4 })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ points: 150, streak_current: 4 }))
      .execute();
    await db.destroy();
    await logInAs(context, baseURL!, id);
    await page.goto("/perfil");
    await hydrated(page);
    expect(await pointsShown(page)).toBe("150");
    const section = page.getByRole("region", { name: "Minha igreja" });
    await section.getByLabel("Sua igreja").selectOption(SECOND.slug);
    await section.getByRole("button", { name: "Salvar igreja" }).click();
    await expect(section.getByText(`Sua igreja agora é ${SECOND.name}.`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Minha igreja" }).getByLabel("Sua igreja")).toHaveValue(SECOND.slug);
    expect(await pointsShown(page)).toBe("150");
    const check = testDatabase();
    const row = await check.selectFrom("users").select("home_church_id").where("id", "=", id).executeTakeFirstOrThrow();
    await check.destroy();
    expect(row.home_church_id).toBe(secondId);
  });

  test("the conference's page shows both churches' clubs' monthly reports and their spreadsheet; a district's pastor sees only theirs", async ({
    page,
    context,
    baseURL,
  }) => {
    const db = testDatabase();
    const first = await db.selectFrom("churches").select(["id", "district_id"]).where("id", "<>", secondId).executeTakeFirstOrThrow();
    const conference = await db.selectFrom("conferences").select("id").executeTakeFirstOrThrow();
    // The second church in a district of its own, so the first one's pastor is outside it.
    const district = await addDistrict(db, conference.id, "Distrito de Campinas", new Date());
    await db.updateTable("churches").set({ district_id: district }).where("id", "=", secondId).execute();
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });
    const now = new Date().toISOString();
    const club = async (church: string, name: string, marks: string[]) => {
      const clubId = randomUUID();
      await db
        .insertInto("clubs")
        .values({
          id: clubId,
          name,
          church: "—",
          city: "—",
          region: "—",
          invite_code: randomUUID().slice(0, 6).toUpperCase(),
          created_at: now,
          church_id: church,
        } as never)
        .execute();
      const meeting = randomUUID();
      await db
        .insertInto("club_meetings")
        .values({ id: meeting, club_id: clubId, day: today, kind: "regular", recorded_by: "—", created_at: now } as never)
        .execute();
      for (const [n, status] of marks.entries()) {
        const person = randomUUID();
        await db
          .insertInto("club_people")
          .values({
            id: person,
            club_id: clubId,
            user_id: null,
            roster_name: `${name} ${n}`,
            birth_year: 2014,
            role: "desbravador",
            status: "ativo",
            created_at: now,
          } as never)
          .execute();
        await db
          .insertInto("club_attendance")
          .values({ meeting_id: meeting, person_id: person, status } as never)
          .execute();
      }
    };
    await club(first.id, "Clube Águia", ["presente", "presente"]);
    await club(secondId, "Clube Lince", ["presente", "falta"]);
    const staff = await createMember("Equipe da Associação");
    const pastor = await createMember("Pastor Paulo");
    const grant = (user: string, role: string, scope: string, scopeId: string) =>
      db
        .insertInto("church_roles")
        .values({ id: randomUUID(), user_id: user, role, scope, scope_id: scopeId, granted_by: null, granted_at: now })
        .execute();
    await grant(staff, "admin", "conference", conference.id);
    await grant(pastor, "pastor", "district", first.district_id);
    await db.destroy();

    await logInAs(context, baseURL!, staff);
    await page.goto("/conferencia");
    const table = page.getByRole("table", { name: "Relatórios dos clubes" });
    await expect(table.getByRole("row").filter({ hasText: "Clube Águia" })).toContainText("100%");
    await expect(table.getByRole("row").filter({ hasText: "Clube Lince" })).toContainText("50%");
    await expect(table.getByRole("row").filter({ hasText: "Associação" })).toContainText("3/4");
    await expect(page.getByRole("table", { name: "Igrejas" }).getByRole("row")).toHaveCount(3);
    const sheet = await page.request.get("/conferencia.csv");
    expect(sheet.headers()["content-type"]).toContain("text/csv");
    const text = await sheet.text();
    expect(text).toContain('"Clube Águia";"1";"2";"2";"2";"100%"');
    expect(text).toContain('"Clube Lince";"1";"2";"1";"2";"50%"');

    await logInAs(context, baseURL!, pastor);
    await page.goto("/conferencia");
    await expect(page.getByRole("table", { name: "Relatórios dos clubes" })).toContainText("Clube Águia");
    await expect(page.getByRole("table", { name: "Relatórios dos clubes" })).not.toContainText("Clube Lince");

    const member = await createMember("Membro Comum");
    await logInAs(context, baseURL!, member);
    expect((await page.request.get("/conferencia")).status()).toBe(403);
  });
});
