import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { adminServerEnv, logInAsAdmin, nonAdminCookieHeader } from "../support/admins.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { zipOf } from "../support/zip-writer.ts";
import { localDate } from "#app/platform/site/time-zone.ts";

/**
 * A real Sabbath School quarter (decision 0045), against a server of its own: the fixture quarter
 * (tests/fixtures/lessons/pt/2026-04, our own words, in the layout of the public
 * sabbath-school-lessons repository) imported by `npm run lessons:import` and at
 * /admin/escola-sabatina; on a date inside it, 'Lição de hoje' opens that quarter's day, and the
 * weeks, the search and the offline list follow it; a broken quarter is refused whole with its
 * reason; the page is for admins only. The tests run in order.
 *
 * The server has no clock of its own to set, so the fixture's dates are moved, every one by the
 * same whole number of weeks, to make its first week this week (in São Paulo, the tests' zone):
 * today is then a date inside the quarter, and its part of week 1 is 'Lição de hoje'.
 */
test.describe.configure({ mode: "serial" });

let server: RunningServer;
const FIXTURE = "tests/fixtures/lessons/pt/2026-04";
/** The youth's quarter: Sunday 27/09/2026 to Sabbath 03/10/2026. */
const YOUTH_FIXTURE = "tests/fixtures/lessons/pt/2026-04-cq";
const FIRST_DAY: Record<string, number> = { [FIXTURE]: Date.UTC(2026, 9, 3), [YOUTH_FIXTURE]: Date.UTC(2026, 8, 27) };
const DAY_MS = 86_400_000;
const DAY_IDS = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/** Today in São Paulo: where it falls in a fixture's week (0 = its 01.md) and the days that move the fixture's first week to this one. */
function thisWeek(fixture = FIXTURE) {
  const today = localDate(new Date(), "America/Sao_Paulo");
  const todayMs = Date.UTC(today.year, today.month - 1, today.day);
  const first = FIRST_DAY[fixture]!;
  const index = (new Date(todayMs).getUTCDay() - new Date(first).getUTCDay() + 7) % 7;
  return { index, dia: DAY_IDS[new Date(todayMs).getUTCDay()]!, shift: Math.round((todayMs - index * DAY_MS - first) / DAY_MS) };
}

/** The day file of week 1 that is today (01.md is the adults' Sabbath afternoon, the youth's Sunday), its title and day name. */
function todaysFixtureDay(fixture = FIXTURE) {
  const { index, dia } = thisWeek(fixture);
  const text = readFileSync(join(fixture, "01", `0${index + 1}.md`), "utf8");
  const title = /title:\s+(.+)/.exec(text)![1]!.trim();
  const youth = fixture === YOUTH_FIXTURE;
  const names: Record<string, string> = {
    sabado: youth ? "Sábado" : "Sábado à tarde",
    domingo: "Domingo",
    segunda: "Segunda-feira",
    terca: "Terça-feira",
    quarta: "Quarta-feira",
    quinta: "Quinta-feira",
    sexta: "Sexta-feira",
  };
  return { title, name: names[dia]!, dia };
}

