import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// SQLite full-text search in Bible order. 0004 keyed the FTS5 index by bible_verses.id, so
// every search read and sorted every matching row to put them in Bible order and to keep
// one version: 'o' (16 794 verses of ACF) took 17 ms on the event loop. The index is now
// contentless and keyed by the verse's place, so FTS5 itself returns matches in Bible
// order, keeps one version by a rowid range, stops at a page and counts without reading a
// single row; a page's 20 verses are then read through an index on that same order.
//
// A place is one integer (bits, low to high): verse 10, chapter 10, book_index 7, and the
// version code's first four characters 8 each (codes are short ASCII: arc, acf, nvi).
// app/areas/bible/search-sqlite.store.server.ts computes a version's range the same way.
// PostgreSQL keeps 0004's generated tsvector column and GIN index unchanged.

const place = (row: "new" | "old" | "v") =>
  sql.raw(
    [1, 2, 3, 4].map((i) => `((coalesce(unicode(substr(${row}.version, ${i}, 1)), 0) & 255) << ${27 + 8 * (4 - i)})`).join(" | ") +
      ` | (${row}.book_index << 20) | (${row}.chapter << 10) | ${row}.verse`,
  );

async function dropSearchIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ["bible_verses_fts_insert", "bible_verses_fts_delete", "bible_verses_fts_update"]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists bible_verses_fts`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await dropSearchIndex(db);
  await sql`create virtual table bible_verses_fts using fts5(
    text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`insert into bible_verses_fts(rowid, text) select ${place("v")}, v.text from bible_verses v`.execute(db);
  await sql`create trigger bible_verses_fts_insert after insert on bible_verses begin
    insert into bible_verses_fts(rowid, text) values (${place("new")}, new.text); end`.execute(db);
  await sql`create trigger bible_verses_fts_delete after delete on bible_verses begin
    delete from bible_verses_fts where rowid = ${place("old")}; end`.execute(db);
  await sql`create trigger bible_verses_fts_update after update on bible_verses begin
    delete from bible_verses_fts where rowid = ${place("old")};
    insert into bible_verses_fts(rowid, text) values (${place("new")}, new.text); end`.execute(db);
  // A page's verses by their place (the search reads at most one page of rows).
  await db.schema.createIndex("bible_verses_place").on("bible_verses").columns(["version", "book_index", "chapter", "verse"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await db.schema.dropIndex("bible_verses_place").execute();
  await dropSearchIndex(db);
  // 0004's external-content index keyed by id, rebuilt from the verses.
  await sql`create virtual table bible_verses_fts using fts5(
    text, content='bible_verses', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`insert into bible_verses_fts(bible_verses_fts) values ('rebuild')`.execute(db);
  await sql`create trigger bible_verses_fts_insert after insert on bible_verses begin
    insert into bible_verses_fts(rowid, text) values (new.id, new.text); end`.execute(db);
  await sql`create trigger bible_verses_fts_delete after delete on bible_verses begin
    insert into bible_verses_fts(bible_verses_fts, rowid, text) values ('delete', old.id, old.text); end`.execute(db);
  await sql`create trigger bible_verses_fts_update after update on bible_verses begin
    insert into bible_verses_fts(bible_verses_fts, rowid, text) values ('delete', old.id, old.text);
    insert into bible_verses_fts(rowid, text) values (new.id, new.text); end`.execute(db);
}
