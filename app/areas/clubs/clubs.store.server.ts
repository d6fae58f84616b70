import { randomInt, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { CODE_ALPHABET, CODE_LENGTH, enrolledClass, LEADERS, unitNameKey, type ClubRole } from "./clubs.ts";

/**
 * Clubs' storage: the club, its people (members with an account and roster entries), units
 * and counsellors. Every function that names a person or a unit takes the club too, and
 * finds nothing outside it: another club's ids change nothing.
 */

type Db = Kysely<Database> | Transaction<Database>;

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

const refused = (message: string): Result => ({ ok: false, message });
const OK: Result = { ok: true };

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

/** The member's place in a club (active or waiting), or null. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | null> {
  const row = await db
    .selectFrom("club_people")
    .innerJoin("clubs", "clubs.id", "club_people.club_id")
    .select(["club_people.id", "club_people.club_id", "clubs.name", "club_people.role", "club_people.status", "club_people.unit_id"])
    .where("club_people.user_id", "=", userId)
    .executeTakeFirst();
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

/** Adds the member to a club; false when they already have a place in one (the unique key decides). */
async function insertPerson(trx: Db, clubId: string, userId: string, role: ClubRole, status: Membership["status"], now: Date): Promise<boolean> {
  const result = await trx
    .insertInto("club_people")
    .values({ id: randomUUID(), club_id: clubId, user_id: userId, role, status, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

class Refusal extends Error {}

/** Creates a club with the member as its director. */
export async function createClub(db: Kysely<Database>, userId: string, fields: ClubFields, now: Date): Promise<Result> {
  try {
    return await inTransaction(db, async (trx) => {
      const clubId = randomUUID();
      await trx
        .insertInto("clubs")
        .values({ id: clubId, ...fields, invite_code: await freeCode(trx), created_at: now.toISOString() })
        .execute();
      if (!(await insertPerson(trx, clubId, userId, "diretor", "ativo", now))) throw new Refusal(CLUB_MESSAGES.alreadyInClub);
      return OK;
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    throw error;
  }
}

/** A code no club holds (a clash among 887 million is rare; tried again until free). */
async function freeCode(db: Db): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    if (!(await db.selectFrom("clubs").select("id").where("invite_code", "=", code).executeTakeFirst())) return code;
  }
}

/** A request to join the club whose code this is; the director approves or refuses it. */
export async function requestJoin(db: Kysely<Database>, userId: string, code: string, now: Date): Promise<Result> {
  const club = await db.selectFrom("clubs").select("id").where("invite_code", "=", code).executeTakeFirst();
  if (!club) return refused(CLUB_MESSAGES.unknownCode);
  return (await insertPerson(db, club.id, userId, "desbravador", "pendente", now)) ? OK : refused(CLUB_MESSAGES.alreadyInClub);
}

/** A guardian's request for their child to join the club whose code this is (one club at a time, held by the database). */
export async function requestChildJoin(db: Kysely<Database>, childId: string, code: string, now: Date): Promise<Result> {
  const club = await db.selectFrom("clubs").select("id").where("invite_code", "=", code).executeTakeFirst();
  if (!club) return refused(CLUB_MESSAGES.unknownCode);
  const result = await db
    .insertInto("club_people")
    .values({ id: randomUUID(), club_id: club.id, child_id: childId, role: "desbravador", status: "pendente", created_at: now.toISOString() })
    .onConflict((oc) => oc.column("child_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? OK : refused("Esta criança já participa de um clube (ou tem um pedido aguardando).");
}

/** A new invite code; the old one stops working at once. */
export async function renewCode(db: Kysely<Database>, clubId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("clubs")
      .set({ invite_code: await freeCode(trx) })
      .where("id", "=", clubId)
      .execute();
  });
}

export async function setLeague(db: Kysely<Database>, clubId: string, inLeague: boolean): Promise<void> {
  await db
    .updateTable("clubs")
    .set({ in_league: inLeague ? 1 : 0 })
    .where("id", "=", clubId)
    .execute();
}

/** The club as its members see it. */
export async function clubOf(db: Db, clubId: string) {
  return db.selectFrom("clubs").selectAll().where("id", "=", clubId).executeTakeFirstOrThrow();
}

/**
 * Leaving: a waiting request is withdrawn; the director leaves only after passing the role,
 * unless nobody else with an account is in the club: then the club and its roster go.
 */
export async function leaveClub(db: Kysely<Database>, userId: string): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const me = await membershipOf(trx, userId);
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
      await trx.deleteFrom("clubs").where("id", "=", me.clubId).execute();
      return OK;
    }
    await trx.deleteFrom("club_people").where("id", "=", me.personId).execute();
    return OK;
  });
}

