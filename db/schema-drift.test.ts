import { sql, type Kysely } from "kysely";
import { beforeAll, expect, it } from "vitest";
import {
  ACCOUNT_TOKENS_COLUMNS,
  ADMIN_READS_COLUMNS,
  CHURCH_ROLES_COLUMNS,
  FAILED_PASSWORD_ATTEMPTS_COLUMNS,
  SERVER_SECRETS_COLUMNS,
  SESSIONS_COLUMNS,
  USERS_COLUMNS,
} from "#app/areas/accounts/accounts.table.ts";
import {
  CLUB_ATTENDANCE_COLUMNS,
  CLUB_MEETINGS_COLUMNS,
  CHILD_CONSENTS_COLUMNS,
  CHILD_PROFILES_COLUMNS,
  CLUB_PEOPLE_COLUMNS,
  CLUB_REVIEW_LOG_COLUMNS,
  CLUB_REVIEWS_COLUMNS,
  CLUB_UNIT_COUNSELLORS_COLUMNS,
  CLUB_UNITS_COLUMNS,
  CLUBS_COLUMNS,
} from "#app/areas/clubs/clubs.table.ts";
import { CONTACT_MESSAGES_COLUMNS, FEEDBACK_ENTRIES_COLUMNS } from "#app/areas/community/community.table.ts";
import { DONATION_PLEDGES_COLUMNS } from "#app/areas/donation/donation.table.ts";
import { CHURCH_NEWS_COLUMNS, CHURCH_PROJECTS_COLUMNS, CHURCH_VIDEOS_COLUMNS } from "#app/areas/church-content/church-content.table.ts";
import { CHURCHES_COLUMNS, CONFERENCES_COLUMNS, DISTRICTS_COLUMNS } from "#app/areas/churches/churches.table.ts";
import { CHURCH_SETTINGS_COLUMNS } from "#app/areas/church-settings/church-settings.table.ts";
import {
  BIBLE_BOOKS_COLUMNS,
  BIBLE_VERSES_COLUMNS,
  READING_HISTORY_COLUMNS,
  VERSE_BOOKMARKS_COLUMNS,
  VERSE_MARKS_COLUMNS,
} from "#app/areas/bible/bible.table.ts";
import { AWARDS_COLUMNS, MEMBER_STATS_COLUMNS, RANKING_POINTS_COLUMNS, STREAK_DAYS_COLUMNS } from "#app/areas/gamification/gamification.table.ts";
import { LIBRARY_POSITIONS_COLUMNS } from "#app/areas/library/library.table.ts";
import { DEVOTIONAL_FAVORITES_COLUMNS } from "#app/areas/devotionals/devotionals.table.ts";
import { RATE_LIMITS_COLUMNS } from "#app/platform/limits/limits.table.ts";
import { NOTES_COLUMNS, USER_PHOTOS_COLUMNS } from "#app/areas/profile/profile.table.ts";
import { PATHFINDER_PROGRESS_COLUMNS, PATHFINDER_SPECIALTIES_COLUMNS } from "#app/areas/pathfinders/pathfinders.table.ts";
import { QUIZ_BEST_SCORES_COLUMNS } from "#app/areas/quiz/quiz.table.ts";
import { LESSON_COMPLETIONS_COLUMNS } from "#app/areas/studies/studies.table.ts";
import { READING_PLAN_DAYS_COLUMNS, READING_PLAN_STARTS_COLUMNS } from "#app/areas/reading-plans/reading-plans.table.ts";
import {
  SMALL_GROUP_ATTENDANCE_COLUMNS,
  SMALL_GROUP_MEETINGS_COLUMNS,
  SMALL_GROUP_MEMBERS_COLUMNS,
  SMALL_GROUP_MESSAGES_COLUMNS,
  SMALL_GROUPS_COLUMNS,
} from "#app/areas/small-groups/small-groups.table.ts";
import { MEMBER_NOTICES_COLUMNS, NOTIFICATION_MAIL_OPT_OUTS_COLUMNS } from "#app/areas/notifications/notifications.table.ts";
import { CLIENT_WRITES_COLUMNS } from "#app/platform/offline-writes/offline-writes.table.ts";
import { FAVORITE_VERSES_COLUMNS } from "#app/areas/verse-of-day/verse-of-day.table.ts";
import {
  PUSH_KEYS_COLUMNS,
  PUSH_SUBSCRIPTIONS_COLUMNS,
  REMINDER_DELIVERIES_COLUMNS,
  REMINDER_SETTINGS_COLUMNS,
} from "#app/areas/reminders/reminders.table.ts";
import { SERVICE_ORDERS_COLUMNS } from "#app/areas/projection/projection.table.ts";
import { IMPORTED_HYMNS_COLUMNS } from "#app/areas/hymnal/hymnal.table.ts";
import { IMPORTED_QUARTERS_COLUMNS } from "#app/areas/sabbath-school/sabbath-school.table.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import type { ColumnKind, Columns } from "./columns.ts";
import type { Engine } from "./index.ts";
import type { Database } from "./schema.ts";

