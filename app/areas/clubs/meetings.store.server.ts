import { randomUUID } from "node:crypto";
import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { churchClubs, inChurchTransaction } from "./clubs.store.server.ts";
import { marksBetween } from "./reports.store.server.ts";
import { yearBounds, type Attendance, type MeetingKind } from "./meetings.ts";
import { criteriaList, criteriaText, type Criterion } from "./unit-points.ts";

/**
 * Meetings and their roll call. Like every club function, each takes the church and the club and
 * finds nothing outside them: a person or meeting of another club (or church) is skipped or not found.
 */

type Mark = { personId: string; status: Attendance; criteria?: readonly Criterion[] };

/** The optional criteria the club scores at its meetings (presence always counts). */
export async function clubCriteria(db: Db, church: ChurchRef, clubId: string): Promise<Criterion[]> {
  const row = await inChurch(db, church, (db) =>
    db.selectFrom("clubs").select("meeting_criteria").where("church_id", "=", church.id).where("id", "=", clubId).executeTakeFirst(),
  );
  return criteriaList(row?.meeting_criteria);
}

/** The director's choice of criteria; meetings recorded from now on score them, earlier ones keep theirs. */
export async function chooseCriteria(db: Db, church: ChurchRef, clubId: string, chosen: readonly Criterion[]): Promise<void> {
  await inChurch(db, church, (db) =>
    db
      .updateTable("clubs")
      .set({ meeting_criteria: criteriaText(chosen) })
      .where("church_id", "=", church.id)
      .where("id", "=", clubId)
      .execute(),
  );
}

/** The criteria a meeting of the club scored when it was recorded; null when the meeting is not the club's. */
export async function meetingCriteria(db: Db, church: ChurchRef, clubId: string, meetingId: string): Promise<Criterion[] | null> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_meetings")
      .select("criteria")
      .where("club_id", "in", churchClubs(db, church))
      .where("id", "=", meetingId)
      .where("club_id", "=", clubId)
      .executeTakeFirst(),
  );
  return row ? criteriaList(row.criteria) : null;
}

/**
 * Writes the marks of people active in the club (others are skipped); one row per person and
 * meeting, with the criteria met among those the meeting scores (kept only for a person present;
 * a mark sent replaces them).
 */
async function writeMarks(
  trx: Db,
  church: ChurchRef,
  clubId: string,
  meetingId: string,
  marks: readonly Mark[],
  chosen: readonly Criterion[],
): Promise<number> {
  const ids = marks.map((m) => m.personId);
  if (ids.length === 0) return 0;
  const known = new Set(
    (
      await trx
        .selectFrom("club_people")
        .select("id")
        .where("club_id", "in", churchClubs(trx, church))
        .where("club_id", "=", clubId)
        .where("status", "=", "ativo")
        .where("id", "in", ids)
        .execute()
    ).map((r) => r.id),
  );
  const rows = marks
    .filter((m) => known.has(m.personId))
    .map((m) => ({
      meeting_id: meetingId,
      person_id: m.personId,
      status: m.status,
      criteria: m.status === "presente" ? criteriaText((m.criteria ?? []).filter((c) => chosen.includes(c))) : "",
    }));
  if (rows.length === 0) return 0;
  await trx
    .insertInto("club_attendance")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["meeting_id", "person_id"]).doUpdateSet((eb) => ({ status: eb.ref("excluded.status"), criteria: eb.ref("excluded.criteria") })),
    )
    .execute();
  return rows.length;
}

/** Records a meeting of the church's club, the criteria it scores and its roll call in one transaction; the new meeting's id (null when the club is not the church's). */
export async function recordMeeting(
  db: Db,
  church: ChurchRef,
  clubId: string,
  meeting: { day: string; kind: MeetingKind; recordedBy: string; criteria?: readonly Criterion[]; marks: readonly Mark[] },
  now: Date,
): Promise<string | null> {
  const id = randomUUID();
  return inChurchTransaction(db, church, async (trx) => {
    if (!(await churchClubs(trx, church).where("clubs.id", "=", clubId).executeTakeFirst())) return null;
    await trx
      .insertInto("club_meetings")
      .values({
        id,
        club_id: clubId,
        day: meeting.day,
        kind: meeting.kind,
        recorded_by: meeting.recordedBy,
        created_at: now.toISOString(),
        criteria: criteriaText(meeting.criteria ?? []),
      })
      .execute();
    await writeMarks(trx, church, clubId, id, meeting.marks, meeting.criteria ?? []);
    return id;
  });
}

/** Corrects a meeting's roll call and its criteria (those the meeting scores); false when the meeting is not the club's. */
export async function correctRollCall(db: Db, church: ChurchRef, clubId: string, meetingId: string, marks: readonly Mark[]): Promise<boolean> {
  return inChurchTransaction(db, church, async (trx) => {
    const chosen = await meetingCriteria(trx, church, clubId, meetingId);
    if (!chosen) return false;
    await writeMarks(trx, church, clubId, meetingId, marks, chosen);
    return true;
  });
}

export interface MeetingRow {
  id: string;
  day: string;
  kind: MeetingKind;
  recordedBy: string;
  /** The optional criteria the meeting scored. */
  criteria: Criterion[];
}

/** The club's meetings of a year, newest first. */
export async function meetingsOfYear(db: Db, church: ChurchRef, clubId: string, year: number): Promise<MeetingRow[]> {
  const { from, to } = yearBounds(year);
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_meetings")
      .select(["id", "day", "kind", "recorded_by", "criteria"])
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("day", ">=", from)
      .where("day", "<", to)
      .orderBy("day", "desc")
      .orderBy("created_at", "desc")
      .execute(),
  );
  return rows.map((r) => ({ id: r.id, day: r.day, kind: r.kind as MeetingKind, recordedBy: r.recorded_by, criteria: criteriaList(r.criteria) }));
}

/** Every roll-call mark of the club's meetings of a year. */
export async function attendanceOfYear(db: Db, church: ChurchRef, clubId: string, year: number) {
  const { from, to } = yearBounds(year);
  return marksBetween(db, church, clubId, from, to);
}
