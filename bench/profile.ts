import autocannon from "autocannon";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "#tests/support/server-process.ts";
import { prepareBibleBench } from "./bible.ts";
import { createMember } from "./seed-members.ts";

/**
 * npm run bench:profile -- [--path /perfil] [--visitor] [--post 'versiculo=3'] [--navigate] [--seconds 8] [--bible]
 *
 * Where a request's time goes: starts the built server under --cpu-prof, sends a member's
 * (or a visitor's) requests at 20 connections, stops it and prints the self time by
 * function and by package of the profile (startup included, so read the request's share).
 * --bible serves the full Bible data as the bench does (ACF imported, NVI from the stand-in
 * source), for the reader's pages. Run `npm run build` first.
 */
const { values: options } = parseArgs({
  options: {
    path: { type: "string", default: "/" },
    visitor: { type: "boolean", default: false },
    post: { type: "string" },
    navigate: { type: "boolean", default: false },
    seconds: { type: "string", default: "8" },
    package: { type: "string" },
    bible: { type: "boolean", default: false },
  },
});

const dir = mkdtempSync(join(tmpdir(), "lampada-profile-"));
const bible = options.bible ? await prepareBibleBench() : null;
const server = await startServer({ ...bible?.env, LOG_LEVEL: "warn", NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` }, join(dir, "server.log"));
const headers: Record<string, string> = { "accept-encoding": "gzip" };
if (!options.visitor) headers.cookie = (await createMember(server.databaseUrl, "Membro Bench")).cookie;
if (options.post) Object.assign(headers, { origin: server.url, "content-type": "application/x-www-form-urlencoded" });
if (options.navigate) Object.assign(headers, { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" });
const result = await autocannon({
  url: server.url + options.path,
  method: options.post ? "POST" : "GET",
  body: options.post,
  connections: 20,
  duration: Number(options.seconds),
  headers,
});
console.log(
  `${options.post ? "POST" : "GET"} ${options.path}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
await server.stop();
await bible?.source.close();

let file: string | undefined;
for (let tries = 0; !file && tries < 50; tries++) {
  file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) await new Promise((resolve) => setTimeout(resolve, 100));
}
type ProfileNode = { callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
const profile = JSON.parse(readFileSync(join(dir, file!), "utf8")) as { nodes: ProfileNode[]; samples: number[] };
const where = (url: string) => url.replace(/^.*node_modules\//, "npm:").replace(/^file:\/\/.*?\/(app|server|build)\//, "$1/");
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const file = where(node.callFrame.url);
  const name = `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
  const pkg = file.startsWith("npm:")
    ? file
        .split("/")
        .slice(0, file.startsWith("npm:@") ? 2 : 1)
        .join("/")
    : file || node.callFrame.functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
}
const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, hits]) => `${((100 * hits) / profile.samples.length).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n");
console.log(`\nSelf time by function\n${top(byFunction, 30)}\n\nSelf time by package or file\n${top(byPackage, 25)}`);
if (options.package) console.log(`\nIn ${options.package}\n${top(new Map([...byFunction].filter(([name]) => name.includes(options.package!))), 30)}`);
console.log(`\nProfile: ${join(dir, file!)} (open it in Chrome's DevTools, Performance panel)`);
