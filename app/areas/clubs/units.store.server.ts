import { randomUUID } from "node:crypto";
import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { unitNameKey } from "./clubs.ts";
import { churchClubs, CLUB_MESSAGES, inChurchTransaction, OK, refused, type Result } from "./clubs.store.server.ts";
import { personInClub } from "./roster.store.server.ts";

/** A club's units and their counsellors; every function takes the church and the club and finds nothing outside them. */

/** Whether the person may lead a unit: an active counsellor of this club. */
async function isCounsellor(trx: Db, church: ChurchRef, clubId: string, personId: string): Promise<boolean> {
  const counsellor = await personInClub(trx, church, clubId, personId);
  return counsellor?.role === "conselheiro" && counsellor.status === "ativo";
}

/** The unit of this club of the church, or undefined. */
function unitInClub(db: Db, church: ChurchRef, clubId: string, unitId: string) {
  return db
    .selectFrom("club_units")
    .select("id")
    .where("club_id", "in", churchClubs(db, church))
    .where("club_id", "=", clubId)
    .where("id", "=", unitId)
    .executeTakeFirst();
}

const NOT_A_COUNSELLOR = "Escolha alguém do aconselhamento de unidade deste clube.";

/** A new unit; its name is unique in the club once folded (the database holds it). */
export async function createUnit(db: Db, church: ChurchRef, clubId: string, name: string, counsellorId: string | null, now: Date): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await churchClubs(trx, church).where("clubs.id", "=", clubId).executeTakeFirst())) return refused(CLUB_MESSAGES.unitNotFound);
    if (counsellorId && !(await isCounsellor(trx, church, clubId, counsellorId))) return refused(NOT_A_COUNSELLOR);
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
export async function renameUnit(db: Db, church: ChurchRef, clubId: string, unitId: string, name: string): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await unitInClub(trx, church, clubId, unitId))) return refused(CLUB_MESSAGES.unitNotFound);
    const key = unitNameKey(name);
    const clash = await trx
      .selectFrom("club_units")
      .select("id")
      .where("club_id", "=", clubId)
      .where("name_key", "=", key)
      .where("id", "!=", unitId)
      .executeTakeFirst();
    if (clash) return refused(CLUB_MESSAGES.unitTaken);
    await trx.updateTable("club_units").set({ name, name_key: key }).where("club_id", "=", clubId).where("id", "=", unitId).execute();
    return OK;
  });
}

/** Gives the unit another counsellor (or none): the one who leads it from now on. */
export async function setUnitCounsellor(db: Db, church: ChurchRef, clubId: string, unitId: string, counsellorId: string | null): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await unitInClub(trx, church, clubId, unitId))) return refused(CLUB_MESSAGES.unitNotFound);
    if (counsellorId && !(await isCounsellor(trx, church, clubId, counsellorId))) return refused(NOT_A_COUNSELLOR);
    await trx.deleteFrom("club_unit_counsellors").where("unit_id", "=", unitId).execute();
    if (counsellorId) await trx.insertInto("club_unit_counsellors").values({ unit_id: unitId, person_id: counsellorId }).execute();
    return OK;
  });
}

/** Deletes an empty unit of this club: its people are moved first. */
export async function deleteUnit(db: Db, church: ChurchRef, clubId: string, unitId: string): Promise<Result> {
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await unitInClub(trx, church, clubId, unitId))) return refused(CLUB_MESSAGES.unitNotFound);
    if (await trx.selectFrom("club_people").select("id").where("unit_id", "=", unitId).executeTakeFirst()) return refused(CLUB_MESSAGES.unitNotEmpty);
    await trx.deleteFrom("club_units").where("id", "=", unitId).execute();
    return OK;
  });
}

/** Places a person of the club in one of its units (or none). */
export async function placeInUnit(db: Db, church: ChurchRef, clubId: string, personId: string, unitId: string | null): Promise<Result> {
  return inChurch(db, church, async (db) => {
    if (unitId && !(await unitInClub(db, church, clubId, unitId))) return refused(CLUB_MESSAGES.unitNotFound);
    const result = await db
      .updateTable("club_people")
      .set({ unit_id: unitId })
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("id", "=", personId)
      .where("status", "=", "ativo")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? OK : refused(CLUB_MESSAGES.notFound);
  });
}

export interface ClubUnit {
  id: string;
  name: string;
  counsellorIds: string[];
}

export async function clubUnits(db: Db, church: ChurchRef, clubId: string): Promise<ClubUnit[]> {
  return inChurch(db, church, async (db) => {
    const units = await db
      .selectFrom("club_units")
      .select(["id", "name"])
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .orderBy("name")
      .execute();
    const leads = await db
      .selectFrom("club_unit_counsellors")
      .innerJoin("club_units", "club_units.id", "club_unit_counsellors.unit_id")
      .select(["club_unit_counsellors.unit_id", "club_unit_counsellors.person_id"])
      .where("club_units.club_id", "in", churchClubs(db, church))
      .where("club_units.club_id", "=", clubId)
      .execute();
    return units.map((u) => ({ ...u, counsellorIds: leads.filter((l) => l.unit_id === u.id).map((l) => l.person_id) }));
  });
}

/** Whether the counsellor leads the unit the person is in (a unit of the church's clubs). */
export async function leadsUnitOf(db: Db, church: ChurchRef, counsellorId: string, unitId: string | null): Promise<boolean> {
  if (!unitId) return false;
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_unit_counsellors")
      .innerJoin("club_units", "club_units.id", "club_unit_counsellors.unit_id")
      .select("club_unit_counsellors.unit_id")
      .where("club_units.club_id", "in", churchClubs(db, church))
      .where("club_unit_counsellors.person_id", "=", counsellorId)
      .where("club_unit_counsellors.unit_id", "=", unitId)
      .executeTakeFirst(),
  );
  return row !== undefined;
}
