import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "#tests/support/chromium.ts";
import { LIGHTHOUSE_ROUTES } from "./lighthouse.ts";
import { log } from "./measure.ts";

/**
 * The same pages in a real Chromium with Lighthouse's mobile conditions applied by DevTools
 * instead of simulated (issue 28: Lighthouse's model may differ from a browser): the CPU 4×
 * slower, slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, shared by all requests),
 * a 412 × 823 screen, an empty cache and no service worker, as a first visit. Three runs a
 * route, the median of each figure.
 */
const RUNS = 3;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export interface RealBrowserRow {
  route: string;
  fcpMs: number;
  lcpMs: number;
  /** Until the page's code has hydrated it (`html[data-hydrated]`): when its buttons work. */
  hydratedMs: number;
  /** Requests that ended before the first paint. */
  requestsBeforePaint: number;
  runs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Run {
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  requestsBeforePaint: number;
}

async function runOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The largest paint as the browser reports it, kept from the first entry on.
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.locator("html[data-hydrated='true']").waitFor({ timeout: 120_000 });
    const hydratedMs = await page.evaluate(() => performance.now());
    // Hydrated, the page has painted its largest element; its entry may still be on its way.
    await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, null, { timeout: 30_000 });
    return await page.evaluate((hydrated) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const requests = performance.getEntriesByType("resource").filter((r) => r.startTime + r.duration <= fcp).length;
      return {
        fcpMs: Math.round(fcp),
        lcpMs: Math.round((window as unknown as { __lcp: number }).__lcp),
        hydratedMs: Math.round(hydrated),
        requestsBeforePaint: requests,
      };
    }, hydratedMs);
  } finally {
    await context.close();
  }
}

export async function measureRealBrowser(origin: string): Promise<RealBrowserRow[] | { skipped: string }> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    const rows: RealBrowserRow[] = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      await fetch(origin + route).then((r) => r.arrayBuffer()); // into the render cache, as for Lighthouse
      const runs: Run[] = [];
      for (let n = 0; n < RUNS; n++) runs.push(await runOnce(browser, origin + route));
      const row = {
        route,
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        hydratedMs: median(runs.map((r) => r.hydratedMs)),
        requestsBeforePaint: median(runs.map((r) => r.requestsBeforePaint)),
        runs: RUNS,
      };
      log(`real browser ${route}: FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, hydrated ${row.hydratedMs} ms`);
      rows.push(row);
    }
    return rows;
  } catch (error) {
    const reason = `the real-browser measurement could not run: ${(error as Error).message.split("\n")[0]}`;
    log(reason);
    return { skipped: reason };
  } finally {
    await browser?.close();
  }
}