/** A copy of a fixture quarter named `folder`, its dates moved to this week; `edit` changes a file. */
function quarterThisWeek(folder: string, edit?: { file: string; change: (text: string) => string | null }, fixture = FIXTURE): string {
  const root = mkdtempSync(join(tmpdir(), "trimestre-"));
  const target = join(root, folder);
  cpSync(fixture, target, { recursive: true });
  const { shift } = thisWeek(fixture);
  const move = (text: string) =>
    text.replace(/(\d{2})\/(\d{2})\/(\d{4})/g, (_, d: string, m: string, y: string) => {
      const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)) + shift * DAY_MS);
      return `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
    });
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || (!entry.name.endsWith(".md") && !entry.name.endsWith(".yml"))) continue;
    const path = join(entry.parentPath, entry.name);
    const moved = move(readFileSync(path, "utf8"));
    const changed = edit && relative(target, path) === edit.file ? edit.change(moved) : moved;
    if (changed === null) rmSync(path);
    else writeFileSync(path, changed);
  }
  return target;
}

/** A zip of quarters' folders, as an admin would make it (each folder inside `prefix`, like src/pt/). */
function zipFolders(folders: string[], prefix = ""): string {
  const files = folders.flatMap((folder) => {
    const name = folder.split("/").pop()!;
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => ({ name: `${prefix}${name}/${relative(folder, join(e.parentPath, e.name))}`, text: readFileSync(join(e.parentPath, e.name)) }));
  });
  const path = join(mkdtempSync(join(tmpdir(), "trimestre-zip-")), `${prefix ? "src" : folders[0]!.split("/").pop()}.zip`);
  writeFileSync(path, zipOf(files));
  return path;
}

test.beforeAll(async () => {
  server = await startServer(adminServerEnv(), "test-results/server-lessons-import.log");
});

test.afterAll(() => server.stop());

/** `npm run lessons:import -- …` against the test server's database: its exit code and output. */
async function importCommand(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/lessons-import.ts", ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** The home's 'Lição de hoje' card. */
const todaysCard = (page: Page) => page.locator("main").filter({ has: page.getByRole("heading", { name: "Lição de hoje" }) });

test("the command imports the quarter: on a date inside it 'Lição de hoje' opens that quarter's day; the weeks, search and offline list follow it", async ({
  page,
}) => {
  const today = todaysFixtureDay();
  // Signed in: visitors' pages are kept by the render cache for up to five minutes (decision 0028).
  await logInAsAdmin(page.context(), server);
  await page.goto(server.url);
  await expect(todaysCard(page).getByRole("link", { name: /^Adultos: .*Exemplo do portal/ })).toBeVisible();

  const imported = await importCommand(quarterThisWeek("2026-04"));
  expect(imported.out).toMatch(/^Escola Sabatina: trimestre 2026-04 "Sementes do Reino" importado — 2 semanas, de \d{4}-\d{2}-\d{2} a/);
  expect(imported.code).toBe(0);

  await page.goto(server.url);
  const link = todaysCard(page).getByRole("link", { name: new RegExp(`^Adultos: ${today.title}`) });
  await expect(link).toContainText("Lição 1 · O semeador sai a semear");
  await expect(link).not.toContainText("Exemplo do portal");
  // The youth's class still follows the shipped example, labelled as such.
  await expect(todaysCard(page).getByRole("link", { name: /^Jovens: / })).toContainText("Exemplo do portal");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${today.name}: ${today.title}`);
  await expect(page.getByText("Adultos · Lição 1: O semeador sai a semear")).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/escola-sabatina/adultos/1/${today.dia}`);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${server.url}/escola-sabatina/adultos`);
  await expect(page.getByText("4º Trimestre 2026: Sementes do Reino")).toBeVisible();
  await expect(page.getByRole("link", { name: /Lição 1 · Semana de .*Esta semana O semeador sai a semear/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Lição 2 · Semana de .* O grão de mostarda/ })).toBeVisible();
  await page.goto(`${server.url}/escola-sabatina/adultos/1/sabado`);
  // The day's Bible reference links to the reader.
  await expect(page.getByRole("link", { name: "Mc 4:3" })).toHaveAttribute("href", "/biblia/mc/4#v3");

  await page.goto(`${server.url}/busca?q=lavrador&tipo=escola-sabatina`);
  await expect(page.getByRole("link", { name: "Uma semente na mão" })).toBeVisible();

  const offline = (await (await page.request.get(`${server.url}/paginas-offline.json`)).json()) as { daily: string[] };
  expect(offline.daily).toContain(`/escola-sabatina/adultos/1/${today.dia}`);
});

