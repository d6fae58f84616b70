import { sql, SqliteAdapter, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// A member's ranking position counted every member ahead through member_stats_ranking:
// 100 000 index entries for a member near the bottom. ranking_points counts the members
// holding each points total, kept in step with member_stats by triggers in the same
// transaction as every change of points:
// - one row per total (id_prefix ''): the members with more points are a sum over the
//   totals above (a row goes when no member holds its total any more);
// - one row per total and first two characters of the member's id: the members tied on a
//   total with a smaller id are a sum over the smaller prefixes plus a count of the few with
//   the same prefix. Member ids are UUIDs, so a tie of 80 000 members is counted as 256 sums
//   and about 300 index entries instead of 80 000 entries.
const PREFIX_LENGTH = 2;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ranking_points")
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("id_prefix", "text", (c) => c.notNull())
    .addColumn("members", "integer", (c) => c.notNull())
    .addUniqueConstraint("ranking_points_key", ["points", "id_prefix"])
    .execute();
  await db.schema
    .createIndex("ranking_points_totals")
    .on("ranking_points")
    .columns(["points", "members"])
    .where(sql.ref("id_prefix"), "=", "")
    .execute();
  await sql`insert into ranking_points (points, id_prefix, members)
    select points, '', count(*) from member_stats group by points`.execute(db);
  await sql`insert into ranking_points (points, id_prefix, members)
    select points, substr(user_id, 1, ${sql.lit(PREFIX_LENGTH)}), count(*) from member_stats
    group by points, substr(user_id, 1, ${sql.lit(PREFIX_LENGTH)})`.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Per row: SQLite changes a row in place, so a bulk insert costs a few upserts per row.
    const add = ["''", `substr(new.user_id, 1, ${PREFIX_LENGTH})`]
      .map(
        (prefix) => `insert into ranking_points (points, id_prefix, members) values (new.points, ${prefix}, 1)
          on conflict (points, id_prefix) do update set members = members + 1;`,
      )
      .join("\n");
    const remove = ["''", `substr(old.user_id, 1, ${PREFIX_LENGTH})`]
      .map(
        (prefix) => `update ranking_points set members = members - 1 where points = old.points and id_prefix = ${prefix};
          delete from ranking_points where points = old.points and id_prefix = ${prefix} and members = 0;`,
      )
      .join("\n");
    await sql`create trigger member_stats_ranking_insert after insert on member_stats begin ${sql.raw(add)} end`.execute(db);
    await sql`create trigger member_stats_ranking_update after update of points on member_stats
      when old.points <> new.points begin ${sql.raw(remove)} ${sql.raw(add)} end`.execute(db);
    await sql`create trigger member_stats_ranking_delete after delete on member_stats begin ${sql.raw(remove)} end`.execute(db);
  } else {
    // Per statement, from the rows it changed: every update of a row is a new version of it
    // on PostgreSQL, and a count row updated once per member in one transaction (a bulk
    // insert of 100 000 members) makes each update walk all the earlier versions. The
    // counts are changed in key order, so concurrent transactions lock them in one order.
    const apply = (changes: string) => `
      with changes (points, user_id, delta) as (${changes}),
      counts (points, id_prefix, delta) as (
        select points, id_prefix, sum(delta) from (
          select points, '' as id_prefix, delta from changes
          union all select points, substr(user_id, 1, ${PREFIX_LENGTH}), delta from changes) as c
        group by points, id_prefix)
      insert into ranking_points (points, id_prefix, members)
      select points, id_prefix, delta from counts where delta <> 0 order by points, id_prefix
      on conflict (points, id_prefix) do update set members = ranking_points.members + excluded.members;
      delete from ranking_points where members = 0 and points in (select points from (${changes}) as c);`;
    const events = {
      insert: "select points, user_id, 1 from new_rows",
      update: "select points, user_id, 1 from new_rows union all select points, user_id, -1 from old_rows",
      delete: "select points, user_id, -1 from old_rows",
    };
    for (const [event, changes] of Object.entries(events)) {
      await sql`create function ${sql.id(`ranking_points_after_${event}`)}() returns trigger language plpgsql as $$
        begin ${sql.raw(apply(changes))} return null; end $$`.execute(db);
      const tables =
        event === "insert" ? "new table as new_rows" : event === "delete" ? "old table as old_rows" : "old table as old_rows new table as new_rows";
      await sql`create trigger ${sql.id(`member_stats_ranking_${event}`)} after ${sql.raw(event)} on member_stats
        referencing ${sql.raw(tables)} for each statement execute function ${sql.id(`ranking_points_after_${event}`)}()`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ["member_stats_ranking_insert", "member_stats_ranking_update", "member_stats_ranking_delete"]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger ${sql.id(`member_stats_ranking_${event}`)} on member_stats`.execute(db);
      await sql`drop function ${sql.id(`ranking_points_after_${event}`)}()`.execute(db);
    }
  }
  await db.schema.dropTable("ranking_points").execute();
}
