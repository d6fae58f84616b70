import { randomInt, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, inChurch, inTransaction, type ChurchRef, type Db } from "#db/transaction.ts";
import { CODE_ALPHABET, CODE_LENGTH, LEADERS, type ClubRole } from "./clubs.ts";

/**
 * Clubs' storage: the club itself, joining, leaving and handing over (its people are in
 * roster.store.server.ts, its units in units.store.server.ts, sign-offs in
 * reviews.store.server.ts). Every function takes the church the guard found (decision 0065) and
 * sees only its clubs; every function that names a person or a unit takes the club too, and
 * finds nothing outside it: another club's (or another church's) ids change nothing.
 */

export interface ClubFields {
  name: string;
  church: string;
  city: string;
  region: string;
}

/** Who is asking, in their club: read fresh on every request by the guard. */
export interface Membership {
  personId: string;
  clubId: string;
  clubName: string;
  role: ClubRole;
  status: "pendente" | "ativo";
  unitId: string | null;
}

export type Result = { ok: true } | { ok: false; message: string };

export const refused = (message: string): Result => ({ ok: false, message });
export const OK: Result = { ok: true };

export const CLUB_MESSAGES = {
  alreadyInClub: "Você já participa de um clube (ou tem um pedido aguardando). Saia dele antes.",
  unknownCode: "Código de convite não encontrado. Confira com o diretor do clube.",
  notFound: "Pessoa não encontrada neste clube.",
  unitNotFound: "Unidade não encontrada neste clube.",
  directorStays: "O clube precisa de quem o dirija: passe a direção a outro membro antes.",
  unitTaken: "Já existe uma unidade com este nome no clube (maiúsculas e acentos não contam).",
  unitNotEmpty: "A unidade ainda tem pessoas: coloque-as em outra unidade antes de excluí-la.",
  notDirectorAnymore: "Você não é mais o diretor deste clube.",
} as const;

/** Six random characters from the alphabet without look-alikes (crypto random, not Math.random). */
function newInviteCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** The ids of the church's clubs: what every query on a club's children (people, units, meetings…) is filtered by. */
export function churchClubs(db: Db, church: ChurchRef) {
  return db.selectFrom("clubs").select("clubs.id").where("clubs.church_id", "=", church.id);
}

/** Runs `work` in one transaction bound to the church (joining the caller's). */
export function inChurchTransaction<T>(db: Db, church: ChurchRef, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return inChurch(db, church, (db) => inTransaction(db, work));
}

/**
 * The member's place in a club of this church (active or waiting), or null. A member whose
 * home church is now another no longer reaches their old club's pages from here: its place
 * stays in the old club's roster as history, and their own data pages follow their current church.
 */
export async function membershipOf(db: Db, church: ChurchRef, userId: string): Promise<Membership | null> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_people")
      .innerJoin("clubs", "clubs.id", "club_people.club_id")
      .select(["club_people.id", "club_people.club_id", "clubs.name", "club_people.role", "club_people.status", "club_people.unit_id"])
      .where("clubs.church_id", "=", church.id)
      .where("club_people.user_id", "=", userId)
      .executeTakeFirst(),
  );
  if (!row) return null;
  return {
    personId: row.id,
    clubId: row.club_id,
    clubName: row.name,
    role: row.role as ClubRole,
    status: row.status as Membership["status"],
    unitId: row.unit_id,
  };
}

