import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer } from "../tests/e2e/server-process.ts";
import { chapterBytes, measureColdChapters, prepareBibleBench } from "./bible.ts";
import { BENCH_ROUTES, WEIGHED_PAGES } from "./routes.ts";
import { measure, seedMembers } from "./seed-members.ts";

/**
 * Builds, starts the production server on a fresh database, load-tests the bench
 * routes (10 s, 50 connections) and weighs the JavaScript and CSS each page's first
 * load asks for (the modulepreload, script and stylesheet links in its HTML, which
 * come from the build manifest). Writes bench/results.json.
 */
async function main() {
  execSync("npm run build", { stdio: "ignore" });
  mkdirSync("test-results", { recursive: true });
  const bible = await prepareBibleBench();
  const server = await startServer({ LOG_LEVEL: "warn", ...bible.env }, "test-results/bench-server.log");
  try {
    const coldChapters = await measureColdChapters(server.url);
    const load = [];
    for (const route of BENCH_ROUTES) {
      const result = await autocannon({ url: server.url + route, connections: 50, duration: 10 });
      load.push({
        route,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50ms: result.latency.p50,
        latencyP97_5ms: result.latency.p97_5,
        latencyP99ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    const members = 100_000;
    const seedStarted = performance.now();
    const cookie = await seedMembers(server.databaseUrl, members);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const ranking = await measure(`${server.url}/conquistas?tab=ranking`, { requests: 2000, concurrency: 20, headers: { Cookie: cookie } });
    console.log(`\nRanking com ${members} membros (semeados em ${seedSeconds} s; 2000 pedidos, 20 simultâneos)`);
    console.table([ranking]);

    const weights = [];
    for (const page of WEIGHED_PAGES) {
      const path = page.example ?? page.path;
      const html = await (await fetch(server.url + path)).text();
      const assets = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
      let js = 0;
      let css = 0;
      for (const asset of assets) {
        const size = gzipSync(readFileSync(join("build/client", asset))).length;
        if (asset.endsWith(".css")) css += size;
        else js += size;
      }
      weights.push({ route: path, jsGzipBytes: js, cssGzipBytes: css });
    }
    console.log("\nCarga (autocannon, 10 s, 50 conexões)");
    console.table(load);
    const bibleFigures = {
      importAcfSeconds: Number(bible.importSeconds.toFixed(1)),
      coldChapters,
      bytes: await chapterBytes(server.url, bible.dataDir),
    };
    console.log("Bíblia: importação da ACF, capítulos frios (busca na fonte), bytes de uma página de capítulo");
    console.log(bibleFigures);
    console.log("Primeiro carregamento por rota (bytes gzip)");
    console.table(weights);
    writeFileSync(
      "bench/results.json",
      JSON.stringify({ measuredAt: new Date().toISOString(), load, ranking: { members, ...ranking }, bible: bibleFigures, weights }, null, 2) + "\n",
    );
    console.log("Resultados em bench/results.json");
  } finally {
    await server.stop();
    await bible.source.close();
  }
}

await main();
