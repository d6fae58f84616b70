import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { classItemKeys } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { findSpecialty } from "#app/areas/pathfinders/specialties.content.server.ts";
import { SPECIALTY_KEY_PATTERN } from "./clubs.ts";
import { churchClubs, clubOf } from "./clubs.store.server.ts";
import { clubPeople } from "./roster.store.server.ts";
import { clubUnits } from "./units.store.server.ts";
import type { Attendance, MeetingKind } from "./meetings.ts";
import { monthDays, monthlyReport } from "./reports.ts";
import { criteriaList } from "./unit-points.ts";
import { clubReviews } from "./reviews.store.server.ts";

/** What the club's reports read: its meetings and roll-call marks between two days (yyyy-mm-dd, the second excluded), in a club of the church. */

export async function meetingsBetween(db: Db, church: ChurchRef, clubId: string, from: string, to: string) {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_meetings")
      .select(["id", "day", "kind", "criteria"])
      .where("club_id", "in", churchClubs(db, church))
      .where("club_id", "=", clubId)
      .where("day", ">=", from)
      .where("day", "<", to)
      .orderBy("day")
      .orderBy("created_at")
      .execute(),
  );
  return rows.map((r) => ({ id: r.id, day: r.day, kind: r.kind as MeetingKind, criteria: criteriaList(r.criteria) }));
}

export async function marksBetween(db: Db, church: ChurchRef, clubId: string, from: string, to: string) {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_attendance")
      .innerJoin("club_meetings", "club_meetings.id", "club_attendance.meeting_id")
      .select(["club_attendance.meeting_id", "club_attendance.person_id", "club_attendance.status", "club_attendance.criteria"])
      .where("club_meetings.club_id", "in", churchClubs(db, church))
      .where("club_meetings.club_id", "=", clubId)
      .where("club_meetings.day", ">=", from)
      .where("club_meetings.day", "<", to)
      .execute(),
  );
  return rows.map((r) => ({ meetingId: r.meeting_id, personId: r.person_id, status: r.status as Attendance, criteria: criteriaList(r.criteria) }));
}

/** The club's active people and units, as the reports name them. */
export async function reportPeople(db: Db, church: ChurchRef, clubId: string, now: Date) {
  const people = (await clubPeople(db, church, clubId, now)).filter((p) => p.status === "ativo");
  const units = (await clubUnits(db, church, clubId)).map(({ id, name }) => ({ id, name }));
  return { people: people.map(({ id, name, unitId, classId }) => ({ id, name, unitId, classId })), units };
}

/**
 * The monthly report (yyyy-mm) of one club of the church, with the club's name: what the club's
 * own page shows and what the conference's roll-up will gather club by club. Undefined for a
 * club of another church. `now` places each Pathfinder in their age's class.
 */
export async function monthlyReportOf(db: Db, church: ChurchRef, clubId: string, month: string, now: Date) {
  const club = await clubOf(db, church, clubId);
  if (!club) return undefined;
  const { from, to } = monthDays(month);
  const { people, units } = await reportPeople(db, church, clubId, now);
  const [meetings, marks, reviews] = await Promise.all([
    meetingsBetween(db, church, clubId, from, to),
    marksBetween(db, church, clubId, from, to),
    clubReviews(db, church, clubId),
  ]);
  const report = monthlyReport({
    month,
    people,
    units,
    meetings,
    marks,
    classes: loadClasses().map((c) => ({ id: c.id, titulo: c.titulo, keys: classItemKeys(c) })),
    reviews,
    specialtyName: (key) => (SPECIALTY_KEY_PATTERN.test(key) ? (findSpecialty(Number(key.slice(4)))?.nome ?? null) : null),
  });
  return { club: club.name, ...report };
}
