import { randomUUID } from "node:crypto";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { POINTS } from "#app/areas/gamification/rules.ts";
import { sessionCookiePair } from "#tests/support/session-cookie.ts";
import { openDatabase } from "#db/index.ts";

/** A member with a session: its id and the Cookie header that logs in as it. */
export interface BenchMember {
  id: string;
  cookie: string;
}

/**
 * `count` members named "{name} 1", "{name} 2"… (no usable password), each with a fresh session,
 * straight in the database; with no count, one member named `name`.
 */
export async function createMembers(databaseUrl: string, name: string, count?: number): Promise<BenchMember[]> {
  const names = count === undefined ? [name] : Array.from({ length: count }, (_, n) => `${name} ${n + 1}`);
  const { db } = openDatabase(databaseUrl);
  try {
    const members: BenchMember[] = [];
    for (const memberName of names) {
      const id = randomUUID();
      const now = new Date();
      await db
        .insertInto("users")
        .values({ id, email: `${id}@exemplo.com`, name: memberName, age: 25, password_hash: "!", created_at: now.toISOString() })
        .execute();
      members.push({ id, cookie: sessionCookiePair(await createSession(db, id, now)) });
    }
    return members;
  } finally {
    await db.destroy();
  }
}

/** One member with a fresh session (createMembers). */
export async function createMember(databaseUrl: string, name: string): Promise<BenchMember> {
  return (await createMembers(databaseUrl, name))[0]!;
}

/** What the ledger pays, by source (app/areas/gamification/rules.ts), and the counter it moves. */
const SOURCES = [
  { source: "chapter", points: POINTS.chapterRead, counter: "chapters_read" },
  { source: "devotional", points: POINTS.devotionalRead, counter: "devotionals_read" },
  { source: "lesson", points: POINTS.lessonCompleted, counter: "studies_completed" },
  { source: "note", points: POINTS.noteCreated, counter: "notes_created" },
  { source: "bookmark", points: POINTS.bookmarkAdded, counter: "bookmarks_added" },
] as const;

const subjectOf = (source: string, k: number) => {
  const day = `2026-${String(1 + (k % 12)).padStart(2, "0")}-${String(1 + (k % 28)).padStart(2, "0")}`;
  if (source === "chapter") return `gn-${k + 1}@${day}`;
  if (source === "devotional") return `devocional-${k + 1}@${day}`;
  if (source === "lesson") return `licao-${k + 1}`;
  if (source === "note") return `nota-${k + 1}`;
  return `sl-23-${k + 1}`;
};

/**
 * Seeds `count` members with `awardsPerMember` ledger rows each (table awards) and the
 * totals the ledger keeps beside them (member_stats: points, counters, streaks) straight
 * into the database, in one transaction with multi-row inserts. Returns the member in the
 * middle of the ranking (outside the top 10) with a session.
 */
export async function seedRanking(databaseUrl: string, count: number, awardsPerMember: number): Promise<BenchMember & { seconds: number }> {
  const started = performance.now();
  const { db, engine } = openDatabase(databaseUrl);
  const now = new Date().toISOString();
  // Rows per statement: within SQLite's 32 766 and PostgreSQL's 65 535 parameters.
  const membersPerBatch = 1000;
  const awardsPerStatement = engine === "sqlite" ? 4000 : 10_000;
  const ids: string[] = [];
  const points: number[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += membersPerBatch) {
        const users = [];
        const stats = [];
        const awards = [];
        for (let i = start; i < Math.min(count, start + membersPerBatch); i++) {
          const id = randomUUID();
          const counters: Record<(typeof SOURCES)[number]["counter"], number> = {
            chapters_read: 0,
            devotionals_read: 0,
            studies_completed: 0,
            notes_created: 0,
            bookmarks_added: 0,
          };
          let total = 0;
          for (let k = 0; k < awardsPerMember; k++) {
            const { source, points: worth, counter } = SOURCES[(i * 7 + k * 3 + ((i * k) % 5)) % SOURCES.length]!;
            awards.push({ user_id: id, source, subject: subjectOf(source, k), points: worth, awarded_at: now });
            counters[counter]++;
            total += worth;
          }
          ids.push(id);
          points.push(total);
          users.push({ id, email: `membro${i}@exemplo.com`, name: `Membro ${i} Teste`, age: 20, password_hash: "!", created_at: now });
          stats.push({ user_id: id, points: total, ...counters, days_active: 1 + (i % 100), streak_current: i % 30, streak_longest: i % 30 });
        }
        await trx.insertInto("users").values(users).execute();
        await trx.insertInto("member_stats").values(stats).execute();
        for (let a = 0; a < awards.length; a += awardsPerStatement) {
          await trx
            .insertInto("awards")
            .values(awards.slice(a, a + awardsPerStatement))
            .execute();
        }
      }
    });
    // The member at the median of the points: its position needs counting many members ahead.
    const order = ids.map((id, i) => ({ id, points: points[i]! })).sort((a, b) => b.points - a.points || (a.id < b.id ? -1 : 1));
    const middle = order[Math.floor(order.length / 2)]!.id;
    const cookie = sessionCookiePair(await createSession(db, middle, new Date()));
    return { id: middle, cookie, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await db.destroy();
  }
}