/** Adds the member to a club (one the caller found in its church); false when they already have a place in one (the unique key decides). */
async function insertPerson(trx: Db, clubId: string, userId: string, role: ClubRole, status: Membership["status"], now: Date): Promise<boolean> {
  const result = await trx
    .insertInto("club_people")
    .values({ id: randomUUID(), club_id: clubId, user_id: userId, role, status, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Thrown inside a transaction to undo it and answer the message. */
export class Refusal extends Error {}

/** Creates a club of this church with the member as its director. */
export async function createClub(db: Db, church: ChurchRef, userId: string, fields: ClubFields, now: Date): Promise<Result> {
  try {
    return await inChurchTransaction(db, church, async (trx) => {
      const clubId = randomUUID();
      await trx
        .insertInto("clubs")
        .values({ id: clubId, church_id: church.id, ...fields, invite_code: await freeCode(trx), created_at: now.toISOString() })
        .execute();
      if (!(await insertPerson(trx, clubId, userId, "diretor", "ativo", now))) throw new Refusal(CLUB_MESSAGES.alreadyInClub);
      return OK;
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    throw error;
  }
}

/**
 * A code no club of the church holds (a clash among 887 million is rare; tried again until
 * free). The database keeps codes unique across the deployment.
 */
async function freeCode(db: Db): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    if (!(await db.selectFrom("clubs").select("id").where("invite_code", "=", code).executeTakeFirst())) return code;
  }
}

/** The church's club whose invite code this is; another church's code is as unknown as a wrong one. */
function clubByCode(db: Db, church: ChurchRef, code: string) {
  return db.selectFrom("clubs").select("id").where("church_id", "=", church.id).where("invite_code", "=", code).executeTakeFirst();
}

/** A request to join the church's club whose code this is; the director approves or refuses it. */
export async function requestJoin(db: Db, church: ChurchRef, userId: string, code: string, now: Date): Promise<Result> {
  return inChurch(db, church, async (db) => {
    const club = await clubByCode(db, church, code);
    if (!club) return refused(CLUB_MESSAGES.unknownCode);
    return (await insertPerson(db, club.id, userId, "desbravador", "pendente", now)) ? OK : refused(CLUB_MESSAGES.alreadyInClub);
  });
}

/** A guardian's request for their child to join the church's club whose code this is (one club at a time, held by the database). */
export async function requestChildJoin(db: Db, church: ChurchRef, childId: string, code: string, now: Date): Promise<Result> {
  return inChurch(db, church, async (db) => {
    const club = await clubByCode(db, church, code);
    if (!club) return refused(CLUB_MESSAGES.unknownCode);
    const result = await db
      .insertInto("club_people")
      .values({ id: randomUUID(), club_id: club.id, child_id: childId, role: "desbravador", status: "pendente", created_at: now.toISOString() })
      .onConflict((oc) => oc.column("child_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? OK : refused("Esta criança já participa de um clube (ou tem um pedido aguardando).");
  });
}

/** A new invite code; the old one stops working at once. */
export async function renewCode(db: Db, church: ChurchRef, clubId: string): Promise<void> {
  await inChurchTransaction(db, church, async (trx) => {
    await trx
      .updateTable("clubs")
      .set({ invite_code: await freeCode(trx) })
      .where("church_id", "=", church.id)
      .where("id", "=", clubId)
      .execute();
  });
}

export async function setLeague(db: Db, church: ChurchRef, clubId: string, inLeague: boolean): Promise<void> {
  await inChurch(db, church, (db) =>
    db
      .updateTable("clubs")
      .set({ in_league: inLeague ? 1 : 0 })
      .where("church_id", "=", church.id)
      .where("id", "=", clubId)
      .execute(),
  );
}

/** The club as its members see it; undefined for a club of another church. */
export async function clubOf(db: Db, church: ChurchRef, clubId: string) {
  return inChurch(db, church, (db) =>
    db.selectFrom("clubs").selectAll().where("church_id", "=", church.id).where("id", "=", clubId).executeTakeFirst(),
  );
}

/**
 * Leaving a club of this church: a waiting request is withdrawn; the director leaves only after
 * passing the role, unless nobody else with an account is in the club: then the club and its roster go.
 */
export async function leaveClub(db: Db, church: ChurchRef, userId: string): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    const me = await membershipOf(trx, church, userId);
    if (!me) return OK;
    if (me.role === "diretor") {
      const others = await trx
        .selectFrom("club_people")
        .select("id")
        .where("club_id", "=", me.clubId)
        .where("status", "=", "ativo")
        .where("user_id", "is not", null)
        .where("id", "!=", me.personId)
        .executeTakeFirst();
      if (others) return refused(CLUB_MESSAGES.directorStays);
      await trx.deleteFrom("clubs").where("church_id", "=", church.id).where("id", "=", me.clubId).execute();
      return OK;
    }
    await trx.deleteFrom("club_people").where("id", "=", me.personId).execute();
    return OK;
  });
}

/**
 * Before an account is deleted: a director's club passes to its longest-standing leader (or
 * member) with an account, or is deleted with its roster when there is none. The account's own
 * place is looked up wherever it is (a director who moved to another church still hands over
 * the old club): its church comes from the club's row, never from the request.
 */
export async function handOverBeforeDeletion(db: Db, userId: string): Promise<void> {
  const place = await acrossChurches(db, (db) =>
    db
      .selectFrom("club_people")
      .innerJoin("clubs", "clubs.id", "club_people.club_id")
      .select("clubs.church_id")
      .where("club_people.user_id", "=", userId)
      .where("club_people.role", "=", "diretor")
      .executeTakeFirst(),
  );
  if (!place) return;
  const church = { id: place.church_id };
  await inChurchTransaction(db, church, async (trx) => {
    const me = await membershipOf(trx, church, userId);
    if (!me || me.role !== "diretor") return;
    const heirs = await trx
      .selectFrom("club_people")
      .select(["id", "role"])
      .where("club_id", "=", me.clubId)
      .where("status", "=", "ativo")
      .where("user_id", "is not", null)
      .where("id", "!=", me.personId)
      .orderBy("created_at")
      .execute();
    // The associate director first, then any leader, then anyone.
    const heir = heirs.find((h) => h.role === "diretor_associado") ?? heirs.find((h) => LEADERS.includes(h.role as ClubRole)) ?? heirs[0];
    if (!heir) {
      await trx.deleteFrom("clubs").where("church_id", "=", church.id).where("id", "=", me.clubId).execute();
      return;
    }
    await trx.deleteFrom("club_people").where("id", "=", me.personId).execute();
    await trx.updateTable("club_people").set({ role: "diretor" }).where("id", "=", heir.id).execute();
  });
}

/** The accounts of the director of this church's club (whom a join request is told to). */
export async function directorUserIds(db: Db, church: ChurchRef, clubId: string): Promise<string[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_people")
      .select("user_id")
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("role", "=", "diretor")
      .where("status", "=", "ativo")
      .where("user_id", "is not", null)
      .execute(),
  );
  return rows.map((r) => r.user_id!);
}
