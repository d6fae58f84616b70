import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/**
 * A secret the server makes for itself the first time it needs one and keeps in the database,
 * so every instance on the database uses the same one and nobody has to configure it. The first
 * writer wins (insert or nothing, then read); each database's secrets are remembered in memory.
 */
const remembered = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

export function serverSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  let secrets = remembered.get(db);
  if (!secrets) remembered.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMake(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrMake(db: Kysely<Database>, name: string): Promise<Buffer> {
  await db
    .insertInto("server_secrets")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}
