import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { marksBetween } from "./reports.store.server.ts";
import { yearBounds, type Attendance, type MeetingKind } from "./meetings.ts";

/**
 * Meetings and their roll call. Like every club function, each takes the club and finds nothing
 * outside it: a person or meeting of another club is skipped or not found.
 */

type Mark = { personId: string; status: Attendance };

/** Writes the marks of people active in the club (others are skipped); one row per person and meeting. */
async function writeMarks(trx: Kysely<Database>, clubId: string, meetingId: string, marks: readonly Mark[]): Promise<number> {
  const ids = marks.map((m) => m.personId);
  if (ids.length === 0) return 0;
  const known = new Set(
    (
      await trx.selectFrom("club_people").select("id").where("club_id", "=", clubId).where("status", "=", "ativo").where("id", "in", ids).execute()
    ).map((r) => r.id),
  );
  const rows = marks.filter((m) => known.has(m.personId)).map((m) => ({ meeting_id: meetingId, person_id: m.personId, status: m.status }));
  if (rows.length === 0) return 0;
  await trx
    .insertInto("club_attendance")
    .values(rows)
    .onConflict((oc) => oc.columns(["meeting_id", "person_id"]).doUpdateSet((eb) => ({ status: eb.ref("excluded.status") })))
    .execute();
  return rows.length;
}

/** Records a meeting and its roll call in one transaction; the new meeting's id. */
export async function recordMeeting(
  db: Kysely<Database>,
  clubId: string,
  meeting: { day: string; kind: MeetingKind; recordedBy: string; marks: readonly Mark[] },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("club_meetings")
      .values({ id, club_id: clubId, day: meeting.day, kind: meeting.kind, recorded_by: meeting.recordedBy, created_at: now.toISOString() })
      .execute();
    await writeMarks(trx, clubId, id, meeting.marks);
  });
  return id;
}

/** Corrects a meeting's roll call; false when the meeting is not the club's. */
export async function correctRollCall(db: Kysely<Database>, clubId: string, meetingId: string, marks: readonly Mark[]): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const meeting = await trx.selectFrom("club_meetings").select("id").where("id", "=", meetingId).where("club_id", "=", clubId).executeTakeFirst();
    if (!meeting) return false;
    await writeMarks(trx, clubId, meetingId, marks);
    return true;
  });
}

export interface MeetingRow {
  id: string;
  day: string;
  kind: MeetingKind;
  recordedBy: string;
}

/** The club's meetings of a year, newest first. */
export async function meetingsOfYear(db: Kysely<Database>, clubId: string, year: number): Promise<MeetingRow[]> {
  const { from, to } = yearBounds(year);
  const rows = await db
    .selectFrom("club_meetings")
    .select(["id", "day", "kind", "recorded_by"])
    .where("club_id", "=", clubId)
    .where("day", ">=", from)
    .where("day", "<", to)
    .orderBy("day", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, day: r.day, kind: r.kind as MeetingKind, recordedBy: r.recorded_by }));
}

/** Every roll-call mark of the club's meetings of a year. */
export async function attendanceOfYear(db: Kysely<Database>, clubId: string, year: number) {
  const { from, to } = yearBounds(year);
  return marksBetween(db, clubId, from, to);
}
