import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Bible text cached from the source or imported, with an accent-insensitive
// full-text index: FTS5 on SQLite, a tsvector column with a GIN index on PostgreSQL.

/** Letters folded for search on PostgreSQL (lower() may leave non-ASCII capitals alone). */
const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn";

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("bible_verses")
    .addColumn("id", sqlite ? "integer" : "serial", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("book", "text", (c) => c.notNull())
    .addColumn("book_index", "integer", (c) => c.notNull())
    .addColumn("chapter", "integer", (c) => c.notNull())
    .addColumn("verse", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addUniqueConstraint("bible_verses_reference", ["version", "book", "chapter", "verse"])
    .execute();

  await db.schema
    .createTable("bible_books")
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("book", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("stored_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("bible_books_pk", ["version", "book"])
    .execute();

  if (sqlite) {
    await sql`create virtual table bible_verses_fts using fts5(
      text, content='bible_verses', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`create trigger bible_verses_fts_insert after insert on bible_verses begin
      insert into bible_verses_fts(rowid, text) values (new.id, new.text); end`.execute(db);
    await sql`create trigger bible_verses_fts_delete after delete on bible_verses begin
      insert into bible_verses_fts(bible_verses_fts, rowid, text) values ('delete', old.id, old.text); end`.execute(db);
    await sql`create trigger bible_verses_fts_update after update on bible_verses begin
      insert into bible_verses_fts(bible_verses_fts, rowid, text) values ('delete', old.id, old.text);
      insert into bible_verses_fts(rowid, text) values (new.id, new.text); end`.execute(db);
  } else {
    await sql`alter table bible_verses add column search_vector tsvector generated always as
      (to_tsvector('simple'::regconfig, translate(lower(text), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))) stored`.execute(db);
    await sql`create index bible_verses_search on bible_verses using gin (search_vector)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table bible_verses_fts`.execute(db);
  await db.schema.dropTable("bible_books").execute();
  await db.schema.dropTable("bible_verses").execute();
}