/**
 * Migrations and table types must not drift apart. Each area's <area>.table.ts has a
 * runtime column list checked against its type at compile time (Columns<T>); here every
 * list is compared with what the migrations really build on a fresh database of each engine.
 * A table of Database missing from this map, or one it does not have, fails the typecheck.
 */
const TABLES: { [Table in keyof Database]: Columns<Database[Table]> } = {
  users: USERS_COLUMNS,
  sessions: SESSIONS_COLUMNS,
  reading_history: READING_HISTORY_COLUMNS,
  verse_bookmarks: VERSE_BOOKMARKS_COLUMNS,
  awards: AWARDS_COLUMNS,
  member_stats: MEMBER_STATS_COLUMNS,
  ranking_points: RANKING_POINTS_COLUMNS,
  streak_days: STREAK_DAYS_COLUMNS,
  favorite_verses: FAVORITE_VERSES_COLUMNS,
  quiz_best_scores: QUIZ_BEST_SCORES_COLUMNS,
  pathfinder_progress: PATHFINDER_PROGRESS_COLUMNS,
  pathfinder_specialties: PATHFINDER_SPECIALTIES_COLUMNS,
  user_photos: USER_PHOTOS_COLUMNS,
  notes: NOTES_COLUMNS,
  rate_limits: RATE_LIMITS_COLUMNS,
  bible_verses: BIBLE_VERSES_COLUMNS,
  bible_books: BIBLE_BOOKS_COLUMNS,
  library_positions: LIBRARY_POSITIONS_COLUMNS,
  lesson_completions: LESSON_COMPLETIONS_COLUMNS,
  contact_messages: CONTACT_MESSAGES_COLUMNS,
  feedback_entries: FEEDBACK_ENTRIES_COLUMNS,
  donation_pledges: DONATION_PLEDGES_COLUMNS,
  reading_plan_days: READING_PLAN_DAYS_COLUMNS,
  reading_plan_starts: READING_PLAN_STARTS_COLUMNS,
  devotional_favorites: DEVOTIONAL_FAVORITES_COLUMNS,
  client_writes: CLIENT_WRITES_COLUMNS,
  account_tokens: ACCOUNT_TOKENS_COLUMNS,
  church_roles: CHURCH_ROLES_COLUMNS,
  conferences: CONFERENCES_COLUMNS,
  districts: DISTRICTS_COLUMNS,
  churches: CHURCHES_COLUMNS,
  admin_reads: ADMIN_READS_COLUMNS,
  failed_password_attempts: FAILED_PASSWORD_ATTEMPTS_COLUMNS,
  server_secrets: SERVER_SECRETS_COLUMNS,
  church_news: CHURCH_NEWS_COLUMNS,
  church_projects: CHURCH_PROJECTS_COLUMNS,
  church_videos: CHURCH_VIDEOS_COLUMNS,
  church_settings: CHURCH_SETTINGS_COLUMNS,
  verse_marks: VERSE_MARKS_COLUMNS,
  push_keys: PUSH_KEYS_COLUMNS,
  reminder_settings: REMINDER_SETTINGS_COLUMNS,
  push_subscriptions: PUSH_SUBSCRIPTIONS_COLUMNS,
  reminder_deliveries: REMINDER_DELIVERIES_COLUMNS,
  service_orders: SERVICE_ORDERS_COLUMNS,
  imported_hymns: IMPORTED_HYMNS_COLUMNS,
  imported_quarters: IMPORTED_QUARTERS_COLUMNS,
  small_groups: SMALL_GROUPS_COLUMNS,
  small_group_members: SMALL_GROUP_MEMBERS_COLUMNS,
  small_group_messages: SMALL_GROUP_MESSAGES_COLUMNS,
  small_group_meetings: SMALL_GROUP_MEETINGS_COLUMNS,
  small_group_attendance: SMALL_GROUP_ATTENDANCE_COLUMNS,
  clubs: CLUBS_COLUMNS,
  club_units: CLUB_UNITS_COLUMNS,
  club_people: CLUB_PEOPLE_COLUMNS,
  club_unit_counsellors: CLUB_UNIT_COUNSELLORS_COLUMNS,
  club_meetings: CLUB_MEETINGS_COLUMNS,
  club_attendance: CLUB_ATTENDANCE_COLUMNS,
  member_notices: MEMBER_NOTICES_COLUMNS,
  notice_mail_opt_outs: NOTIFICATION_MAIL_OPT_OUTS_COLUMNS,
  club_reviews: CLUB_REVIEWS_COLUMNS,
  club_review_log: CLUB_REVIEW_LOG_COLUMNS,
  child_profiles: CHILD_PROFILES_COLUMNS,
  child_consents: CHILD_CONSENTS_COLUMNS,
};

