import { randomUUID } from "node:crypto";
import { createSession } from "../app/modules/accounts/session.server.ts";
import { sessionCookiePair } from "../tests/support/session-cookie.ts";
import { openDatabase } from "../server/db/index.ts";

/**
 * Seeds many members with varied points straight into the database and returns the
 * session cookie of one in the middle of the table (outside the top 10).
 */
export async function seedMembers(databaseUrl: string, count: number): Promise<string> {
  const { db } = openDatabase(databaseUrl);
  const now = new Date().toISOString();
  let middle = "";
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const users = [];
      const stats = [];
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const id = randomUUID();
        if (i === Math.floor(count / 2)) middle = id;
        const points = (i * 7919) % 5000;
        users.push({ id, email: `membro${i}@exemplo.com`, name: `Membro ${i} Teste`, age: 20, password_hash: "!", created_at: now });
        stats.push({ user_id: id, points, streak_current: i % 30, days_active: i % 100 });
      }
      await trx.insertInto("users").values(users).execute();
      await trx.insertInto("member_stats").values(stats).execute();
    }
  });
  const token = await createSession(db, middle, new Date());
  await db.destroy();
  return sessionCookiePair(token);
}

/** Latency percentiles of `requests` GETs at a given concurrency. */
export async function measure(url: string, options: { requests: number; concurrency: number; headers?: Record<string, string> }) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next++ < options.requests) {
        const t = performance.now();
        const response = await fetch(url, { headers: options.headers });
        await response.arrayBuffer();
        if (!response.ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / seconds), p50ms: at(50), p95ms: at(95), p99ms: at(99), failures };
}
