import { join } from "node:path";
import { startServer } from "../tests/e2e/server-process.ts";
import { prepareBibleBench } from "./bible.ts";
import { choosePinning } from "./harness.ts";
import { measureMemberPages, measureRanking } from "./measure.ts";
import { createMember } from "./seed-members.ts";

const parts = (process.argv[2] ?? "members,ranking").split(",");
const settings = { seconds: 10, sharedSeconds: 2, connections: Number(process.env.CONN ?? 50), members: 100_000, awardsPerMember: 10, memoryRequests: 0, appDir: "." };
const pinning = choosePinning();
const bible = await prepareBibleBench();
const server = await startServer({ LOG_LEVEL: "warn", TRUST_PROXY: "1", ...bible.env }, join("/tmp", "quick-server.log"), { commandPrefix: pinning.server });
try {
  const member = await createMember(server.databaseUrl, "Membro Bench");
  if (parts.includes("members")) await measureMemberPages(pinning, server, member, settings);
  if (parts.includes("ranking")) await measureRanking(pinning, server, server.databaseUrl, settings);
} finally {
  await server.stop();
  await bible.source.close();
}