/**
 * Before an account is deleted: a director's club passes to its longest-standing leader (or
 * member) with an account, or is deleted with its roster when there is none.
 */
export async function handOverBeforeDeletion(db: Kysely<Database>, userId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const me = await membershipOf(trx, userId);
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
      await trx.deleteFrom("clubs").where("id", "=", me.clubId).execute();
      return;
    }
    await trx.deleteFrom("club_people").where("id", "=", me.personId).execute();
    await trx.updateTable("club_people").set({ role: "diretor" }).where("id", "=", heir.id).execute();
  });
}

/** The club's people with their account's or child profile's name: every read of people starts here, inside one club. */
function peopleOf(db: Db, clubId: string) {
  return db
    .selectFrom("club_people")
    .leftJoin("users", "users.id", "club_people.user_id")
    .leftJoin("child_profiles", "child_profiles.id", "club_people.child_id")
    .select([
      "club_people.id",
      "club_people.user_id",
      "club_people.child_id",
      "club_people.roster_name",
      "club_people.birth_year",
      "club_people.role",
      "club_people.status",
      "club_people.unit_id",
      "club_people.class_id",
      "club_people.class_reason",
      "club_people.created_at",
      "users.name as user_name",
      "users.age as user_age",
      "users.birth_date as user_birth_date",
      "users.created_at as user_created_at",
      "child_profiles.name as child_name",
      "child_profiles.birth_year as child_birth_year",
    ])
    .where("club_people.club_id", "=", clubId);
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleOf>["executeTakeFirstOrThrow"]>>;

/** A person's name: the account's, the child profile's or the roster's. */
export function personName(row: Pick<PersonRow, "user_name" | "child_name" | "roster_name">): string {
  return row.user_name ?? row.child_name ?? row.roster_name ?? "";
}

/** A person's birth year: the roster's, the child profile's, or the account's (its birth date, or its age when it signed up). */
function birthYearOf(row: PersonRow): number | null {
  if (row.birth_year !== null) return row.birth_year;
  if (row.child_birth_year !== null) return row.child_birth_year;
  if (row.user_birth_date) return Number(row.user_birth_date.slice(0, 4)) || null;
  if (row.user_age !== null && row.user_created_at) return Number(row.user_created_at.slice(0, 4)) - row.user_age;
  return null;
}

/** One person of the club, found only inside it. */
export async function personInClub(db: Db, clubId: string, personId: string) {
  return peopleOf(db, clubId).where("club_people.id", "=", personId).executeTakeFirst();
}

/** Approves or refuses a waiting request of this club. */
export async function decideRequest(db: Kysely<Database>, clubId: string, personId: string, approve: boolean): Promise<Result> {
  const result = approve
    ? Number(
        (
          await db
            .updateTable("club_people")
            .set({ status: "ativo" })
            .where("club_id", "=", clubId)
            .where("id", "=", personId)
            .where("status", "=", "pendente")
            .executeTakeFirst()
        ).numUpdatedRows,
      )
    : Number(
        (
          await db
            .deleteFrom("club_people")
            .where("club_id", "=", clubId)
            .where("id", "=", personId)
            .where("status", "=", "pendente")
            .executeTakeFirst()
        ).numDeletedRows,
      );
  return result > 0 ? OK : refused("Pedido não encontrado (talvez já decidido).");
}

/**
 * A waiting request from an account becomes the roster entry the club kept for that young
 * person: the entry keeps its unit and approved items, and gets the account.
 */
export async function linkRequestToRoster(db: Kysely<Database>, clubId: string, requestId: string, rosterId: string): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const request = await personInClub(trx, clubId, requestId);
    const entry = await personInClub(trx, clubId, rosterId);
    if (!request || request.status !== "pendente" || (!request.user_id && !request.child_id))
      return refused("Pedido não encontrado (talvez já decidido).");
    if (!entry || entry.user_id || entry.child_id) return refused("Esta entrada do rol já está ligada a uma conta.");
    await trx.deleteFrom("club_people").where("id", "=", request.id).execute();
    // A child's profile takes the entry's place: its name and birth year come from the profile now.
    const link = request.user_id
      ? { user_id: request.user_id, status: "ativo" }
      : { child_id: request.child_id, roster_name: null, birth_year: null, status: "ativo" };
    await trx.updateTable("club_people").set(link).where("id", "=", entry.id).execute();
    return OK;
  });
}

