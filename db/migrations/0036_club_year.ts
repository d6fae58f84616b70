import { sql, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The club's year (issue 39, decision 0048): a guardian's account holds the profiles of
// children under 13 (a name and a birth year only) with the consent given for each, kept as a
// log of who gave or withdrew it, when and to what text; a child takes a place in a club like a
// roster entry (`child_id`); each person is enrolled in one class (with the director's reason
// when it differs from the age's); a unit's name is unique in its club once folded (case and
// accents ignored).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("child_profiles")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The guardian's account: the export finds the profile by this column; deleting the account deletes it.
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("birth_year", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("child_profiles_user").on("child_profiles").column("user_id").execute();

  // Append only: the consent given or withdrawn, by whom (the guardian's name then), when, to what.
  await db.schema
    .createTable("child_consents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (c) => c.notNull())
    .addColumn("child_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("by_name", "text", (c) => c.notNull())
    .addColumn("wording", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("child_consents_user").on("child_consents").column("user_id").execute();

  await db.schema
    .alterTable("club_people")
    .addColumn("child_id", "text", (c) => c.references("child_profiles.id").onDelete("cascade"))
    .execute();
  await db.schema.alterTable("club_people").addColumn("class_id", "integer").execute();
  await db.schema.alterTable("club_people").addColumn("class_reason", "text").execute();
  // A child has one place in one club at a time (a waiting request counts), as an account does.
  await db.schema.createIndex("club_people_child").on("club_people").column("child_id").unique().execute();

  await db.schema.alterTable("club_units").addColumn("name_key", "text").execute();
  const units = await sql<{ id: string; club_id: string; name: string }>`select id, club_id, name from club_units order by created_at`.execute(db);
  const taken = new Set<string>();
  for (const unit of units.rows) {
    const folded = unit.name
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim();
    // Two units already named alike keep their names; the later one's key carries its id.
    const key = taken.has(`${unit.club_id}|${folded}`) ? `${folded} ${unit.id}` : folded;
    taken.add(`${unit.club_id}|${key}`);
    await sql`update club_units set name_key = ${key} where id = ${unit.id}`.execute(db);
  }
  await db.schema.createIndex("club_units_name").on("club_units").columns(["club_id", "name_key"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("club_units_name").execute();
  await db.schema.alterTable("club_units").dropColumn("name_key").execute();
  await db.schema.dropIndex("club_people_child").execute();
  await db.schema.alterTable("club_people").dropColumn("class_reason").execute();
  await db.schema.alterTable("club_people").dropColumn("class_id").execute();
  await db.schema.alterTable("club_people").dropColumn("child_id").execute();
  await db.schema.dropTable("child_consents").execute();
  await db.schema.dropTable("child_profiles").execute();
}
