import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { classItemKeys } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { findSpecialty } from "#app/areas/pathfinders/specialties.content.server.ts";
import { SPECIALTY_KEY_PATTERN } from "./clubs.ts";
import { clubPeople } from "./roster.store.server.ts";
import { clubUnits } from "./units.store.server.ts";
import type { Attendance, MeetingKind } from "./meetings.ts";
import { monthDays, monthlyReport } from "./reports.ts";
import { criteriaList } from "./unit-points.ts";
import { clubReviews } from "./reviews.store.server.ts";

/** What the club's reports read: its meetings and roll-call marks between two days (yyyy-mm-dd, the second excluded). */

export async function meetingsBetween(db: Kysely<Database>, clubId: string, from: string, to: string) {
  const rows = await db
    .selectFrom("club_meetings")
    .select(["id", "day", "kind", "criteria"])
    .where("club_id", "=", clubId)
    .where("day", ">=", from)
    .where("day", "<", to)
    .orderBy("day")
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ id: r.id, day: r.day, kind: r.kind as MeetingKind, criteria: criteriaList(r.criteria) }));
}

export async function marksBetween(db: Kysely<Database>, clubId: string, from: string, to: string) {
  const rows = await db
    .selectFrom("club_attendance")
    .innerJoin("club_meetings", "club_meetings.id", "club_attendance.meeting_id")
    .select(["club_attendance.meeting_id", "club_attendance.person_id", "club_attendance.status", "club_attendance.criteria"])
    .where("club_meetings.club_id", "=", clubId)
    .where("club_meetings.day", ">=", from)
    .where("club_meetings.day", "<", to)
    .execute();
  return rows.map((r) => ({ meetingId: r.meeting_id, personId: r.person_id, status: r.status as Attendance, criteria: criteriaList(r.criteria) }));
}

/** The club's active people and units, as the reports name them. */
export async function reportPeople(db: Kysely<Database>, clubId: string, now: Date) {
  const people = (await clubPeople(db, clubId, now)).filter((p) => p.status === "ativo");
  const units = (await clubUnits(db, clubId)).map(({ id, name }) => ({ id, name }));
  return { people: people.map(({ id, name, unitId, classId }) => ({ id, name, unitId, classId })), units };
}

/** The monthly report of a club (yyyy-mm). */
export async function monthlyReportOf(db: Kysely<Database>, clubId: string, month: string, now: Date) {
  const { from, to } = monthDays(month);
  const { people, units } = await reportPeople(db, clubId, now);
  const [meetings, marks, reviews] = await Promise.all([
    meetingsBetween(db, clubId, from, to),
    marksBetween(db, clubId, from, to),
    clubReviews(db, clubId),
  ]);
  return monthlyReport({
    month,
    people,
    units,
    meetings,
    marks,
    classes: loadClasses().map((c) => ({ id: c.id, titulo: c.titulo, keys: classItemKeys(c) })),
    reviews,
    specialtyName: (key) => (SPECIALTY_KEY_PATTERN.test(key) ? (findSpecialty(Number(key.slice(4)))?.nome ?? null) : null),
  });
}
