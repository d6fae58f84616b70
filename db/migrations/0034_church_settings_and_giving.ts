import { sql, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The church's settings kept in the database (decision 0046): one row, written by an admin at
// /admin/igreja (name, city, address, contact, service times, the default PIX key and the name of
// its owner). Giving a treasurer can reconcile: each pledge gets a short reference (the BR Code's
// field 62-05), the PIX key its code was made for, and whether the money was received; a project
// keeps the name of its own key's owner and whether its page shows the received total.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("church_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("whatsapp", "text")
    .addColumn("service_times", "text")
    .addColumn("pix_key", "text")
    .addColumn("pix_recipient", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("donation_pledges").addColumn("reference", "text").execute();
  await db.schema.alterTable("donation_pledges").addColumn("pix_key", "text").execute();
  await db.schema.alterTable("donation_pledges").addColumn("received_at", "text").execute();
  await db.schema.alterTable("donation_pledges").addColumn("received_by", "text").execute();
  // Earlier pledges by Pix carried their id without hyphens, cut to 25 characters, as the code's reference.
  await sql`update donation_pledges set reference = substr(replace(id, '-', ''), 1, 25)`.execute(db);
  await db.schema.createIndex("donation_pledges_reference").on("donation_pledges").column("reference").unique().execute();
  await db.schema.createIndex("donation_pledges_created_at").on("donation_pledges").column("created_at").execute();

  await db.schema.alterTable("church_projects").addColumn("pix_recipient", "text").execute();
  await db.schema
    .alterTable("church_projects")
    .addColumn("show_total", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("church_projects").dropColumn("show_total").execute();
  await db.schema.alterTable("church_projects").dropColumn("pix_recipient").execute();
  await db.schema.dropIndex("donation_pledges_created_at").execute();
  await db.schema.dropIndex("donation_pledges_reference").execute();
  for (const column of ["received_by", "received_at", "pix_key", "reference"])
    await db.schema.alterTable("donation_pledges").dropColumn(column).execute();
  await db.schema.dropTable("church_settings").execute();
}
