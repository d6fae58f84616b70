import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createMember, logInAs, testDatabase } from "../support/members.ts";
import { cachedAddresses, controlled, kept, MEMBER, PUBLIC, logOutKeepingNothingPrivate } from "../support/service-worker.ts";

// These tests are about the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * What the service worker keeps without being asked (decision 0017): at install only the app
 * shell; after the first visit, the hymnal, the dictionary and today's verse and devotional, so
 * they open offline without having been opened one by one — in the member's cache for a member,
 * which logout deletes.
 */

// The worker keeps some 130 pages after the first page settled (OFFLINE_COPIES_DELAY_MS): 15–30 s
// on a loaded two-core machine.
test.describe.configure({ timeout: 180_000 });

interface OfflineCopies {
  daily: string[];
  lasting: string[];
}

/** The bytes the named cache holds (bodies as stored). */
const cachedBytes = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    const open = await caches.open(name);
    let bytes = 0;
    for (const request of await open.keys()) bytes += (await (await open.match(request))!.arrayBuffer()).byteLength;
    return bytes;
  }, cache);

/** React Router's manifest of this build (build/client/assets/manifest-*.js). */
function buildManifest(): { entry: { module: string }; routes: Record<string, { module: string }> } {
  const name = readdirSync("build/client/assets").find((file) => /^manifest-[\w-]+\.js$/.test(file))!;
  const text = readFileSync(`build/client/assets/${name}`, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

test("the install precache holds only the app shell", async ({ page, request }) => {
  const worker = await (await request.get("/sw.js")).text();
  const precached = [...worker.matchAll(/\{"url":"([^"]+)","revision":/g)].map((match) => match[1]!);
  let bytes = 0;
  for (const url of precached) bytes += (await (await request.get(url)).body()).length;
  test.info().annotations.push({ type: "precache", description: `${precached.length} files, ${(bytes / 1024).toFixed(1)} kB` });
  expect(precached.length).toBeLessThan(30);
  // 602 kB after issue 48's phone rules and menu and issue 46's reader (593.9 kB before): the shell's budget.
  expect(bytes).toBeLessThan(640 * 1024);

  // The entry and root are the shell, a route's own module is not.
  const { entry, routes } = buildManifest();
  const shell = [entry.module, routes.root!.module];
  const routeFiles = [routes["/"]!.module, routes["/hinario/:numero"]!.module];
  await page.goto("/");
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  expect(precached).toEqual(expect.arrayContaining([...shell, stylesheet!, "/offline.html", "/offline.js", "/manifest.webmanifest"]));
  for (const file of routeFiles) expect(precached).not.toContain(file);
});

test("after one visit to the home page, the hymnal, the dictionary, today's devotional and today's lesson open offline", async ({
  page,
  context,
  request,
}) => {
  const list = (await (await request.get("/paginas-offline.json")).json()) as OfflineCopies;
  const addresses = [...list.daily, ...list.lasting];
  expect(addresses).toEqual(expect.arrayContaining(["/", "/devocional", "/hinario", "/hinario/37", "/dicionario", "/dicionario?letra=B"]));
  const devotional = list.daily.find((address) => address.startsWith("/devocional/"));
  expect(devotional).toBeDefined();
  // Today's part of each class's lesson ('Lição de hoje'), from an imported quarter when one covers today.
  const lesson = list.daily.find((address) => /^\/escola-sabatina\/adultos\/\d+\/[a-z]+$/.test(address));
  expect(lesson).toBeDefined();

  const started = Date.now();
  await page.goto("/");
  await controlled(page);
  await kept(page, PUBLIC, ...addresses);
  const [pages, files] = [await cachedBytes(page, PUBLIC), await cachedBytes(page, "lampada-arquivos")];
  test.info().annotations.push({
    type: "first visit",
    description: `${addresses.length} pages, ${(pages / 1024 / 1024).toFixed(2)} MB; files ${(files / 1024).toFixed(0)} kB; ${Date.now() - started} ms`,
  });
  expect(pages).toBeLessThan(8 * 1024 * 1024);
  // The first page's own module, loaded before the worker existed, was kept when the page sent its list
  // (offline, the browser's HTTP cache would hide its absence).
  await kept(page, "lampada-arquivos", buildManifest().routes["/"]!.module);

  await context.setOffline(true);
  // Each opens from the cache and runs its scripts (its files were kept with it).
  await page.goto("/hinario/37");
  await expect(page.getByRole("heading", { name: "37. Sou Feliz", level: 1 })).toBeVisible();
  await controlled(page);
  await page.goto("/dicionario?letra=B");
  await expect(page.getByRole("heading", { name: "Dicionário Bíblico", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "B", exact: true })).toHaveAttribute("aria-current", "page");
  await controlled(page);
  await page.goto(devotional!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await controlled(page);
  await page.goto("/devocional");
  await expect(page.getByRole("heading", { name: "Devocional Diário", level: 1 })).toBeVisible();
  await page.goto(lesson!);
  await expect(page.getByRole("navigation", { name: "Dias da lição" })).toBeVisible();
  await page.goto("/");
  await controlled(page);
  await expect(page.getByText("Sem conexão")).toBeVisible();
});

test("a member's copies go into the member cache without paying a reading, and logout deletes them", async ({ page, context, baseURL, request }) => {
  const { daily } = (await (await request.get("/paginas-offline.json")).json()) as OfflineCopies;
  const devotional = daily.find((address) => address.startsWith("/devocional/"))!;
  const id = await createMember("Ana Hinário");
  await logInAs(context, baseURL!, id);
  await page.goto("/");
  await controlled(page);
  // The first pages of the list (the member's run is still going when the logout is sent: its page in flight is dropped).
  await kept(page, MEMBER, "/devocional", devotional, "/hinario", "/dicionario");
  expect(await cachedAddresses(page, PUBLIC)).toBeNull();
  // The devotional was fetched as a copy (X-Offline-Copy): not the member's reading, so not paid.
  const db = testDatabase();
  const paid = await db.selectFrom("awards").select("subject").where("user_id", "=", id).where("source", "=", "devotional").execute();
  await db.destroy();
  expect(paid).toEqual([]);

  await logOutKeepingNothingPrivate(page);
});

test("after one visit to the hymnal, it counts its hymns kept and every one opens offline, the last too", async ({ page, context, request }) => {
  const list = (await (await request.get("/paginas-offline.json")).json()) as OfflineCopies;
  const hymns = list.lasting.filter((address) => /^\/hinario\/\d+$/.test(address));
  const last = hymns.at(-1)!;
  expect(hymns).toContain("/hinario/37");

  const started = Date.now();
  await page.goto("/hinario");
  // The count shows while the worker keeps the hymns (or at once, whole, on a fast machine).
  await expect(
    page.getByText(new RegExp(`Guardando o hinário para usar sem internet: \\d+ de ${hymns.length} hinos|Os ${hymns.length} hinos abrem`)),
  ).toBeVisible();
  await expect(page.getByText(`Os ${hymns.length} hinos abrem sem internet neste aparelho.`)).toBeVisible({ timeout: 90_000 });
  test.info().annotations.push({ type: "hymnal kept", description: `${hymns.length} hymns in ${Date.now() - started} ms` });

  await context.setOffline(true);
  await page.goto("/hinario/37");
  await expect(page.getByRole("heading", { name: "37. Sou Feliz", level: 1 })).toBeVisible();
  await page.goto(last);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${last.split("/").at(-1)}\\. `) })).toBeVisible();
});
