import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Forgiving streaks (decision 0037): protections held, the local day of the last login in the
// zone in force then, Sabbath as a rest day with the day the choice was made, and the days a
// protection saved or a Saturday rested under an earlier choice, one row per member and day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("member_stats")
    .addColumn("streak_protections", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("member_stats").addColumn("last_access_day", "text").execute();
  await db.schema
    .alterTable("member_stats")
    .addColumn("sabbath_rest", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("member_stats").addColumn("sabbath_rest_changed_on", "text").execute();

  await db.schema
    .createTable("streak_days")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("streak_days_pk", ["user_id", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("streak_days").execute();
  for (const column of ["sabbath_rest_changed_on", "sabbath_rest", "last_access_day", "streak_protections"])
    await db.schema.alterTable("member_stats").dropColumn(column).execute();
}
