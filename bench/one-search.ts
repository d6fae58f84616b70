import { chromium } from "@playwright/test";
import { chromiumPath } from "#tests/support/chromium.ts";
import { runJobs, unexpected, type Pinning } from "./harness.ts";
import { latencies, type LoadJob, type LoadResult } from "./load.ts";

/**
 * The one search (/busca and its suggestions) over the whole ACF and every kind of content:
 * each query one at a time, as a member (the render cache never answers) from an address of
 * its own (the limiter never refuses); then, in Chromium slowed down like a mid-range phone,
 * how long after a keystroke the search box shows its suggestions.
 */
export const ONE_SEARCH_QUERIES = ["oração", "graça", "amor", "senhor deus", "coracao", "hino 37", "fé", "nó", "especialidade", "esperança viva"];

const pagePath = (query: string) => `/busca?${new URLSearchParams({ q: query, versao: "acf" })}`;
const suggestionsPath = (query: string) => `/busca/sugestoes?${new URLSearchParams({ q: query, versao: "acf" })}`;

/** Latencies of requests sent one at a time: percentiles, the slowest query and what went wrong. */
export interface LatencyFigures {
  requests: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  maxMs: number;
  slowest: string;
  problems: string;
}

export interface OneSearchFigures {
  /** The results page (/busca) and the suggestions (/busca/sugestoes), every query one at a time, pooled. */
  page: LatencyFigures;
  suggestions: LatencyFigures;
  /** Milliseconds from a keystroke to the list showing that query's suggestions, CPU slowed CPU_SLOWDOWN times. */
  keystroke: {
    cpuSlowdown: number;
    keystrokes: number;
    missed: number;
    firstP50ms: number;
    firstMaxMs: number;
    p50ms: number;
    p95ms: number;
    maxMs: number;
  };
}

/** Each address asked one at a time, 60 times, after 3 unmeasured asks each (first reads, the routes' code); every latency kept. */
export async function oneAtATimeRuns(pinning: Pinning, origin: string, headers: Record<string, string>, paths: string[]): Promise<LoadResult[]> {
  const job = (path: string, requests: number): LoadJob => ({
    origin,
    connections: 1,
    seconds: 10,
    maxRequests: requests,
    keepLatencies: true,
    request: { paths: [path], headers, ownAddress: true },
  });
  await runJobs(
    pinning,
    paths.map((p) => job(p, 3)),
  );
  return runJobs(
    pinning,
    paths.map((p) => job(p, 60)),
  );
}

async function oneAtATime(pinning: Pinning, origin: string, headers: Record<string, string>, path: (q: string) => string): Promise<LatencyFigures> {
  const results = await oneAtATimeRuns(pinning, origin, headers, ONE_SEARCH_QUERIES.map(path));
  const slowest = results.reduce((a, b, i) => (b.p95ms > results[a]!.p95ms ? i : a), 0);
  return {
    ...latencies(results.flatMap((r) => r.latencies!)),
    slowest: `${ONE_SEARCH_QUERIES[slowest]} (p95 ${results[slowest]!.p95ms} ms)`,
    problems: results
      .map((r) => unexpected(r))
      .filter(Boolean)
      .join("; "),
  };
}

/** Lighthouse's mobile profile slows the CPU 4 times to stand for a mid-range phone. */
const CPU_SLOWDOWN = 4;
/** A person typing: a keystroke every this many milliseconds. */
const TYPING_GAP_MS = 150;

/** Keystroke to suggestions shown, in /busca's box at 360 px, the CPU slowed down as a mid-range phone's. */
async function keystrokeToSuggestions(origin: string): Promise<OneSearchFigures["keystroke"]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/busca`);
    await page.locator("html[data-hydrated='true']").waitFor();
    const box = page.getByRole("main").getByRole("combobox", { name: "Buscar em tudo" });
    await box.focus();
    // The list's code, loaded when the box is first focused.
    await page.locator("[role=listbox]").waitFor({ state: "attached" });
    const first: number[] = [];
    const all: number[] = [];
    let missed = 0;
    for (const query of ONE_SEARCH_QUERIES) {
      await box.fill("");
      for (let i = 0; i < query.length; i++) {
        const typed = query.slice(0, i + 1);
        const letters = typed.replace(/[^\p{L}\p{N}]/gu, "").length;
        const measured = letters >= 2 && typed.trim() === typed;
        // The watch is set before the keystroke: from its input event to the option naming the query typed.
        if (measured)
          await page.evaluate((q) => {
            const w = window as unknown as { suggestionsShown: Promise<number> };
            w.suggestionsShown = new Promise<number>((resolve) => {
              let typedAt = 0;
              // The input event: letters with accents arrive as text, without a keydown.
              addEventListener("input", (e) => (typedAt = e.timeStamp), { once: true, capture: true });
              const shown = () =>
                [...document.querySelectorAll("[role=option]")].some((o) => o.textContent === `Ver todos os resultados para “${q}”`);
              const observer = new MutationObserver(() => {
                if (typedAt && shown()) {
                  observer.disconnect();
                  resolve(performance.now() - typedAt);
                }
              });
              observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
              // Not shown within 5 s: counted as missed, not waited for forever.
              setTimeout(() => resolve(-1), 5000);
            });
          }, typed);
        await page.keyboard.type(query[i]!);
        if (measured) {
          const ms = await page.evaluate(() => (window as unknown as { suggestionsShown: Promise<number> }).suggestionsShown);
          if (ms < 0) missed++;
          else {
            all.push(ms);
            if (letters === 2) first.push(ms);
          }
        }
        await page.waitForTimeout(TYPING_GAP_MS);
      }
    }
    const sorted = (list: number[]) => list.toSorted((a, b) => a - b);
    const at = (list: number[], p: number) => Math.round(sorted(list)[Math.min(list.length - 1, Math.floor(p * list.length))]!);
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      keystrokes: all.length,
      missed,
      firstP50ms: at(first, 0.5),
      firstMaxMs: Math.round(Math.max(...first)),
      p50ms: at(all, 0.5),
      p95ms: at(all, 0.95),
      maxMs: Math.round(Math.max(...all)),
    };
  } finally {
    await browser.close();
  }
}

export async function measureOneSearch(pinning: Pinning, origin: string, cookie: string): Promise<OneSearchFigures> {
  const headers = { Cookie: cookie, "Accept-Encoding": "gzip" };
  return {
    page: await oneAtATime(pinning, origin, headers, pagePath),
    suggestions: await oneAtATime(pinning, origin, headers, suggestionsPath),
    keystroke: await keystrokeToSuggestions(origin),
  };
}