test("the command refuses a quarter with a bad date whole, naming the file and the field", async ({ page }) => {
  const broken = quarterThisWeek("2026-04", {
    file: "02/04.md",
    change: (text) => text.replace(/date:\s+\S+/, "date:   31/02/2026").replace("Galhos para as aves", "Título que não entra"),
  });
  const refused = await importCommand(broken);
  await logInAsAdmin(page.context(), server);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain("Importação cancelada, nada foi gravado — 1 problema:");
  expect(refused.out).toContain('2026-04/02/04.md: campo date: data inválida "31/02/2026" (use dd/mm/aaaa)');
  await page.goto(`${server.url}/escola-sabatina/adultos/2/terca`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terça-feira: Galhos para as aves");
});

test("the admin page imports a zip of two quarters side by side; the youth's runs Sunday to Sabbath and shows its verse and questions as boxes", async ({
  page,
}) => {
  const today = todaysFixtureDay(YOUTH_FIXTURE);
  await logInAsAdmin(page.context(), server);
  await page.goto(`${server.url}/admin/escola-sabatina`);
  await expect(page.getByRole("heading", { name: "Trimestres importados (1)" })).toBeVisible();
  // The public repository's layout: src/pt/2026-04 (the adults', again) and src/pt/2026-04-cq (the youth's) in one zip.
  const zip = zipFolders([quarterThisWeek("2026-04"), quarterThisWeek("2026-04-cq", undefined, YOUTH_FIXTURE)], "src/pt/");
  await page.getByLabel("Zip do trimestre").setInputFiles(zip);
  await page.getByRole("button", { name: "Importar", exact: true }).click();
  const report = page.getByRole("status");
  await expect(report.getByText("Trimestre 2026-04 “Sementes do Reino” reimportado: 2 semanas")).toBeVisible();
  await expect(report.getByText("Trimestre 2026-04-cq “Raízes fundas” importado: 1 semana,")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trimestres importados (2)" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 'Lição de hoje' for 'Jovens' opens the youth's real day of this week, named by its own date.
  await page.goto(server.url);
  const link = todaysCard(page).getByRole("link", { name: new RegExp(`^Jovens: ${today.title}`) });
  await expect(link).not.toContainText("Exemplo do portal");
  await link.click();
  await expect(page).toHaveURL(`${server.url}/escola-sabatina/jovens/1/${today.dia}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${today.name}: ${today.title}`);

  // The week opens on Sunday with the memory verse in its box (the picture left out, never as syntax).
  await page.goto(`${server.url}/escola-sabatina/jovens/1/domingo`);
  await expect(page.getByRole("link", { name: "Dia Anterior" })).toHaveCount(0);
  const verse = page.getByRole("figure", { name: "Verso para memorizar" });
  await expect(verse).toContainText("Pois será como a árvore plantada junto a ribeiros de águas");
  await expect(verse.getByRole("link", { name: "Sl 1:3" })).toHaveAttribute("href", "/biblia/sl/1#v3");
  const article = page.locator("article");
  for (const literal of ["<p>", "</p>", "![", "image.png"]) await expect(article).not.toContainText(literal);
  await expectNoSeriousA11yViolations(page);
  // A study question is a question box, its reference a link, no backtick on the page.
  await page.goto(`${server.url}/escola-sabatina/jovens/1/segunda`);
  const question = page.locator("[data-question]");
  await expect(question).toContainText("Por que o salmo fala em andar, parar e sentar?");
  await expect(question.getByRole("link", { name: "Sl 1:1" })).toHaveAttribute("href", "/biblia/sl/1#v1");
  await expect(article).not.toContainText("`");
  // The Sabbath closes the youth's week: no 'Próximo Dia' after it.
  await page.goto(`${server.url}/escola-sabatina/jovens/1/sabado`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sábado: Raízes para a semana que vem");
  await expect(page.getByRole("link", { name: "Próximo Dia" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Dia Anterior" })).toBeVisible();

  await page.goto(`${server.url}/admin/escola-sabatina`);
  await page.getByLabel("Zip do trimestre").setInputFiles(zipFolders([quarterThisWeek("2027-01", { file: "02/06.md", change: () => null })]));
  await page.getByRole("button", { name: "Importar", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nada foi importado.");
  await expect(alert).toContainText("2027-01/02/06.md: falta o estudo deste dia");
  await expect(page.getByRole("heading", { name: "Trimestres importados (2)" })).toBeVisible();

  await page.getByRole("button", { name: "Remover o trimestre 2026-04-cq" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Trimestre 2026-04-cq removido." })).toBeVisible();
  await page.goto(server.url);
  await expect(todaysCard(page).getByRole("link", { name: /^Jovens: / })).toContainText("Exemplo do portal");
});

test("the page and its forms are for admins only: a member gets 403, a visitor goes to the login", async ({ page }) => {
  const path = `${server.url}/admin/escola-sabatina`;
  const member = await nonAdminCookieHeader(server);
  const post = (headers: Record<string, string>): Promise<APIResponse> =>
    page.request.post(path, { headers, multipart: { intent: "remover", trimestre: "2026-04" }, maxRedirects: 0 });
  expect((await page.request.get(path, { headers: { Cookie: member } })).status()).toBe(403);
  expect((await post({ Cookie: member })).status()).toBe(403);
  const visitor = await page.request.get(path, { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(new URL(visitor.headers()["location"] ?? "", server.url).pathname).toBe("/login");
  expect((await post({})).status()).toBe(302);
  // The quarter is still there.
  await logInAsAdmin(page.context(), server);
  await page.goto(server.url);
  await expect(todaysCard(page).getByRole("link", { name: /^Adultos: / })).not.toContainText("Exemplo do portal");
});
