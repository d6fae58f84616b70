import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts.ts";
import * as m0002 from "./0002_reading.ts";
import * as m0003 from "./0003_profiles.ts";
import * as m0004 from "./0004_bible_text.ts";
import * as m0005 from "./0005_quiz_best_scores.ts";
import * as m0006 from "./0006_verse_favorites.ts";
import * as m0007 from "./0007_gamification.ts";
import * as m0008 from "./0008_drop_users_last_access.ts";
import * as m0009 from "./0009_limits_sessions_time_zones.ts";
import * as m0010 from "./0010_bible_search_in_bible_order.ts";
import * as m0011 from "./0011_ranking_points.ts";
import * as m0012 from "./0012_plans_devotionals.ts";
import * as m0013 from "./0013_library_courses.ts";
import * as m0014 from "./0014_pathfinders.ts";
import * as m0015 from "./0015_community.ts";
import * as m0016 from "./0016_client_writes.ts";
import * as m0017 from "./0017_client_writes_created_at.ts";
import * as m0018 from "./0018_verse_marks.ts";
import * as m0021 from "./0021_account_trust.ts";
import * as m0022 from "./0022_church_content.ts";
import * as m0025 from "./0025_clubs.ts";
import * as m0026 from "./0026_small_groups.ts";
import * as m0028 from "./0028_service_orders.ts";
import * as m0029 from "./0029_reminders.ts";
import * as m0030 from "./0030_forgiving_streaks.ts";
import * as m0031 from "./0031_address_owner_wins.ts";
import * as m0032 from "./0032_imported_hymns.ts";
import * as m0033 from "./0033_imported_quarters.ts";
import * as m0034 from "./0034_church_settings_and_giving.ts";
import * as m0035 from "./0035_church_office.ts";
import * as m0036 from "./0036_club_year.ts";
import * as m0037 from "./0037_club_year_and_notices.ts";
import * as m0038 from "./0038_sign_up_browser.ts";
import * as m0042 from "./0042_service_start.ts";
import * as m0043 from "./0043_office_and_group_meetings.ts";
import * as m0044 from "./0044_reading_plan_starts.ts";
import * as m0045 from "./0045_meeting_criteria.ts";
import * as m0046 from "./0046_many_churches.ts";
import * as m0047 from "./0047_church_row_security.ts";

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_reading": m0002,
  "0003_profiles": m0003,
  "0004_bible_text": m0004,
  "0005_quiz_best_scores": m0005,
  "0006_verse_favorites": m0006,
  "0007_gamification": m0007,
  "0008_drop_users_last_access": m0008,
  "0009_limits_sessions_time_zones": m0009,
  "0010_bible_search_in_bible_order": m0010,
  "0011_ranking_points": m0011,
  "0012_plans_devotionals": m0012,
  "0013_library_courses": m0013,
  "0014_pathfinders": m0014,
  "0015_community": m0015,
  "0016_client_writes": m0016,
  "0017_client_writes_created_at": m0017,
  "0018_verse_marks": m0018,
  "0021_account_trust": m0021,
  "0022_church_content": m0022,
  "0025_clubs": m0025,
  "0026_small_groups": m0026,
  "0028_service_orders": m0028,
  "0029_reminders": m0029,
  "0030_forgiving_streaks": m0030,
  "0031_address_owner_wins": m0031,
  "0032_imported_hymns": m0032,
  "0033_imported_quarters": m0033,
  "0034_church_settings_and_giving": m0034,
  "0035_church_office": m0035,
  "0036_club_year": m0036,
  "0037_club_year_and_notices": m0037,
  "0038_sign_up_browser": m0038,
  "0042_service_start": m0042,
  "0043_office_and_group_meetings": m0043,
  "0044_reading_plan_starts": m0044,
  "0045_meeting_criteria": m0045,
  "0046_many_churches": m0046,
  "0047_church_row_security": m0047,
};
