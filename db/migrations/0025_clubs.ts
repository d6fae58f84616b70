import { sql, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Pathfinder clubs (issue 29): a club, its units, its people (members with an account and
// roster entries kept by the club with only a name and a birth year), and the sign-off of
// class items with its history. Deleting a club deletes everything below it; deleting an
// account deletes its place in a club.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("clubs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("church", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("invite_code", "text", (c) => c.notNull().unique())
    .addColumn("in_league", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("club_units")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("club_id", "text", (c) => c.notNull().references("clubs.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("club_units_club").on("club_units").column("club_id").execute();

  await db.schema
    .createTable("club_people")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("club_id", "text", (c) => c.notNull().references("clubs.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("roster_name", "text")
    .addColumn("birth_year", "integer")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("unit_id", "text", (c) => c.references("club_units.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // One club at a time (a request counts); one director per club, held by the database.
  await db.schema.createIndex("club_people_user").on("club_people").column("user_id").unique().execute();
  await db.schema.createIndex("club_people_club").on("club_people").columns(["club_id", "status"]).execute();
  await db.schema
    .createIndex("club_people_one_director")
    .on("club_people")
    .column("club_id")
    .unique()
    .where(sql.ref("role"), "=", "diretor")
    .execute();

  // The counsellors of a unit (a counsellor may lead more than one unit).
  await db.schema
    .createTable("club_unit_counsellors")
    .addColumn("unit_id", "text", (c) => c.notNull().references("club_units.id").onDelete("cascade"))
    .addColumn("person_id", "text", (c) => c.notNull().references("club_people.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("club_unit_counsellors_pk", ["unit_id", "person_id"])
    .execute();

  await db.schema
    .createTable("club_reviews")
    .addColumn("person_id", "text", (c) => c.notNull().references("club_people.id").onDelete("cascade"))
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("marked_at", "text", (c) => c.notNull())
    .addColumn("reviewer_name", "text")
    .addColumn("reviewed_at", "text")
    .addPrimaryKeyConstraint("club_reviews_pk", ["person_id", "item_key"])
    .execute();

  await db.schema
    .createTable("club_review_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("person_id", "text", (c) => c.notNull().references("club_people.id").onDelete("cascade"))
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("by_name", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("club_review_log_person").on("club_review_log").column("person_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("club_review_log").execute();
  await db.schema.dropTable("club_reviews").execute();
  await db.schema.dropTable("club_unit_counsellors").execute();
  await db.schema.dropTable("club_people").execute();
  await db.schema.dropTable("club_units").execute();
  await db.schema.dropTable("clubs").execute();
}
