import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { books } from "#app/areas/bible/books.ts";
import { startBibleSourceStandIn, type BibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";

/**
 * The Bible part of the bench: the full data beside the project served by the
 * stand-in source (BIBLE_DATA_DIR, default ../shared/data/bible-source/versions/pt-br),
 * ACF imported with `npm run bible:import` (timed), NVI left to the fetch path.
 */
export interface BibleBench {
  env: Record<string, string>;
  source: BibleSourceStandIn;
  importSeconds: number;
  dataDir: string;
}

export async function prepareBibleBench(appDir = "."): Promise<BibleBench> {
  const dataDir = resolve(process.env.BIBLE_DATA_DIR ?? "../shared/data/bible-source/versions/pt-br");
  if (!existsSync(join(dataDir, "acf"))) throw new Error(`dados da Bíblia não encontrados em ${dataDir} (defina BIBLE_DATA_DIR)`);
  const source = await startBibleSourceStandIn({ root: dataDir });
  const databaseUrl = `file:${join(mkdtempSync(join(tmpdir(), "lampada-bench-")), "bench.db")}`;
  const importSeconds = importAcf(databaseUrl, dataDir, appDir);
  return { env: { DATABASE_URL: databaseUrl, BIBLE_SOURCE_URL: source.url }, source, importSeconds, dataDir };
}

/**
 * Imports the whole ACF with `npm run bible:import`'s script into a database (run from the
 * app copy the server runs from, so both migrate alike); seconds taken.
 */
export function importAcf(databaseUrl: string, dataDir: string, appDir = "."): number {
  const started = performance.now();
  execFileSync(process.execPath, ["scripts/bible-import.ts", "--version", "acf", join(dataDir, "acf")], {
    cwd: appDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return Math.round((performance.now() - started) / 100) / 10;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Cold chapter loads: the first chapter of every book in NVI, one after another,
 * each a miss that fetches the whole book from the stand-in and stores it.
 */
export async function measureColdChapters(serverUrl: string) {
  const times: number[] = [];
  const started = performance.now();
  for (const book of books) {
    const t = performance.now();
    const response = await fetch(`${serverUrl}/biblia/${book.id}/1?versao=NVI`);
    await response.text();
    if (!response.ok) throw new Error(`${book.id}: ${response.status}`);
    times.push(performance.now() - t);
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    loads: times.length,
    requestsPerSecond: Math.round(times.length / total),
    latencyP50ms: Math.round(percentile(times, 50)),
    latencyP99ms: Math.round(percentile(times, 99)),
  };
}

/** Gzip bytes of a chapter page against the whole-book file the source serves for it. */
export async function chapterBytes(serverUrl: string, dataDir: string) {
  const html = await (await fetch(`${serverUrl}/biblia/sl/23?versao=ACF`)).text();
  const bookFile = readFileSync(join(dataDir, "acf", "ps", "ps.json"));
  const page = gzipSync(html).length;
  const source = gzipSync(bookFile).length;
  return { route: "/biblia/sl/23?versao=ACF", pageGzipBytes: page, sourceBookGzipBytes: source, ratio: Number((page / source).toFixed(3)) };
}
