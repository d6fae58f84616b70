import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, chromiumPath } from "#tests/support/chromium.ts";
import { log } from "./measure.ts";

/**
 * Lighthouse's mobile profile (its default: simulated slow 4G, 4× slower CPU, a 412 px
 * screen), three runs a route, the median kept, as issue 18 asks. Lighthouse is fetched by
 * npx on first use rather than installed with the project (two hundred packages CI never
 * needs). Each page is asked for once first, so the figures are of a page the render cache
 * holds, as every visitor after the first gets it.
 */
export const LIGHTHOUSE_ROUTES = ["/", "/biblia", "/biblia/jo/3", "/hinario", "/desbravadores", "/quiz"];
const LIGHTHOUSE = "lighthouse@12.8.2";
const RUNS = 3;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

interface Report {
  categories: Record<"performance" | "accessibility", { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOnce(url: string, dir: string, n: number): Promise<Report> {
  const output = join(dir, `report-${n}.json`);
  await promisify(execFile)(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility",
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

export async function measureLighthouse(origin: string): Promise<LighthouseRow[] | { skipped: string }> {
  const dir = mkdtempSync(join(tmpdir(), "lampada-lighthouse-"));
  try {
    const rows: LighthouseRow[] = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      await fetch(origin + route).then((r) => r.arrayBuffer());
      const reports: Report[] = [];
      for (let run = 0; run < RUNS; run++) reports.push(await runOnce(origin + route, dir, rows.length * RUNS + run));
      // The run with the median performance score stands for the route, its figures together.
      const scores = reports.map((r) => r.categories.performance.score);
      const chosen = reports[scores.indexOf(median(scores))]!;
      const audit = (id: string) => chosen.audits[id]!.numericValue;
      const row = {
        route,
        performance: Math.round(chosen.categories.performance.score * 100),
        accessibility: Math.round(median(reports.map((r) => r.categories.accessibility.score)) * 100),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        fcpMs: Math.round(audit("first-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
        runs: RUNS,
      };
      log(`Lighthouse ${route}: performance ${row.performance}, accessibility ${row.accessibility}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms`);
      rows.push(row);
    }
    return rows;
  } catch (error) {
    const reason = `Lighthouse could not run: ${(error as Error).message.split("\n")[0]}`;
    log(reason);
    return { skipped: reason };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
