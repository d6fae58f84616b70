import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, inTransaction, type ChurchRef, type Db } from "#db/transaction.ts";
import { CHILD_CONSENT_WORDING } from "./clubs.ts";
import { churchClubs, type Result } from "./clubs.store.server.ts";
import { clubPerson, personInClub, type ClubPerson } from "./roster.store.server.ts";

/**
 * Children's profiles held by a guardian's account (decision 0048): a name and a birth year,
 * the consent log, and the child's place in a club. Every function takes the guardian and finds
 * nothing of another family's: another guardian's child id is the same as one that does not exist.
 * The profiles and the consent log are the family's, whatever church; a child's place in a club
 * is read and changed only in the church the guard found (decision 0065).
 */

export interface ChildProfile {
  id: string;
  name: string;
  birthYear: number;
  createdAt: string;
}

export interface ChildView extends ChildProfile {
  /** The child's place in a club, or null. */
  club: { clubId: string; clubName: string; person: ClubPerson } | null;
}

/** A guardian's child, or undefined (also for another guardian's child). */
export async function childOf(db: Kysely<Database>, guardianId: string, childId: string): Promise<ChildProfile | undefined> {
  const row = await db
    .selectFrom("child_profiles")
    .select(["id", "name", "birth_year", "created_at"])
    .where("user_id", "=", guardianId)
    .where("id", "=", childId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, birthYear: row.birth_year, createdAt: row.created_at };
}

/** The child's place in a club of the church (active or waiting), found through the guardian. */
export async function childPlace(db: Db, church: ChurchRef, guardianId: string, childId: string, now: Date): Promise<ChildView["club"]> {
  const place = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_people")
      .innerJoin("child_profiles", "child_profiles.id", "club_people.child_id")
      .innerJoin("clubs", "clubs.id", "club_people.club_id")
      .select(["club_people.id", "club_people.club_id", "clubs.name"])
      .where("clubs.church_id", "=", church.id)
      .where("child_profiles.user_id", "=", guardianId)
      .where("child_profiles.id", "=", childId)
      .executeTakeFirst(),
  );
  if (!place) return null;
  const row = await personInClub(db, church, place.club_id, place.id);
  return row ? { clubId: place.club_id, clubName: place.name, person: clubPerson(row, now) } : null;
}

/** The guardian's children with their places in the church's clubs, by name. */
export async function childrenOf(db: Db, church: ChurchRef, guardianId: string, now: Date): Promise<ChildView[]> {
  const rows = await db
    .selectFrom("child_profiles")
    .select(["id", "name", "birth_year", "created_at"])
    .where("user_id", "=", guardianId)
    .orderBy("name")
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      name: r.name,
      birthYear: r.birth_year,
      createdAt: r.created_at,
      club: await childPlace(db, church, guardianId, r.id, now),
    })),
  );
}

/** A child's profile with the guardian's consent to the wording shown, recorded with who and when. */
export async function addChild(
  db: Kysely<Database>,
  guardian: { id: string; name: string },
  child: { name: string; birthYear: number },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("child_profiles")
      .values({ id, user_id: guardian.id, name: child.name, birth_year: child.birthYear, created_at: now.toISOString() })
      .execute();
    await trx
      .insertInto("child_consents")
      .values({
        id: randomUUID(),
        user_id: guardian.id,
        child_id: id,
        child_name: child.name,
        action: "dado",
        by_name: guardian.name,
        wording: CHILD_CONSENT_WORDING,
        at: now.toISOString(),
      })
      .execute();
  });
  return id;
}

/**
 * Withdrawing the consent deletes the child's data: the profile, the place in the club, every
 * sign-off (by cascade). Only the log line that the guardian withdrew it stays, with the guardian.
 */
export async function withdrawChild(db: Kysely<Database>, guardian: { id: string; name: string }, childId: string, now: Date): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const child = await trx
      .selectFrom("child_profiles")
      .select(["id", "name"])
      .where("user_id", "=", guardian.id)
      .where("id", "=", childId)
      .executeTakeFirst();
    if (!child) return { ok: false, message: CHILD_NOT_FOUND };
    await trx.deleteFrom("child_profiles").where("id", "=", child.id).execute();
    await trx
      .insertInto("child_consents")
      .values({
        id: randomUUID(),
        user_id: guardian.id,
        child_id: child.id,
        child_name: child.name,
        action: "retirado",
        by_name: guardian.name,
        wording: CHILD_CONSENT_WORDING,
        at: now.toISOString(),
      })
      .execute();
    return { ok: true };
  });
}

export const CHILD_NOT_FOUND = "Criança não encontrada entre as da sua família.";

/** The child leaves the church's club (or the request is withdrawn): the place and its sign-offs go. */
export async function childLeavesClub(db: Db, church: ChurchRef, guardianId: string, childId: string): Promise<Result> {
  const child = await childOf(db, guardianId, childId);
  if (!child) return { ok: false, message: CHILD_NOT_FOUND };
  await inChurch(db, church, (db) =>
    db.deleteFrom("club_people").where("club_id", "in", churchClubs(db, church)).where("child_id", "=", child.id).execute(),
  );
  return { ok: true };
}

/** The consent log the guardian sees: newest first. */
export async function consentLog(db: Kysely<Database>, guardianId: string) {
  return db
    .selectFrom("child_consents")
    .select(["child_name", "action", "by_name", "wording", "at"])
    .where("user_id", "=", guardianId)
    .orderBy("at", "desc")
    .execute();
}

/**
 * For the guardian's data export: each child's profile, place in a club, sign-offs and their
 * history — the family's own data, wherever the club's church is (a data export is whole, LGPD).
 */
export async function childrenExport(db: Kysely<Database>, guardianId: string) {
  const children = await db.selectFrom("child_profiles").selectAll().where("user_id", "=", guardianId).orderBy("name").execute();
  return Promise.all(
    children.map(async (child) => {
      const place = await db.selectFrom("club_people").selectAll().where("child_id", "=", child.id).executeTakeFirst();
      const reviews = place ? await db.selectFrom("club_reviews").selectAll().where("person_id", "=", place.id).execute() : [];
      const log = place ? await db.selectFrom("club_review_log").selectAll().where("person_id", "=", place.id).execute() : [];
      return { profile: child, clubPlace: place ?? null, reviews, reviewLog: log };
    }),
  );
}

/** Whom a club person's notices reach: their own account, or the guardian's for a child (with the child's name); null for a roster entry. */
export async function noticeRecipient(
  db: Db,
  church: ChurchRef,
  clubId: string,
  personId: string,
): Promise<{ userId: string; childName: string | null } | null> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_people")
      .leftJoin("child_profiles", "child_profiles.id", "club_people.child_id")
      .select(["club_people.user_id", "child_profiles.user_id as guardian_id", "child_profiles.name as child_name"])
      .where("club_people.club_id", "in", churchClubs(db, church))
      .where("club_people.club_id", "=", clubId)
      .where("club_people.id", "=", personId)
      .executeTakeFirst(),
  );
  if (row?.user_id) return { userId: row.user_id, childName: null };
  if (row?.guardian_id) return { userId: row.guardian_id, childName: row.child_name };
  return null;
}
