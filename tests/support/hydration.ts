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
 * Stops the page's clock (installed with page.clock.install before the page opened): from
 * here its timers (a 3 s time-out, a 2 s 'Copiado!') run only as the test moves the clock
 * on with page.clock.runFor, so a loaded machine's pauses between steps cannot run them out.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** gotoHydrated with the page's clock stopped once it is hydrated (stopClock). */
export async function gotoHydratedClockStopped(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, url);
  await stopClock(page);
}

/**
 * gotoHydrated with the page's clock held where it is once hydrated: unlike stopClock, no
 * timer runs on the way (the projection's controls, hidden after 2.5 s idle, stay shown), and
 * from here timers run only as the test moves the clock on with page.clock.runFor.
 */
export async function gotoHydratedClockHeld(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, url);
  await holdClock(page);
}

/** Holds the page's clock (installed with page.clock.install before the page opened) where it is. */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
