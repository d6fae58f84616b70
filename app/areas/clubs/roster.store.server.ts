import { randomUUID } from "node:crypto";
import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { enrolledClass, type ClubRole } from "./clubs.ts";
import { churchClubs, CLUB_MESSAGES, inChurchTransaction, OK, refused, Refusal, type Membership, type Result } from "./clubs.store.server.ts";

/**
 * A club's people: members with an account, children and roster entries — requests decided,
 * roles, the director passed on, classes, people added and removed. Every function takes the
 * church and the club and finds nothing outside them.
 *
 * A roster keeps its rows whoever they are: a linked member whose home church is now another
 * stays in the old club's roster as the entry the leaders made (history), while the member
 * no longer reaches the old club (its guard looks for places only in their current church).
 */

/** The club's people with their account's or child profile's name: every read of people starts here, inside one club of the church. */
function peopleOf(db: Db, church: ChurchRef, clubId: string) {
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
    .where("club_people.club_id", "in", churchClubs(db, church))
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

/** One person of the club, found only inside it (and only in a club of the church). */
export async function personInClub(db: Db, church: ChurchRef, clubId: string, personId: string) {
  return inChurch(db, church, (db) => peopleOf(db, church, clubId).where("club_people.id", "=", personId).executeTakeFirst());
}

/** Approves or refuses a waiting request of this club. */
export async function decideRequest(db: Db, church: ChurchRef, clubId: string, personId: string, approve: boolean): Promise<Result> {
  const changed = await inChurch(db, church, async (db) => {
    if (approve) {
      const result = await db
        .updateTable("club_people")
        .set({ status: "ativo" })
        .where("club_id", "in", churchClubs(db, church))
        .where("club_id", "=", clubId)
        .where("id", "=", personId)
        .where("status", "=", "pendente")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    }
    const result = await db
      .deleteFrom("club_people")
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("id", "=", personId)
      .where("status", "=", "pendente")
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  return changed > 0 ? OK : refused("Pedido não encontrado (talvez já decidido).");
}

/**
 * A waiting request from an account becomes the roster entry the club kept for that young
 * person: the entry keeps its unit and approved items, and gets the account.
 */
export async function linkRequestToRoster(db: Db, church: ChurchRef, clubId: string, requestId: string, rosterId: string): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    const request = await personInClub(trx, church, clubId, requestId);
    const entry = await personInClub(trx, church, clubId, rosterId);
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
export async function setRole(db: Db, church: ChurchRef, clubId: string, personId: string, role: Exclude<ClubRole, "diretor">): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    const person = await personInClub(trx, church, clubId, personId);
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
export async function passDirector(db: Db, church: ChurchRef, clubId: string, fromId: string, toId: string): Promise<Result> {
  try {
    return await inChurchTransaction(db, church, async (trx) => {
      const to = await personInClub(trx, church, clubId, toId);
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
export async function removePerson(db: Db, church: ChurchRef, clubId: string, personId: string): Promise<Result> {
  const result = await inChurch(db, church, (db) =>
    db
      .deleteFrom("club_people")
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("id", "=", personId)
      .where("role", "!=", "diretor")
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0 ? OK : refused(CLUB_MESSAGES.notFound);
}

/** Deletes a roster entry without an account and all it holds (on the family's request, LGPD). */
export async function deleteRosterEntry(db: Db, church: ChurchRef, clubId: string, personId: string): Promise<Result> {
  const result = await inChurch(db, church, (db) =>
    db
      .deleteFrom("club_people")
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("id", "=", personId)
      .where("user_id", "is", null)
      .where("child_id", "is", null)
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0 ? OK : refused("Entrada do rol não encontrada.");
}

/** A roster entry without an account: only a name and a birth year; false when the club is not the church's. */
export async function addRosterEntry(db: Db, church: ChurchRef, clubId: string, name: string, birthYear: number, now: Date): Promise<boolean> {
  return inChurch(db, church, async (db) => {
    const club = await churchClubs(db, church).where("clubs.id", "=", clubId).executeTakeFirst();
    if (!club) return false;
    await db
      .insertInto("club_people")
      .values({
        id: randomUUID(),
        club_id: club.id,
        roster_name: name,
        birth_year: birthYear,
        role: "desbravador",
        status: "ativo",
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  });
}

/** Enrols a Pathfinder of this club in a class (null: the age's again), with the director's reason. */
export async function setClass(
  db: Db,
  church: ChurchRef,
  clubId: string,
  personId: string,
  classId: number | null,
  reason: string | null,
): Promise<Result> {
  const result = await inChurch(db, church, (db) =>
    db
      .updateTable("club_people")
      .set({ class_id: classId, class_reason: classId === null ? null : reason })
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("id", "=", personId)
      .where("status", "=", "ativo")
      .executeTakeFirst(),
  );
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
export async function clubPeople(db: Db, church: ChurchRef, clubId: string, now: Date): Promise<ClubPerson[]> {
  const rows = await inChurch(db, church, (db) => peopleOf(db, church, clubId).execute());
  return rows
    .map((r) => clubPerson(r, now))
    .sort((a, b) => (a.status === b.status ? a.name.localeCompare(b.name, "pt-BR") : a.status === "pendente" ? -1 : 1));
}
