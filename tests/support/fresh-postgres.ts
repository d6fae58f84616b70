import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/** The PostgreSQL server tests and benches make their databases on (trust auth locally). */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named `<prefix>_<random>` on the server; drop() removes it (closing its connections). */
export async function freshPostgresDatabase(prefix: string, adminUrl = POSTGRES_ADMIN_URL): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, (client) => client.query(`create database ${name}`));
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The server's version line, for reports. */
export async function postgresVersion(adminUrl = POSTGRES_ADMIN_URL): Promise<string> {
  return admin(adminUrl, async (client) => (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v);
}

/** The role test servers serve as on PostgreSQL: like production's, no superuser and no BYPASSRLS (decision 0065). */
const SERVING_ROLE = "lampada_serving";

/**
 * The address of this database as the serving role, as README's Production sets it up: the
 * owner migrates, the serving role (created on the server if missing, login without a password
 * under the local trust auth) gets only its rows, and the row-level security binds it.
 */
export async function servingRoleUrl(databaseUrl: string, adminUrl = POSTGRES_ADMIN_URL): Promise<string> {
  await admin(adminUrl, (client) =>
    client.query(
      `do $$ begin create role ${SERVING_ROLE} login nosuperuser nobypassrls; exception when duplicate_object or unique_violation then null; end $$`,
    ),
  );
  const owner = openDatabase(databaseUrl).db;
  try {
    await migrateToLatest(owner);
    await sql.raw(`grant select, insert, update, delete on all tables in schema public to ${SERVING_ROLE}`).execute(owner);
    await sql.raw(`grant usage, select on all sequences in schema public to ${SERVING_ROLE}`).execute(owner);
  } finally {
    await owner.destroy();
  }
  const url = new URL(databaseUrl);
  url.username = SERVING_ROLE;
  url.password = "";
  return url.toString();
}
