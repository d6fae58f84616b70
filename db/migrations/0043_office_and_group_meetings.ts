import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// An office that answers and small groups that meet (decision 0056): the church's office hours
// and contact FAQ (null: the portal's default texts) and whether a new contact message or
// feedback is e-mailed to its contact address (1 by default); a small group's meeting day
// (0 Sunday … 6 Saturday), time (HH:MM) and place; each meeting's attendance: who of the group
// came and how many visitors, one row a meeting date, going with the group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("church_settings").addColumn("office_hours", "text").execute();
  await db.schema.alterTable("church_settings").addColumn("contact_faq", "text").execute();
  await db.schema
    .alterTable("church_settings")
    .addColumn("notify_messages", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.alterTable("small_groups").addColumn("meeting_weekday", "integer").execute();
  await db.schema.alterTable("small_groups").addColumn("meeting_time", "text").execute();
  await db.schema.alterTable("small_groups").addColumn("meeting_place", "text").execute();

  await db.schema
    .createTable("small_group_meetings")
    .addColumn("group_id", "text", (c) => c.notNull().references("small_groups.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("small_group_meetings_pk", ["group_id", "day"])
    .execute();
  await db.schema
    .createTable("small_group_attendance")
    .addColumn("group_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("small_group_attendance_pk", ["group_id", "day", "user_id"])
    .addForeignKeyConstraint("small_group_attendance_meeting", ["group_id", "day"], "small_group_meetings", ["group_id", "day"], (c) =>
      c.onDelete("cascade"),
    )
    .execute();
  await db.schema.createIndex("small_group_attendance_user").on("small_group_attendance").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("small_group_attendance").execute();
  await db.schema.dropTable("small_group_meetings").execute();
  for (const column of ["meeting_place", "meeting_time", "meeting_weekday"]) await db.schema.alterTable("small_groups").dropColumn(column).execute();
  for (const column of ["notify_messages", "contact_faq", "office_hours"]) await db.schema.alterTable("church_settings").dropColumn(column).execute();
}
