import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The PostgreSQL part of the bench runs in a database of its own, created on the server
 * BENCH_POSTGRES_URL names (default: the local test server, trust auth) and dropped after.
 */
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database, or the reason there is none. */
export async function freshPostgresDatabase(): Promise<BenchDatabase | { unavailable: string }> {
  const name = `lampada_bench_${randomBytes(6).toString("hex")}`;
  try {
    await admin((client) => client.query(`create database ${name}`));
  } catch (error) {
    return { unavailable: `PostgreSQL at ${POSTGRES_ADMIN_URL.replace(/\/\/[^@/]*@/, "//…@")} not usable: ${(error as Error).message}` };
  }
  const target = new URL(POSTGRES_ADMIN_URL);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The server's version line, for the results. */
export async function postgresVersion(): Promise<string> {
  return admin(async (client) => (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v);
}
