import type {
  AccountTokensTable,
  AdminReadsTable,
  ChurchRolesTable,
  FailedPasswordAttemptsTable,
  ServerSecretsTable,
  SessionsTable,
  UsersTable,
} from "#app/areas/accounts/accounts.table.ts";
import type {
  ClubAttendanceTable,
  ClubMeetingsTable,
  ChildConsentsTable,
  ChildProfilesTable,
  ClubPeopleTable,
  ClubReviewLogTable,
  ClubReviewsTable,
  ClubsTable,
  ClubUnitCounsellorsTable,
  ClubUnitsTable,
} from "#app/areas/clubs/clubs.table.ts";
import type { ContactMessagesTable, FeedbackEntriesTable } from "#app/areas/community/community.table.ts";
import type { ChurchNewsTable, ChurchProjectsTable, ChurchVideosTable } from "#app/areas/church-content/church-content.table.ts";
import type { ChurchesTable, ConferencesTable, DistrictsTable } from "#app/areas/churches/churches.table.ts";
import type { ChurchSettingsTable } from "#app/areas/church-settings/church-settings.table.ts";
import type { DonationPledgesTable } from "#app/areas/donation/donation.table.ts";
import type { BibleBooksTable, BibleVersesTable, ReadingHistoryTable, VerseBookmarksTable, VerseMarksTable } from "#app/areas/bible/bible.table.ts";
import type { AwardsTable, MemberStatsTable, RankingPointsTable, StreakDaysTable } from "#app/areas/gamification/gamification.table.ts";
import type { LibraryPositionsTable } from "#app/areas/library/library.table.ts";
import type { DevotionalFavoritesTable } from "#app/areas/devotionals/devotionals.table.ts";
import type { RateLimitsTable } from "#app/platform/limits/limits.table.ts";
import type { PathfinderProgressTable, PathfinderSpecialtiesTable } from "#app/areas/pathfinders/pathfinders.table.ts";
import type { NotesTable, UserPhotosTable } from "#app/areas/profile/profile.table.ts";
import type { QuizBestScoresTable } from "#app/areas/quiz/quiz.table.ts";
import type { LessonCompletionsTable } from "#app/areas/studies/studies.table.ts";
import type { ReadingPlanDaysTable, ReadingPlanStartsTable } from "#app/areas/reading-plans/reading-plans.table.ts";
import type {
  SmallGroupAttendanceTable,
  SmallGroupMeetingsTable,
  SmallGroupMembersTable,
  SmallGroupMessagesTable,
  SmallGroupsTable,
} from "#app/areas/small-groups/small-groups.table.ts";
import type { ClientWritesTable } from "#app/platform/offline-writes/offline-writes.table.ts";
import type { FavoriteVersesTable } from "#app/areas/verse-of-day/verse-of-day.table.ts";
import type { PushKeysTable, PushSubscriptionsTable, ReminderDeliveriesTable, ReminderSettingsTable } from "#app/areas/reminders/reminders.table.ts";
import type { MemberNotificationsTable, NotificationMailOptOutsTable } from "#app/areas/notifications/notifications.table.ts";
import type { ServiceOrdersTable } from "#app/areas/projection/projection.table.ts";
import type { ImportedHymnsTable } from "#app/areas/hymnal/hymnal.table.ts";
import type { ImportedQuartersTable } from "#app/areas/sabbath-school/sabbath-school.table.ts";

/**
 * Every table, as the migrations create them. Each area keeps its tables' row types (and
 * their column lists) in app/areas/<area>/<area>.table.ts beside the queries;
 * schema-drift.test.ts checks them against the migrated databases.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reading_history: ReadingHistoryTable;
  verse_bookmarks: VerseBookmarksTable;
  awards: AwardsTable;
  member_stats: MemberStatsTable;
  ranking_points: RankingPointsTable;
  streak_days: StreakDaysTable;
  favorite_verses: FavoriteVersesTable;
  quiz_best_scores: QuizBestScoresTable;
  pathfinder_progress: PathfinderProgressTable;
  pathfinder_specialties: PathfinderSpecialtiesTable;
  user_photos: UserPhotosTable;
  notes: NotesTable;
  rate_limits: RateLimitsTable;
  bible_verses: BibleVersesTable;
  bible_books: BibleBooksTable;
  library_positions: LibraryPositionsTable;
  lesson_completions: LessonCompletionsTable;
  contact_messages: ContactMessagesTable;
  feedback_entries: FeedbackEntriesTable;
  donation_pledges: DonationPledgesTable;
  reading_plan_days: ReadingPlanDaysTable;
  reading_plan_starts: ReadingPlanStartsTable;
  devotional_favorites: DevotionalFavoritesTable;
  client_writes: ClientWritesTable;
  account_tokens: AccountTokensTable;
  church_roles: ChurchRolesTable;
  conferences: ConferencesTable;
  districts: DistrictsTable;
  churches: ChurchesTable;
  admin_reads: AdminReadsTable;
  failed_password_attempts: FailedPasswordAttemptsTable;
  server_secrets: ServerSecretsTable;
  church_news: ChurchNewsTable;
  church_projects: ChurchProjectsTable;
  church_videos: ChurchVideosTable;
  church_settings: ChurchSettingsTable;
  verse_marks: VerseMarksTable;
  push_keys: PushKeysTable;
  reminder_settings: ReminderSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  service_orders: ServiceOrdersTable;
  imported_hymns: ImportedHymnsTable;
  imported_quarters: ImportedQuartersTable;
  small_groups: SmallGroupsTable;
  small_group_members: SmallGroupMembersTable;
  small_group_messages: SmallGroupMessagesTable;
  small_group_meetings: SmallGroupMeetingsTable;
  small_group_attendance: SmallGroupAttendanceTable;
  clubs: ClubsTable;
  club_units: ClubUnitsTable;
  club_meetings: ClubMeetingsTable;
  club_attendance: ClubAttendanceTable;
  member_notices: MemberNotificationsTable;
  notice_mail_opt_outs: NotificationMailOptOutsTable;
  club_people: ClubPeopleTable;
  club_unit_counsellors: ClubUnitCounsellorsTable;
  club_reviews: ClubReviewsTable;
  club_review_log: ClubReviewLogTable;
  child_profiles: ChildProfilesTable;
  child_consents: ChildConsentsTable;
}
