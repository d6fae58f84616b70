import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** A Pathfinder club (migration 0025). */
export interface ClubsTable {
  id: string;
  name: string;
  church: string;
  city: string;
  region: string;
  /** Six characters from an alphabet without look-alikes; renewing it retires the old one. */
  invite_code: string;
  /** 1 when the director put the club in the portal's club league. */
  in_league: Generated<number>;
  created_at: string;
  /** The optional criteria of the roll call the club chose, comma-separated ('' presence only; migration 0045). */
  meeting_criteria: Generated<string>;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUBS_COLUMNS = {
  id: "required",
  name: "required",
  church: "required",
  city: "required",
  region: "required",
  invite_code: "required",
  in_league: "default",
  created_at: "required",
  meeting_criteria: "default",
  church_id: "required",
} satisfies Columns<ClubsTable>;

/** A unit of a club. */
export interface ClubUnitsTable {
  id: string;
  club_id: string;
  name: string;
  /** The name folded (lower case, no accents, single spaces): unique in the club (migration 0036). */
  name_key: string | null;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_UNITS_COLUMNS = {
  id: "required",
  club_id: "required",
  name: "required",
  name_key: "nullable",
  created_at: "required",
} satisfies Columns<ClubUnitsTable>;

/**
 * A person of a club: a member with an account (user_id; status 'pendente' until the director
 * approves) or a roster entry the secretary keeps (roster_name and birth_year, no account).
 */
export interface ClubPeopleTable {
  id: string;
  club_id: string;
  user_id: string | null;
  roster_name: string | null;
  birth_year: number | null;
  /** diretor, conselheiro, secretario or desbravador */
  role: string;
  /** pendente or ativo */
  status: string;
  unit_id: string | null;
  created_at: string;
  /** A guardian's child profile holding this place (no account, no e-mail; migration 0036). */
  child_id: string | null;
  /** The class the person is enrolled in (1–6); null follows the age. */
  class_id: number | null;
  /** Why the director chose a class other than the age's. */
  class_reason: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_PEOPLE_COLUMNS = {
  id: "required",
  club_id: "required",
  user_id: "nullable",
  roster_name: "nullable",
  birth_year: "nullable",
  role: "required",
  status: "required",
  unit_id: "nullable",
  created_at: "required",
  child_id: "nullable",
  class_id: "nullable",
  class_reason: "nullable",
} satisfies Columns<ClubPeopleTable>;

/** Which counsellors lead which units. */
export interface ClubUnitCounsellorsTable {
  unit_id: string;
  person_id: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_UNIT_COUNSELLORS_COLUMNS = { unit_id: "required", person_id: "required" } satisfies Columns<ClubUnitCounsellorsTable>;

/** The sign-off state of one class item of one person: feito (waiting), aprovado or devolvido. */
export interface ClubReviewsTable {
  person_id: string;
  item_key: string;
  status: string;
  note: string | null;
  marked_at: string;
  reviewer_name: string | null;
  reviewed_at: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_REVIEWS_COLUMNS = {
  person_id: "required",
  item_key: "required",
  status: "required",
  note: "nullable",
  marked_at: "required",
  reviewer_name: "nullable",
  reviewed_at: "nullable",
} satisfies Columns<ClubReviewsTable>;

/** Every approval, return and undone approval, kept (append only). */
export interface ClubReviewLogTable {
  id: string;
  person_id: string;
  item_key: string;
  /** aprovado, devolvido or desfeito */
  action: string;
  by_name: string;
  note: string | null;
  at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_REVIEW_LOG_COLUMNS = {
  id: "required",
  person_id: "required",
  item_key: "required",
  action: "required",
  by_name: "required",
  note: "nullable",
  at: "required",
} satisfies Columns<ClubReviewLogTable>;

/** A child under 13 whose profile a guardian's account holds: a name and a birth year, nothing more (migration 0036). */
export interface ChildProfilesTable {
  id: string;
  /** The guardian's account. */
  user_id: string;
  name: string;
  birth_year: number;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CHILD_PROFILES_COLUMNS = {
  id: "required",
  user_id: "required",
  name: "required",
  birth_year: "required",
  created_at: "required",
} satisfies Columns<ChildProfilesTable>;

/** Each consent given or withdrawn for a child (LGPD art. 14): who, when and to what text. Append only. */
export interface ChildConsentsTable {
  id: string;
  user_id: string;
  child_id: string;
  child_name: string;
  /** dado or retirado */
  action: string;
  by_name: string;
  wording: string;
  at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CHILD_CONSENTS_COLUMNS = {
  id: "required",
  user_id: "required",
  child_id: "required",
  child_name: "required",
  action: "required",
  by_name: "required",
  wording: "required",
  at: "required",
} satisfies Columns<ChildConsentsTable>;

/** A meeting of a club (migration 0037): its day (yyyy-mm-dd) and kind, and who recorded it. */
export interface ClubMeetingsTable {
  id: string;
  club_id: string;
  day: string;
  /** regular, acampamento, evento or culto */
  kind: string;
  recorded_by: string;
  created_at: string;
  /** The club's optional criteria when the meeting was recorded, comma-separated (migration 0045). */
  criteria: Generated<string>;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_MEETINGS_COLUMNS = {
  id: "required",
  club_id: "required",
  day: "required",
  kind: "required",
  recorded_by: "required",
  created_at: "required",
  criteria: "default",
} satisfies Columns<ClubMeetingsTable>;

/** The roll call ('chamada') of a meeting: one row per person, presente, falta or justificada. */
export interface ClubAttendanceTable {
  meeting_id: string;
  person_id: string;
  status: string;
  /** The meeting's criteria the person met, comma-separated; only when present (migration 0045). */
  criteria: Generated<string>;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLUB_ATTENDANCE_COLUMNS = {
  meeting_id: "required",
  person_id: "required",
  status: "required",
  criteria: "default",
} satisfies Columns<ClubAttendanceTable>;
