import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The club's year and nobody waiting in silence (decision 0049): a club's meetings (day and
// kind) and the roll call of each ('presente', 'falta' or 'justificada' per person), which go
// with the club and the person; the member's notices ('Avisos') and the kinds of e-mail they
// turned off, which go with the account; and when a small group's invite link stops working.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("club_meetings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("club_id", "text", (c) => c.notNull().references("clubs.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("club_meetings_club_day").on("club_meetings").columns(["club_id", "day"]).execute();

  await db.schema
    .createTable("club_attendance")
    .addColumn("meeting_id", "text", (c) => c.notNull().references("club_meetings.id").onDelete("cascade"))
    .addColumn("person_id", "text", (c) => c.notNull().references("club_people.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("club_attendance_pk", ["meeting_id", "person_id"])
    .execute();
  await db.schema.createIndex("club_attendance_person").on("club_attendance").column("person_id").execute();

  await db.schema
    .createTable("member_notices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("seen_at", "text")
    .execute();
  await db.schema.createIndex("member_notices_user").on("member_notices").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("notice_mail_opt_outs")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notice_mail_opt_outs_pk", ["user_id", "kind"])
    .execute();

  await db.schema.alterTable("small_groups").addColumn("invite_expires_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("small_groups").dropColumn("invite_expires_at").execute();
  await db.schema.dropTable("notice_mail_opt_outs").execute();
  await db.schema.dropTable("member_notices").execute();
  await db.schema.dropTable("club_attendance").execute();
  await db.schema.dropTable("club_meetings").execute();
}