/** What an engine holds beside the typed tables: its own and Kysely's tables, the full-text index. */
const ENGINE_TABLES: Record<Engine, RegExp> = {
  sqlite: /^(sqlite_|kysely_migration|bible_verses_fts)/,
  postgres: /^kysely_migration/,
};

/** Columns one engine adds that no query names through Kysely (engine-specific SQL only). */
const ENGINE_COLUMNS: Record<Engine, Record<string, string[]>> = {
  sqlite: {},
  postgres: { bible_verses: ["search_vector"] },
};

type Found = Record<string, Record<string, ColumnKind>>;

/** Every table's columns and their kinds as the database reports them. */
async function databaseColumns(db: Kysely<Database>, engine: Engine): Promise<Found> {
  const found: Found = {};
  if (engine === "sqlite") {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    for (const { name } of tables.rows) {
      const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
        select * from pragma_table_info(${name})`.execute(db);
      const keyColumns = columns.rows.filter((c) => c.pk > 0).length;
      found[name] = Object.fromEntries(
        columns.rows.map((c) => {
          // A lone `integer primary key` is the rowid: SQLite numbers it. Other key columns
          // are not null in effect, whatever the old rule that lets them hold NULL says.
          const rowid = c.pk > 0 && keyColumns === 1 && c.type.toLowerCase() === "integer";
          const kind: ColumnKind = c.notnull === 0 && c.pk === 0 ? "nullable" : c.dflt_value !== null || rowid ? "default" : "required";
          return [c.name, kind];
        }),
      );
    }
  } else {
    const columns = await sql<{ table_name: string; column_name: string; is_nullable: string; column_default: string | null; is_identity: string }>`
      select table_name, column_name, is_nullable, column_default, is_identity
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const c of columns.rows) {
      const kind: ColumnKind = c.is_nullable === "YES" ? "nullable" : c.column_default !== null || c.is_identity === "YES" ? "default" : "required";
      (found[c.table_name] ??= {})[c.column_name] = kind;
    }
  }
  return found;
}

describeStorage("table types against the migrations", (storage) => {
  let found: Found;
  beforeAll(async () => {
    found = await databaseColumns(storage.db, storage.engine);
  });

  it("the database has exactly the tables Database names", () => {
    const tables = Object.keys(found).filter((name) => !ENGINE_TABLES[storage.engine].test(name));
    expect(tables.sort()).toEqual(Object.keys(TABLES).sort());
  });

  it.each(Object.keys(TABLES))("%s has the columns of its type, each nullable, defaulted or required as the type says", (table) => {
    const extra = new Set(ENGINE_COLUMNS[storage.engine][table] ?? []);
    const inDatabase = Object.fromEntries(Object.entries(found[table] ?? {}).filter(([column]) => !extra.has(column)));
    expect(inDatabase).toEqual(TABLES[table as keyof Database]);
  });
});
