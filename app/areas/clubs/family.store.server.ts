import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { classItemKeys } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { reviewText, SPECIALTY_KEY_PATTERN, stateCounts } from "./clubs.ts";
import { churchClubs } from "./clubs.store.server.ts";
import { clubUnits } from "./units.store.server.ts";
import { childrenOf, type ChildView } from "./children.store.server.ts";
import { itemName } from "./dashboard.server.ts";
import { yearBounds, type Attendance } from "./meetings.ts";
import { reviewsOf } from "./reviews.store.server.ts";

/**
 * The family in the club: what a guardian sees of each child there — the club, the unit, the
 * class with its progress, the specialties and returned items with the leader's notes, and the
 * year's attendance. Read only through the guardian's own children (another family's finds nothing),
 * in the clubs of the church the guard found (a place in another church's club is not shown).
 */

export interface FamilyChild {
  id: string;
  name: string;
  birthYear: number;
  club: {
    name: string;
    waiting: boolean;
    unit: string | null;
    className: string | null;
    progress: { approved: number; waiting: number; returned: number; total: number } | null;
    /** Class items returned with the leader's note. */
    returned: Array<{ item: string; state: string }>;
    specialties: Array<{ item: string; state: string }>;
    attendance: { present: number; absent: number; justified: number; called: number };
  } | null;
}

async function attendanceOf(db: Db, church: ChurchRef, personId: string, year: number) {
  const { from, to } = yearBounds(year);
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_attendance")
      .innerJoin("club_meetings", "club_meetings.id", "club_attendance.meeting_id")
      .select("club_attendance.status")
      .where("club_meetings.club_id", "in", churchClubs(db, church))
      .where("club_attendance.person_id", "=", personId)
      .where("club_meetings.day", ">=", from)
      .where("club_meetings.day", "<", to)
      .execute(),
  );
  const count = (s: Attendance) => rows.filter((r) => r.status === s).length;
  return { present: count("presente"), absent: count("falta"), justified: count("justificada"), called: rows.length };
}

async function childInClub(db: Db, church: ChurchRef, child: ChildView, year: number): Promise<FamilyChild["club"]> {
  const place = child.club;
  if (!place) return null;
  const waiting = place.person.status === "pendente";
  const enrolled = loadClasses().find((c) => c.id === place.person.classId);
  const reviews = waiting ? [] : await reviewsOf(db, church, place.person.id);
  const states = new Map(reviews.map((r) => [r.itemKey, r.status]));
  const described = (r: (typeof reviews)[number]) => ({ item: itemName(r.itemKey), state: reviewText(r) });
  return {
    name: place.clubName,
    waiting,
    unit: (await clubUnits(db, church, place.clubId)).find((u) => u.id === place.person.unitId)?.name ?? null,
    className: enrolled?.titulo ?? null,
    progress: enrolled ? stateCounts(classItemKeys(enrolled), states) : null,
    returned: reviews.filter((r) => r.status === "devolvido" && !SPECIALTY_KEY_PATTERN.test(r.itemKey)).map(described),
    specialties: reviews.filter((r) => SPECIALTY_KEY_PATTERN.test(r.itemKey)).map(described),
    attendance: waiting ? { present: 0, absent: 0, justified: 0, called: 0 } : await attendanceOf(db, church, place.person.id, year),
  };
}

/** The guardian's children with what each does in the church's club this year. */
export async function familyInClub(db: Db, church: ChurchRef, guardianId: string, year: number, now: Date): Promise<FamilyChild[]> {
  const children = await childrenOf(db, church, guardianId, now);
  return Promise.all(children.map(async (c) => ({ id: c.id, name: c.name, birthYear: c.birthYear, club: await childInClub(db, church, c, year) })));
}
