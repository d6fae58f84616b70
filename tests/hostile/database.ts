import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";

/**
 * What a refused request must not change: every table's row count, and a checksum of
 * every row of the member-data tables (users, and any table with a user_id column).
 * Left out: counters that refusals legitimately move (any table whose name contains
 * `limit` or `attempt`), the migration bookkeeping, a session's last use and expiry, and the
 * Bible text cache (`bible_*`): a refused form still answers with its page, and showing a
 * chapter may fetch its book from the public source and keep it, as any read of it would. And the
 * record of admins' reads (`admin_reads`): a refused admin form answers with its page, whose
 * personal data (the inbox, the pledges) that page records reading, as any visit of it does.
 */
export interface Snapshot {
  counts: Map<string, number>;
  checksums: Map<string, string>;
}

const EXCLUDED_TABLE = /limit|attempt|^kysely_|^sqlite_|^bible_|^admin_reads$/i;
const EXCLUDED_COLUMNS: Record<string, readonly string[]> = { sessions: ["last_used_at", "expires_at"] };

interface TableInfo {
  name: string;
  columns: string[];
  memberData: boolean;
}

export class DatabaseWatch {
  private tables: TableInfo[] | null = null;
  // The watched database may have tables this test's schema type does not name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly db: Kysely<any>;
  private readonly engine: "sqlite" | "postgres";

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(db: Kysely<any>, engine: "sqlite" | "postgres") {
    this.db = db;
    this.engine = engine;
  }

  /** Table list, re-read now and then: a migration may add tables (the server migrates at start). */
  async refreshTables(): Promise<void> {
    const names =
      this.engine === "sqlite"
        ? (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and (sql is null or sql not like 'CREATE VIRTUAL TABLE%')`.execute(this.db)
          ).rows.map((r) => r.name)
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
              this.db,
            )
          ).rows.map((r) => r.name);
    const virtualShadows =
      this.engine === "sqlite"
        ? (
            await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(this.db)
          ).rows.map((r) => r.name)
        : [];
    const tables: TableInfo[] = [];
    for (const name of names.sort()) {
      if (EXCLUDED_TABLE.test(name)) continue;
      // FTS5 keeps its index in shadow tables named after the virtual table.
      if (virtualShadows.some((v) => name.startsWith(`${v}_`))) continue;
      const columns =
        this.engine === "sqlite"
          ? (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(this.db)).rows.map((r) => r.name)
          : (
              await sql<{
                name: string;
              }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(
                this.db,
              )
            ).rows.map((r) => r.name);
      tables.push({ name, columns, memberData: name === "users" || columns.includes("user_id") });
    }
    this.tables = tables;
  }

  async snapshot(): Promise<Snapshot> {
    if (!this.tables) await this.refreshTables();
    const counts = new Map<string, number>();
    const checksums = new Map<string, string>();
    for (const table of this.tables!) {
      if (!table.memberData) {
        const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(this.db)).rows[0];
        counts.set(table.name, Number(row?.n ?? 0));
        continue;
      }
      const skip = EXCLUDED_COLUMNS[table.name] ?? [];
      const columns = table.columns.filter((c) => !skip.includes(c));
      const rows = (
        await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}`.execute(this.db)
      ).rows;
      counts.set(table.name, rows.length);
      const hashes = rows
        .map((row) =>
          createHash("sha256")
            .update(JSON.stringify(columns.map((c) => normalise(row[c]))))
            .digest("hex"),
        )
        .sort();
      checksums.set(table.name, createHash("sha256").update(hashes.join("\n")).digest("hex").slice(0, 16));
    }
    return { counts, checksums };
  }
}

function normalise(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** What changed between two snapshots, in words ("notes: 3 → 4 rows", "users: rows changed"). */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [table, count] of after.counts) {
    const previous = before.counts.get(table);
    if (previous === undefined) continue;
    if (previous !== count) changes.push(`${table}: ${previous} → ${count} rows`);
    else if (before.checksums.get(table) !== after.checksums.get(table)) changes.push(`${table}: rows changed`);
  }
  return changes;
}
