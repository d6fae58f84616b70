import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Unit points by criterion at the club's meeting (decision 0054): the optional criteria the
// club chose (pontualidade, uniforme, biblia, licao, mensalidade, comma-separated; '' means
// presence only), the ones in force when each meeting was recorded (a later choice does not
// change an earlier meeting), and the criteria each person present met at that meeting.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("clubs")
    .addColumn("meeting_criteria", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("club_meetings")
    .addColumn("criteria", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("club_attendance")
    .addColumn("criteria", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("club_attendance").dropColumn("criteria").execute();
  await db.schema.alterTable("club_meetings").dropColumn("criteria").execute();
  await db.schema.alterTable("clubs").dropColumn("meeting_criteria").execute();
}