/** Changes a member's role (not to or from director: that is passed on). A counsellor no more leads no unit. */
export async function setRole(db: Kysely<Database>, clubId: string, personId: string, role: Exclude<ClubRole, "diretor">): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const person = await personInClub(trx, clubId, personId);
    if (!person || person.status !== "ativo" || !person.user_id) return refused(CLUB_MESSAGES.notFound);
    if (person.role === "diretor") return refused(CLUB_MESSAGES.directorStays);
    await trx.updateTable("club_people").set({ role }).where("id", "=", personId).execute();
    if (role !== "conselheiro") await trx.deleteFrom("club_unit_counsellors").where("person_id", "=", personId).execute();
    return OK;
  });
}

/**
 * Passes the directorship: the director becomes a counsellor and the other member the
 * director, in one transaction. The demotion only happens while the giver still is the
 * director, and the database holds one director per club, so two passes at once leave one.
 */
export async function passDirector(db: Kysely<Database>, clubId: string, fromId: string, toId: string): Promise<Result> {
  try {
    return await inTransaction(db, async (trx) => {
      const to = await personInClub(trx, clubId, toId);
      if (!to || to.status !== "ativo" || !to.user_id || to.id === fromId) throw new Refusal(CLUB_MESSAGES.notFound);
      const demoted = await trx
        .updateTable("club_people")
        .set({ role: "conselheiro" })
        .where("id", "=", fromId)
        .where("club_id", "=", clubId)
        .where("role", "=", "diretor")
        .executeTakeFirst();
      if (Number(demoted.numUpdatedRows) !== 1) throw new Refusal(CLUB_MESSAGES.notDirectorAnymore);
      await trx.updateTable("club_people").set({ role: "diretor" }).where("id", "=", toId).execute();
      return OK;
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    throw error;
  }
}

/** Removes a person (member or roster entry) from the club, with their sign-offs; never the director. */
export async function removePerson(db: Kysely<Database>, clubId: string, personId: string): Promise<Result> {
  const result = await db
    .deleteFrom("club_people")
    .where("club_id", "=", clubId)
    .where("id", "=", personId)
    .where("role", "!=", "diretor")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? OK : refused(CLUB_MESSAGES.notFound);
}

/** Deletes a roster entry without an account and all it holds (on the family's request, LGPD). */
export async function deleteRosterEntry(db: Kysely<Database>, clubId: string, personId: string): Promise<Result> {
  const result = await db
    .deleteFrom("club_people")
    .where("club_id", "=", clubId)
    .where("id", "=", personId)
    .where("user_id", "is", null)
    .where("child_id", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? OK : refused("Entrada do rol não encontrada.");
}

/** A roster entry without an account: only a name and a birth year. */
export async function addRosterEntry(db: Kysely<Database>, clubId: string, name: string, birthYear: number, now: Date): Promise<void> {
  await db
    .insertInto("club_people")
    .values({
      id: randomUUID(),
      club_id: clubId,
      roster_name: name,
      birth_year: birthYear,
      role: "desbravador",
      status: "ativo",
      created_at: now.toISOString(),
    })
    .execute();
}

/** Whether the person may lead a unit: an active counsellor of this club. */
async function isCounsellor(trx: Db, clubId: string, personId: string): Promise<boolean> {
  const counsellor = await personInClub(trx, clubId, personId);
  return counsellor?.role === "conselheiro" && counsellor.status === "ativo";
}

const NOT_A_COUNSELLOR = "Escolha alguém do aconselhamento de unidade deste clube.";

/** A new unit; its name is unique in the club once folded (the database holds it). */
export async function createUnit(db: Kysely<Database>, clubId: string, name: string, counsellorId: string | null, now: Date): Promise<Result> {
  return inTransaction(db, async (trx) => {
    if (counsellorId && !(await isCounsellor(trx, clubId, counsellorId))) return refused(NOT_A_COUNSELLOR);
    const id = randomUUID();
    const inserted = await trx
      .insertInto("club_units")
      .values({ id, club_id: clubId, name, name_key: unitNameKey(name), created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["club_id", "name_key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return refused(CLUB_MESSAGES.unitTaken);
    if (counsellorId) await trx.insertInto("club_unit_counsellors").values({ unit_id: id, person_id: counsellorId }).execute();
    return OK;
  });
}

/** Renames a unit of this club; another unit's name (folded) is refused. */
export async function renameUnit(db: Kysely<Database>, clubId: string, unitId: string, name: string): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const key = unitNameKey(name);
    const clash = await trx
      .selectFrom("club_units")
      .select("id")
      .where("club_id", "=", clubId)
      .where("name_key", "=", key)
      .where("id", "!=", unitId)
      .executeTakeFirst();
    if (clash) return refused(CLUB_MESSAGES.unitTaken);
    const result = await trx
      .updateTable("club_units")
      .set({ name, name_key: key })
      .where("club_id", "=", clubId)
      .where("id", "=", unitId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? OK : refused(CLUB_MESSAGES.unitNotFound);
  });
}

/** Gives the unit another counsellor (or none): the one who leads it from now on. */
export async function setUnitCounsellor(db: Kysely<Database>, clubId: string, unitId: string, counsellorId: string | null): Promise<Result> {
  return inTransaction(db, async (trx) => {
    if (!(await trx.selectFrom("club_units").select("id").where("club_id", "=", clubId).where("id", "=", unitId).executeTakeFirst()))
      return refused(CLUB_MESSAGES.unitNotFound);
    if (counsellorId && !(await isCounsellor(trx, clubId, counsellorId))) return refused(NOT_A_COUNSELLOR);
    await trx.deleteFrom("club_unit_counsellors").where("unit_id", "=", unitId).execute();
    if (counsellorId) await trx.insertInto("club_unit_counsellors").values({ unit_id: unitId, person_id: counsellorId }).execute();
    return OK;
  });
}

/** Deletes an empty unit of this club: its people are moved first. */
export async function deleteUnit(db: Kysely<Database>, clubId: string, unitId: string): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const unit = await trx.selectFrom("club_units").select("id").where("club_id", "=", clubId).where("id", "=", unitId).executeTakeFirst();
    if (!unit) return refused(CLUB_MESSAGES.unitNotFound);
    if (await trx.selectFrom("club_people").select("id").where("unit_id", "=", unitId).executeTakeFirst()) return refused(CLUB_MESSAGES.unitNotEmpty);
    await trx.deleteFrom("club_units").where("id", "=", unitId).execute();
    return OK;
  });
}

/** Enrols a Pathfinder of this club in a class (null: the age's again), with the director's reason. */
export async function setClass(
  db: Kysely<Database>,
  clubId: string,
  personId: string,
  classId: number | null,
  reason: string | null,
): Promise<Result> {
  const result = await db
    .updateTable("club_people")
    .set({ class_id: classId, class_reason: classId === null ? null : reason })
    .where("club_id", "=", clubId)
    .where("id", "=", personId)
    .where("status", "=", "ativo")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? OK : refused(CLUB_MESSAGES.notFound);
}

/** Places a person of the club in one of its units (or none). */
export async function placeInUnit(db: Kysely<Database>, clubId: string, personId: string, unitId: string | null): Promise<Result> {
  if (unitId && !(await db.selectFrom("club_units").select("id").where("club_id", "=", clubId).where("id", "=", unitId).executeTakeFirst()))
    return refused(CLUB_MESSAGES.unitNotFound);
  const result = await db
    .updateTable("club_people")
    .set({ unit_id: unitId })
    .where("club_id", "=", clubId)
    .where("id", "=", personId)
    .where("status", "=", "ativo")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? OK : refused(CLUB_MESSAGES.notFound);
}

export interface ClubPerson {
  id: string;
  name: string;
  hasAccount: boolean;
  /** A guardian's child profile (no account, no e-mail). */
  isChild: boolean;
  birthYear: number | null;
  role: ClubRole;
  status: Membership["status"];
  unitId: string | null;
  /** The class the person is enrolled in (the director's or the age's), or null. */
  classId: number | null;
  /** Whether the director chose it, and why. */
  classChosen: boolean;
  classReason: string | null;
}

/** One row of people as the club's pages read it. */
export function clubPerson(r: PersonRow, now: Date): ClubPerson {
  const base = {
    id: r.id,
    name: personName(r),
    hasAccount: r.user_id !== null,
    isChild: r.child_id !== null,
    birthYear: birthYearOf(r),
    role: r.role as ClubRole,
    status: r.status as Membership["status"],
    unitId: r.unit_id,
    classChosen: r.class_id !== null,
    classReason: r.class_reason,
  };
  return { ...base, classId: enrolledClass({ role: base.role, birthYear: base.birthYear, classId: r.class_id }, now) };
}

/** The club's people (leaders only see this), waiting requests first, then by name. */
export async function clubPeople(db: Db, clubId: string, now: Date): Promise<ClubPerson[]> {
  const rows = await peopleOf(db, clubId).execute();
  return rows
    .map((r) => clubPerson(r, now))
    .sort((a, b) => (a.status === b.status ? a.name.localeCompare(b.name, "pt-BR") : a.status === "pendente" ? -1 : 1));
}

export interface ClubUnit {
  id: string;
  name: string;
  counsellorIds: string[];
}

export async function clubUnits(db: Db, clubId: string): Promise<ClubUnit[]> {
  const units = await db.selectFrom("club_units").select(["id", "name"]).where("club_id", "=", clubId).orderBy("name").execute();
  const leads = await db
    .selectFrom("club_unit_counsellors")
    .innerJoin("club_units", "club_units.id", "club_unit_counsellors.unit_id")
    .select(["club_unit_counsellors.unit_id", "club_unit_counsellors.person_id"])
    .where("club_units.club_id", "=", clubId)
    .execute();
  return units.map((u) => ({ ...u, counsellorIds: leads.filter((l) => l.unit_id === u.id).map((l) => l.person_id) }));
}

/** Whether the counsellor leads the unit the person is in. */
export async function leadsUnitOf(db: Db, counsellorId: string, unitId: string | null): Promise<boolean> {
  if (!unitId) return false;
  const row = await db
    .selectFrom("club_unit_counsellors")
    .select("unit_id")
    .where("person_id", "=", counsellorId)
    .where("unit_id", "=", unitId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The accounts of the club's director (whom a join request is told to). */
export async function directorUserIds(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("club_people")
    .select("user_id")
    .where("club_id", "=", clubId)
    .where("role", "=", "diretor")
    .where("status", "=", "ativo")
    .where("user_id", "is not", null)
    .execute();
  return rows.map((r) => r.user_id!);
}
