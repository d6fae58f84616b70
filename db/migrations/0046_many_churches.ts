import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Many churches on one deployment (decision 0065): a conference, its districts and their
// churches; roles held over a church, a district or the whole conference (replacing the one
// portal-wide admin role); each member's home church; and the church that owns each church
// thing. An existing database becomes one church, with every row it holds, nothing lost.

/** Tables whose every row belongs to one church (not null): clubs and groups carry their children. */
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
] as const;

/** Tables where no church means the whole conference: its songs, reads of the roll-ups. */
const SHARED_OR_OWNED = ["imported_hymns", "admin_reads"] as const;

function slugOf(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "igreja";
}

/**
 * SQLite adds a NOT NULL column with a reference only by building the table again (its
 * documented twelve steps): the new table from the old one's own statement with the column
 * added, the rows copied with the church, the old one dropped, the new one renamed, its
 * indexes made again. Foreign keys are off meanwhile, so no cascade runs.
 */
async function rebuildWithChurch(db: Kysely<unknown>, table: string, churchId: string): Promise<void> {
  const created = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(
    db,
  );
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  const statement = created.rows[0]!.sql;
  const column = `"church_id" text not null references "churches" ("id")`;
  const constraint = statement.search(/,\s*constraint\s/i);
  const at = constraint >= 0 ? constraint : statement.lastIndexOf(")");
  const rebuilt = `${statement.slice(0, at)}, ${column}${statement.slice(at)}`.replace(
    /^create table\s+"?[^"\s(]+"?/i,
    `create table "${table}_rebuilt"`,
  );
  const names = columns.rows.map((c) => `"${c.name}"`).join(", ");
  await sql.raw(rebuilt).execute(db);
  await sql.raw(`insert into "${table}_rebuilt" (${names}, "church_id") select ${names}, '${churchId}' from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return manyChurches(db, false);
  // SQLite runs migrations outside a transaction, and foreign keys switch off only outside one.
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    await manyChurches(db, true);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.rows.slice(0, 5))}`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function manyChurches(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const now = new Date().toISOString();

  await db.schema
    .createTable("conferences")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("districts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conference_id", "text", (c) => c.notNull().references("conferences.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("churches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city", "text")
    .addColumn("district_id", "text", (c) => c.notNull().references("districts.id"))
    .addColumn("latitude", "real")
    .addColumn("longitude", "real")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("churches_district").on("churches").column("district_id").execute();
  await db.schema
    .createTable("church_roles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("scope_id", "text", (c) => c.notNull())
    .addColumn("granted_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("granted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("church_roles_held").on("church_roles").columns(["user_id", "role", "scope", "scope_id"]).unique().execute();
  await db.schema.createIndex("church_roles_scope").on("church_roles").columns(["scope", "scope_id"]).execute();

  // The one church of today, named as its settings name it.
  const settings = await sql<{ name: string; city: string }>`select name, city from church_settings`.execute(db);
  const known = settings.rows[0];
  const conferenceId = crypto.randomUUID();
  const districtId = crypto.randomUUID();
  const churchId = crypto.randomUUID();
  const name = known?.name ?? "Igreja local";
  await sql`insert into conferences (id, name, created_at) values (${conferenceId}, ${"Associação"}, ${now})`.execute(db);
  await sql`insert into districts (id, conference_id, name, created_at) values (${districtId}, ${conferenceId}, ${"Distrito"}, ${now})`.execute(db);
  await sql`insert into churches (id, slug, name, city, district_id, created_at)
    values (${churchId}, ${slugOf(name)}, ${name}, ${known?.city ?? null}, ${districtId}, ${now})`.execute(db);

  // The portal-wide admin becomes the conference's: every page it opened, it still opens.
  await sql`insert into church_roles (id, user_id, role, scope, scope_id, granted_by, granted_at)
    select 'admin-' || user_id, user_id, 'admin', 'conference', ${conferenceId}, null, granted_at
    from account_roles where role = 'admin'`.execute(db);
  await db.schema.dropTable("account_roles").execute();

  await db.schema
    .alterTable("users")
    .addColumn("home_church_id", "text", (c) => c.references("churches.id"))
    .execute();
  await sql`update users set home_church_id = ${churchId}`.execute(db);

  // The settings' row is the church's, keyed by its id; its name and city live on the church.
  await sql`update church_settings set id = ${churchId}`.execute(db);
  await db.schema.alterTable("church_settings").dropColumn("name").execute();
  await db.schema.alterTable("church_settings").dropColumn("city").execute();

  for (const table of OWNED) {
    if (sqlite) await rebuildWithChurch(db, table, churchId);
    else {
      await db.schema
        .alterTable(table)
        .addColumn("church_id", "text", (c) => c.references("churches.id"))
        .execute();
      await sql`update ${sql.table(table)} set church_id = ${churchId}`.execute(db);
      await sql`alter table ${sql.table(table)} alter column church_id set not null`.execute(db);
    }
    await db.schema.createIndex(`${table}_church`).on(table).column("church_id").execute();
  }
  for (const table of SHARED_OR_OWNED) {
    await db.schema
      .alterTable(table)
      .addColumn("church_id", "text", (c) => c.references("churches.id"))
      .execute();
    await db.schema.createIndex(`${table}_church`).on(table).column("church_id").execute();
  }
  // A song's number is unique within its church, and among the conference's own (no church).
  await db.schema.dropIndex("imported_hymns_number").execute();
  await sql`create unique index imported_hymns_number on imported_hymns (coalesce(church_id, ''), number)`.execute(db);
  // Reads of personal data so far were the one church's; songs imported so far stay everyone's.
  await sql`update admin_reads set church_id = ${churchId}`.execute(db);
}

/** SQLite drops a column that references another table only by building the table again, without it. */
async function rebuildWithout(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  const created = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(
    db,
  );
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  const rebuilt = created.rows[0]!.sql.replace(
    new RegExp(`,\\s*"${column}"[^,)]*references "\\w+" \\("id"\\)( on delete \\w+( \\w+)?)?`),
    "",
  ).replace(/^create table\s+"?[^"\s(]+"?/i, `create table "${table}_rebuilt"`);
  const names = columns.rows
    .filter((c) => c.name !== column)
    .map((c) => `"${c.name}"`)
    .join(", ");
  await sql.raw(rebuilt).execute(db);
  await sql.raw(`insert into "${table}_rebuilt" (${names}) select ${names} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  for (const index of indexes.rows) if (!index.sql.includes(`"${column}"`)) await sql.raw(index.sql).execute(db);
}

/** Back to one church: what the other churches held goes with them (restore a backup to keep it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) await sql`pragma foreign_keys = off`.execute(db);
  const first = await sql<{
    id: string;
    name: string;
    city: string | null;
  }>`select id, name, city from churches order by created_at, id limit 1`.execute(db);
  const church = first.rows[0]!;
  await db.schema.dropIndex("imported_hymns_number").execute();
  await sql`delete from imported_hymns where church_id is not null`.execute(db);
  for (const table of [...OWNED, ...SHARED_OR_OWNED]) {
    await db.schema.dropIndex(`${table}_church`).execute();
    if (OWNED.includes(table as (typeof OWNED)[number])) await sql`delete from ${sql.table(table)} where church_id <> ${church.id}`.execute(db);
    if (sqlite) await rebuildWithout(db, table, "church_id");
    else await db.schema.alterTable(table).dropColumn("church_id").execute();
  }
  await db.schema.createIndex("imported_hymns_number").on("imported_hymns").column("number").unique().execute();
  await sql`delete from church_settings where id <> ${church.id}`.execute(db);
  await db.schema
    .alterTable("church_settings")
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("church_settings")
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update church_settings set id = 'igreja', name = ${church.name}, city = ${church.city ?? ""}`.execute(db);
  if (sqlite) await rebuildWithout(db, "users", "home_church_id");
  else await db.schema.alterTable("users").dropColumn("home_church_id").execute();
  await db.schema
    .createTable("account_roles")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("account_roles_pk", ["user_id", "role"])
    .execute();
  await sql`insert into account_roles (user_id, role, granted_at)
    select distinct user_id, 'admin', min(granted_at) from church_roles where role = 'admin' group by user_id`.execute(db);
  for (const table of ["church_roles", "churches", "districts", "conferences"]) await db.schema.dropTable(table).execute();
  if (sqlite) await sql`pragma foreign_keys = on`.execute(db);
}
