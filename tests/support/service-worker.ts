import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";

/** The service worker's page caches (app/platform/offline/offline-rules.ts). */
export const PUBLIC = "lampada-paginas";
export const MEMBER = "lampada-paginas-membro";

/** Waits until the page ran its scripts and the service worker controls it. */
export async function controlled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until the worker has kept these addresses (path and query) in the named cache. Polled with
 * expect.poll: page.waitForFunction does not wait for an async predicate (its promise is truthy).
 */
export async function kept(page: Page, cache: string, ...addresses: string[]): Promise<void> {
  const present = () =>
    page.evaluate(
      async ([name, ...urls]) => {
        if (!(await caches.has(name!))) return false;
        const open = await caches.open(name!);
        for (const url of urls) if ((await open.match(url, { ignoreVary: true })) === undefined) return false;
        return true;
      },
      [cache, ...addresses],
    );
  await expect.poll(present, { message: `${addresses.join(", ")} kept in ${cache}`, timeout: 60_000 }).toBe(true);
}

/** The paths kept in the named cache, or null when it does not exist. */
export const cachedAddresses = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return null;
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, cache);

/**
 * What the worker's page caches hold and which of their addresses have an expiry time
 * (workbox-expiration's IndexedDB): a copy without one is treated as expired. Said when a kept
 * page unexpectedly does not open offline.
 */
export const cacheReport = (page: Page) =>
  page.evaluate(
    async (names) => {
      const report: Record<string, unknown> = {};
      for (const name of names) {
        report[name] = (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : null;
      }
      report.timestamps = await new Promise<string[]>((resolve) => {
        const open = indexedDB.open("workbox-expiration");
        open.onerror = () => resolve(["(no database)"]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("cache-entries")) return resolve(["(no store)"]);
          const all = db.transaction("cache-entries").objectStore("cache-entries").getAll();
          // The pages' records with their times (the files' cache is left out: it is long and not in question).
          all.onsuccess = () =>
            resolve(
              (all.result as Array<{ id: string; timestamp: number }>)
                .filter((entry) => !entry.id.startsWith("lampada-arquivos"))
                .map((entry) => `${entry.id} @ ${new Date(entry.timestamp).toISOString()} (now ${new Date().toISOString()})`),
            );
          all.onerror = () => resolve(["(unreadable)"]);
        };
      });
      return report;
    },
    [PUBLIC, MEMBER],
  );

/** Logs out with the page's button; then the home page is kept in the public cache and the member cache is gone. */
export async function logOutKeepingNothingPrivate(page: Page): Promise<void> {
  await page.goto("/sair");
  await controlled(page);
  await page.locator("main").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await kept(page, PUBLIC, "/");
  expect(await cachedAddresses(page, MEMBER)).toBeNull();
}

/**
 * Takes the browser offline and waits until the service worker's own requests fail too (its
 * network state is set apart from the page's): an address it never kept then shows the offline page.
 */
export async function offline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(async () => {
    await page.goto("/nunca-guardada");
    await expect(page.getByRole("heading", { name: "Você está sem conexão" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
