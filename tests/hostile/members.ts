import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { createSession, hashToken, sessionCookie } from "#app/areas/accounts/session.store.server.ts";
import type { Database } from "#db/schema.ts";
import { clubOf, createClub, membershipOf, requestChildJoin } from "#app/areas/clubs/clubs.store.server.ts";
import { addRosterEntry } from "#app/areas/clubs/roster.store.server.ts";
import { createUnit } from "#app/areas/clubs/units.store.server.ts";
import { addChild } from "#app/areas/clubs/children.store.server.ts";
import { theFirstChurch } from "#tests/support/churches.ts";

/**
 * Members for the hostile test, set up straight in the server's database (as
 * tests/support/members.ts does). A hostile request may end a session (logout, "leave every
 * device"): `ensure` starts a new one, so later requests still come from a member.
 */
export class Members {
  private readonly ids: string[] = [];
  private readonly tokens: string[] = [];
  private readonly cookies: string[] = [];

  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async create(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      this.ids.push(await this.insertUser(i));
      this.tokens.push("");
      this.cookies.push("");
      await this.renew(i);
    }
  }

  /** A member row like tests/support/members.ts makes (a password hash no password matches). */
  private async insertUser(i: number): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("users")
      .values({
        id,
        email: `hostil-${id}@exemplo.com`,
        name: `Membro Hostil ${i + 1}`,
        age: 30,
        password_hash: "!",
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  /** Member i's account id. */
  id(i: number): string {
    return this.ids[i % this.ids.length]!;
  }

  get count(): number {
    return this.ids.length;
  }

  /** `name=value` of member i's session cookie, as the server writes it. */
  cookie(i: number): string {
    return this.cookies[i % this.cookies.length]!;
  }

  private async renew(i: number): Promise<void> {
    const token = await createSession(this.db, this.ids[i]!, new Date());
    this.tokens[i] = token;
    const setCookie: string = await sessionCookie(token, false);
    this.cookies[i] = setCookie.split(";")[0]!;
  }

  /**
   * Starts a new session for each member whose session a request ended (and a new member
   * in place of one whose account a request deleted, which the caller reports).
   */
  async ensure(): Promise<{ renewed: boolean; deleted: string[] }> {
    let renewed = false;
    const deleted: string[] = [];
    for (let i = 0; i < this.ids.length; i++) {
      const row = await this.db.selectFrom("sessions").select("token_hash").where("token_hash", "=", hashToken(this.tokens[i]!)).executeTakeFirst();
      if (row) continue;
      const user = await this.db.selectFrom("users").select("id").where("id", "=", this.ids[i]!).executeTakeFirst();
      if (!user) {
        deleted.push(this.ids[i]!);
        this.ids[i] = await this.insertUser(i);
      }
      await this.renew(i);
      renewed = true;
    }
    return { renewed, deleted };
  }
}

/**
 * Makes the member the director of a club with a unit, a roster entry (a young person without
 * an account) and the member's own child, whose request waits (decision 0048).
 */
export async function leadAClub(db: Kysely<Database>, userId: string): Promise<void> {
  const now = new Date();
  const church = await theFirstChurch(db);
  await createClub(db, church, userId, { name: "Clube Hostil", church: "Igreja Central", city: "Recife", region: "Nordeste" }, now);
  const me = await membershipOf(db, church, userId);
  if (!me) throw new Error("the hostile member's club was not created");
  await addRosterEntry(db, church, me.clubId, "Pedro do Rol", 2014, now);
  await createUnit(db, church, me.clubId, "Águias", null, now);
  const child = await addChild(db, { id: userId, name: "Responsável Hostil" }, { name: "Davi do Hostil", birthYear: now.getUTCFullYear() - 10 }, now);
  await requestChildJoin(db, church, child, (await clubOf(db, church, me.clubId))!.invite_code, now);
}
