import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { marksBetween } from "./reports.store.server.ts";
import { yearBounds, type Attendance, type MeetingKind } from "./meetings.ts";
import { criteriaList, criteriaText, type Criterion } from "./unit-points.ts";

/**
 * Meetings and their roll call. Like every club function, each takes the club and finds nothing
 * outside it: a person or meeting of another club is skipped or not found.
 */

type Mark = { personId: string; status: Attendance; criteria?: readonly Criterion[] };

/** The optional criteria the club scores at its meetings (presence always counts). */
export async function clubCriteria(db: Kysely<Database>, clubId: string): Promise<Criterion[]> {
  const row = await db.selectFrom("clubs").select("meeting_criteria").where("id", "=", clubId).executeTakeFirst();
  return criteriaList(row?.meeting_criteria);
}

/** The director's choice of criteria; meetings recorded from now on score them, earlier ones keep theirs. */
export async function chooseCriteria(db: Kysely<Database>, clubId: string, chosen: readonly Criterion[]): Promise<void> {
  await db
    .updateTable("clubs")
    .set({ meeting_criteria: criteriaText(chosen) })
    .where("id", "=", clubId)
    .execute();
}

/** The criteria a meeting of the club scored when it was recorded; null when the meeting is not the club's. */
export async function meetingCriteria(db: Kysely<Database>, clubId: string, meetingId: string): Promise<Criterion[] | null> {
  const row = await db.selectFrom("club_meetings").select("criteria").where("id", "=", meetingId).where("club_id", "=", clubId).executeTakeFirst();
  return row ? criteriaList(row.criteria) : null;
}

/**
 * Writes the marks of people active in the club (others are skipped); one row per person and
 * meeting, with the criteria met among those the meeting scores (kept only for a person present;
 * a mark sent replaces them).
 */
async function writeMarks(
  trx: Kysely<Database>,
  clubId: string,
  meetingId: string,
  marks: readonly Mark[],
  chosen: readonly Criterion[],
): Promise<number> {
  const ids = marks.map((m) => m.personId);
  if (ids.length === 0) return 0;
  const known = new Set(
    (
      await trx.selectFrom("club_people").select("id").where("club_id", "=", clubId).where("status", "=", "ativo").where("id", "in", ids).execute()
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

/** Records a meeting, the criteria it scores and its roll call in one transaction; the new meeting's id. */
export async function recordMeeting(
  db: Kysely<Database>,
  clubId: string,
  meeting: { day: string; kind: MeetingKind; recordedBy: string; criteria?: readonly Criterion[]; marks: readonly Mark[] },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
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
    await writeMarks(trx, clubId, id, meeting.marks, meeting.criteria ?? []);
  });
  return id;
}

/** Corrects a meeting's roll call and its criteria (those the meeting scores); false when the meeting is not the club's. */
export async function correctRollCall(db: Kysely<Database>, clubId: string, meetingId: string, marks: readonly Mark[]): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const chosen = await meetingCriteria(trx, clubId, meetingId);
    if (!chosen) return false;
    await writeMarks(trx, clubId, meetingId, marks, chosen);
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
export async function meetingsOfYear(db: Kysely<Database>, clubId: string, year: number): Promise<MeetingRow[]> {
  const { from, to } = yearBounds(year);
  const rows = await db
    .selectFrom("club_meetings")
    .select(["id", "day", "kind", "recorded_by", "criteria"])
    .where("club_id", "=", clubId)
    .where("day", ">=", from)
    .where("day", "<", to)
    .orderBy("day", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, day: r.day, kind: r.kind as MeetingKind, recordedBy: r.recorded_by, criteria: criteriaList(r.criteria) }));
}

/** Every roll-call mark of the club's meetings of a year. */
export async function attendanceOfYear(db: Kysely<Database>, clubId: string, year: number) {
  const { from, to } = yearBounds(year);
  return marksBetween(db, clubId, from, to);
}
