import { sql, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The church office (decision 0047): each contact message and feedback has a state the admins
// set at /admin/mensagens ('nova' until one marks it 'respondida' or 'arquivada'); and the news
// categories lose their near-duplicate, the stored 'História' becoming 'Histórias'.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["contact_messages", "feedback_entries"]) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("nova"))
      .execute();
    await db.schema.createIndex(`${table}_status_created`).on(table).columns(["status", "created_at"]).execute();
  }
  await sql`update church_news set category = 'Histórias' where category = 'História'`.execute(db);
}

// The categories stay merged: which rows were 'História' is not kept.
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["feedback_entries", "contact_messages"]) {
    await db.schema.dropIndex(`${table}_status_created`).execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}
