import type { Page } from "@playwright/test";

/** Waits until the page is hydrated (buttons of browser-only features work). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated='true']").waitFor();
}

/** Opens an address and waits until the page is hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * gotoHydrated with the page's clock stopped once it is hydrated: its timers (the 3 s
 * start time-out, the 100 ms restart, the 2 s 'Copiado!') run only as the test moves
 * the clock on with page.clock.runFor, so a loaded machine's pauses between steps
 * cannot run them out.
 */
export async function gotoHydratedClockStopped(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, url);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
