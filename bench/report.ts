import type { LighthouseRow } from "./lighthouse.ts";
import type { RealBrowserRow } from "./real-browser.ts";
import type { MemberPageFigures, MemoryFigures, RankingFigures, SearchFigures, VisitorFigures, WeightFigures } from "./measure.ts";

/** Everything `npm run bench` measured, as bench/results.json keeps it. */
export interface BenchResults {
  measuredAt: string;
  totalSeconds?: number;
  machine: {
    cpu: string;
    cores: number;
    memoryGB: number;
    node: string;
    pinning: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd?: number[];
  };
  settings: { seconds: number; sharedSeconds: number; connections: number; memberConnections?: number };
  bible?: unknown;
  visitorPages?: VisitorFigures;
  memberPagesSkipped?: string[];
  memberPages?: MemberPageFigures;
  search: Partial<Record<"sqlite" | "postgres", SearchFigures>>;
  ranking: Partial<Record<"sqlite" | "postgres", RankingFigures>>;
  memory?: MemoryFigures;
  weights?: WeightFigures;
  lighthouse?: LighthouseRow[] | { skipped: string };
  realBrowser?: RealBrowserRow[] | { skipped: string };
  rss: Array<{ after: string; rssMB?: number; peakRssMB?: number }>;
  postgres?: { version?: string; importAcfSeconds?: number; note?: string; skipped?: string };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(head: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const line = (cells: Array<string | number | null | undefined>) => `| ${cells.map((c) => String(c ?? "—")).join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Console tables of every figure. */
export function printTables(r: BenchResults): void {
  console.log(`\nMachine: ${JSON.stringify(r.machine)}`);
  console.log(`\nVisitors' pages (${r.settings.connections} connections, gzip; static = the same HTML as a file from the same server, same run)`);
  console.table(r.visitorPages);
  console.log(`Member pages left out above: ${r.memberPagesSkipped?.join(", ")}`);
  console.log(`\nMember pages, logged in (${r.settings.memberConnections ?? r.settings.connections} connections, ${r.settings.seconds} s)`);
  console.table(r.memberPages);
  for (const [engine, search] of Object.entries(r.search)) {
    console.log(`\nSearch over the whole ACF, ${engine}: one at a time, by kind and by query`);
    console.table(search.oneAtATime);
    console.table(search.perQuery);
    console.log(`Search, ${engine}: 50 connections at once`);
    console.table([search.concurrent]);
    console.log(`Cheap pages one at a time, idle and while 50 connections search (${engine})`);
    console.table(search.probes);
    if (search.oneSearch) {
      console.log(`One search over everything (/busca, /busca/sugestoes), ${engine}: one at a time; then keystroke to suggestions shown`);
      console.table([
        { request: "/busca", ...search.oneSearch.page },
        { request: "/busca/sugestoes", ...search.oneSearch.suggestions },
      ]);
      console.table([search.oneSearch.keystroke]);
    }
  }
  console.log("\nRanking (/conquistas?tab=ranking for a member in the middle: top 10 and own position)");
  console.table(
    Object.entries(r.ranking).map(([engine, f]) => ({
      engine,
      members: f.members,
      ledgerRows: f.ledgerRows,
      seedSeconds: f.seedSeconds,
      position: f.memberPosition,
      "req/s at 20": f.at20.requestsPerSecond,
      "p95 at 20 (ms)": f.at20.p95ms,
      "p50 alone (ms)": f.oneAtATime.p50ms,
      "p95 alone (ms)": f.oneAtATime.p95ms,
      problems: f.problems,
    })),
  );
  console.log("\nFirst load per route (bytes of JavaScript and CSS, gzip -9 and brotli -11)");
  console.table(r.weights);
  console.log("\nLighthouse, mobile profile (median of 3 runs, warm render cache)");
  if (Array.isArray(r.lighthouse)) console.table(r.lighthouse);
  else console.log(r.lighthouse?.skipped ?? "not run (--no-lighthouse)");
  console.log("\nA real Chromium, CPU 4× slower, slow 4G, first visit (median of 3 runs)");
  if (Array.isArray(r.realBrowser)) console.table(r.realBrowser);
  else console.log(r.realBrowser?.skipped ?? "not run (--no-lighthouse)");
  console.log("\nBible");
  console.log(r.bible);
  console.log(`\nMemory: ${JSON.stringify(r.memory)}`);
  console.log("Server RSS (VmRSS, /proc/<pid>/status) after each part");
  console.table(r.rss);
  if (r.postgres?.skipped) console.log(`\nPostgreSQL skipped: ${r.postgres.skipped}`);
  console.log(`\nTotal: ${r.totalSeconds} s`);
}

/** The Performance tables of docs/performance.md. */
export function markdownSummary(r: BenchResults): string {
  const parts: string[] = [];
  const m = r.machine;
  parts.push(
    `Measured ${r.measuredAt.slice(0, 16).replace("T", " ")} UTC on ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB, Node ${m.node}` +
      `${r.postgres?.version ? `, PostgreSQL ${r.postgres.version}` : ""}; ${m.pinning}; load average ${m.loadAverageAtStart.join(" ")} at the start` +
      `${m.loadAverageAtEnd ? `, ${m.loadAverageAtEnd.join(" ")} at the end` : ""}; ${r.totalSeconds} s in all.`,
  );
  if (r.visitorPages) {
    parts.push(
      `**Visitors' pages** (${r.settings.connections} connections, gzip, ${r.settings.seconds} s each; pages sharing an already measured route module ${r.settings.sharedSeconds} s):\n\n` +
        table(
          ["route", "req/s", "p50 ms", "p99 ms", "static req/s", "page/static", "note"],
          r.visitorPages.map((p) => [
            `\`${p.route}\``,
            p.requestsPerSecond,
            p.p50ms,
            p.p99ms,
            p.staticRequestsPerSecond,
            p.ratio,
            [p.seconds !== r.settings.seconds ? `${p.seconds} s` : "", p.problems].filter(Boolean).join("; "),
          ]),
        ),
    );
  }
  if (r.memberPages) {
    parts.push(
      `**Member pages**, logged in (${r.settings.memberConnections ?? r.settings.connections} connections, ${r.settings.seconds} s):\n\n` +
        table(
          ["request", "req/s", "p50 ms", "p95 ms", "server CPU ms per request", "note"],
          r.memberPages.map((p) => [p.page, p.requestsPerSecond, p.p50ms, p.p95ms, p.cpuMsPerRequest ?? "", p.problems]),
        ),
    );
  }
  const engines = Object.keys(r.search) as Array<"sqlite" | "postgres">;
  if (engines.length) {
    const rows = engines.flatMap((engine) => {
      const s = r.search[engine]!;
      const healthz = s.probes.find((p) => p.path === "/healthz");
      const hymnal = s.probes.find((p) => p.path === "/hinario");
      return [
        ...s.oneAtATime.map((k) => [
          engine,
          `${k.kind}, one at a time`,
          k.p50ms,
          k.p95ms,
          `slowest: ${k.slowest}${k.problems ? `; ${k.problems}` : ""}`,
        ]),
        ...(s.oneSearch
          ? [
              [engine, "one search (/busca), one at a time", s.oneSearch.page.p50ms, s.oneSearch.page.p95ms, `slowest: ${s.oneSearch.page.slowest}`],
              [
                engine,
                "its suggestions, one at a time",
                s.oneSearch.suggestions.p50ms,
                s.oneSearch.suggestions.p95ms,
                `slowest: ${s.oneSearch.suggestions.slowest}`,
              ],
              [
                engine,
                `keystroke to suggestions shown (CPU ×${s.oneSearch.keystroke.cpuSlowdown})`,
                s.oneSearch.keystroke.p50ms,
                s.oneSearch.keystroke.p95ms,
                `first suggestion of a query: p50 ${s.oneSearch.keystroke.firstP50ms} ms, max ${s.oneSearch.keystroke.firstMaxMs} ms`,
              ],
            ]
          : []),
        [
          engine,
          "50 connections searching",
          s.concurrent.p50ms,
          s.concurrent.p95ms,
          `${s.concurrent.requestsPerSecond} req/s; meanwhile \`/healthz\` p99 ${healthz?.underSearchP99ms} ms (idle ${healthz?.idleP99ms}), \`/hinario\` p99 ${hymnal?.underSearchP99ms} ms (idle ${hymnal?.idleP99ms})`,
        ],
      ];
    });
    parts.push(`**Search** over the whole ACF (31 102 verses):\n\n` + table(["engine", "queries", "p50 ms", "p95 ms", "note"], rows));
  }
  const rankings = Object.entries(r.ranking);
  if (rankings.length) {
    parts.push(
      `**Ranking** (\`/conquistas?tab=ranking\`, top 10 and the member's own position):\n\n` +
        table(
          ["engine", "members", "ledger rows", "req/s at 20", "p95 ms at 20", "server CPU ms per request at 20", "p50 ms alone", "p95 ms alone"],
          rankings.map(([engine, f]) => [
            engine,
            f.members,
            f.ledgerRows,
            f.at20.requestsPerSecond,
            f.at20.p95ms,
            f.at20.cpuMsPerRequest ?? "",
            f.oneAtATime.p50ms,
            f.oneAtATime.p95ms,
          ]),
        ),
    );
  }
  if (r.weights) {
    // Pages that ask for the same bytes share a row.
    const rows = new Map<string, { routes: string[]; figures: string[] }>();
    for (const w of r.weights) {
      const figures = [kb(w.jsGzipBytes), kb(w.jsBrotliBytes), kb(w.cssGzipBytes), kb(w.cssBrotliBytes)];
      const row = rows.get(figures.join("|")) ?? { routes: [], figures };
      row.routes.push(`\`${w.route}\`${w.as === "member" ? " (member)" : ""}`);
      rows.set(figures.join("|"), row);
    }
    parts.push(
      `**First load** (KB of JavaScript and CSS a page's HTML asks for):\n\n` +
        table(
          ["route", "JS gzip", "JS brotli", "CSS gzip", "CSS brotli"],
          [...rows.values()].map((row) => [row.routes.join(", "), ...row.figures]),
        ),
    );
  }
  if (Array.isArray(r.lighthouse)) {
    parts.push(
      `**Lighthouse**, mobile profile (median of ${r.lighthouse[0]?.runs} runs, the page already in the render cache):\n\n` +
        table(
          ["route", "performance", "accessibility", "LCP ms", "FCP ms", "TBT ms", "CLS"],
          r.lighthouse.map((l) => [`\`${l.route}\``, l.performance, l.accessibility, l.lcpMs, l.fcpMs, l.tbtMs, l.cls]),
        ),
    );
  } else if (r.lighthouse) parts.push(`**Lighthouse**: ${r.lighthouse.skipped}`);
  if (Array.isArray(r.realBrowser)) {
    parts.push(
      `**A real Chromium** with the same conditions applied (CPU 4× slower, slow 4G: 150 ms, 1.6 Mbit/s; 412 px; first visit; median of ${r.realBrowser[0]?.runs} runs):\n\n` +
        table(
          ["route", "FCP ms", "LCP ms", "hydrated ms", "requests before the first paint"],
          r.realBrowser.map((b) => [`\`${b.route}\``, b.fcpMs, b.lcpMs, b.hydratedMs, b.requestsBeforePaint]),
        ),
    );
  } else if (r.realBrowser) parts.push(`**A real Chromium**: ${r.realBrowser.skipped}`);
  parts.push(
    `**Server memory** (RSS): ` +
      r.rss.map((s) => `${s.rssMB} MB after ${s.after}`).join("; ") +
      (r.memory
        ? `. The ${r.memory.requests} visitors' requests went to ${r.memory.distinctAddresses} addresses (every ACF chapter and the pages above).`
        : "."),
  );
  return parts.join("\n\n") + "\n";
}
