import { sql, PostgresAdapter, type Kysely } from "kysely";

// Frozen: imports nothing from the app. PostgreSQL only; SQLite has no row-level security.
// Row-level security on the church-owned tables (decision 0065): a row is seen and written only
// in a transaction bound to its church (`app.church`, set by db/transaction.ts's inChurch), or
// by the conference's read-only roll-ups ('*', acrossChurches). A query that forgot its church
// filter then finds nothing of another church. The policies bind every role but the tables'
// owner (who migrates and takes the backups, which must see every row), a superuser and a
// BYPASSRLS role: the portal serves as a role that is none of them (README, Production).

const OWNED = [
  "church_news",
  "church_projects",
  "church_videos",
  "donation_pledges",
  "contact_messages",
  "feedback_entries",
  "clubs",
  "small_groups",
  "service_orders",
  "admin_reads",
] as const;

const CHURCH = sql`current_setting('app.church', true)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const policies: Array<[string, ReturnType<typeof sql>, ReturnType<typeof sql>]> = [
    ...OWNED.map((table): [string, ReturnType<typeof sql>, ReturnType<typeof sql>] => [
      table,
      sql`church_id = ${CHURCH} or ${CHURCH} = '*'`,
      sql`church_id = ${CHURCH} or ${CHURCH} = '*'`,
    ]),
    // The settings' row is keyed by its church's id.
    ["church_settings", sql`id = ${CHURCH} or ${CHURCH} = '*'`, sql`id = ${CHURCH} or ${CHURCH} = '*'`],
    // Songs with no church are every church's; only the conference's staff write those.
    ["imported_hymns", sql`church_id is null or church_id = ${CHURCH} or ${CHURCH} = '*'`, sql`church_id = ${CHURCH} or ${CHURCH} = '*'`],
  ];
  for (const [table, visible, writable] of policies) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`create policy church_rows on ${sql.table(table)} using (${visible}) with check (${writable})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of [...OWNED, "church_settings", "imported_hymns"]) {
    await sql`drop policy church_rows on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} disable row level security`.execute(db);
  }
}
