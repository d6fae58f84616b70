import { sql, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Small groups ('Pequenos Grupos') that read a plan together: the group (its plan, the day the
// plan starts, the hash of its invite link), its members with their role per membership
// ('leader' or 'member'; at most one leader per group by a partial unique index) and whether
// each shows their reading, and the short messages of its wall per plan day. A member's rows go
// with the account (cascade); the group's rows go with the group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("small_groups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("plan_id", "text", (c) => c.notNull())
    .addColumn("start_day", "text", (c) => c.notNull())
    .addColumn("invite_hash", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("small_group_members")
    .addColumn("group_id", "text", (c) => c.notNull().references("small_groups.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("shows_reading", "integer", (c) => c.notNull())
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("small_group_members_pk", ["group_id", "user_id"])
    .execute();
  await db.schema.createIndex("small_group_members_user").on("small_group_members").column("user_id").execute();
  await db.schema
    .createIndex("small_group_members_one_leader")
    .on("small_group_members")
    .column("group_id")
    .unique()
    .where(sql.ref("role"), "=", "leader")
    .execute();

  await db.schema
    .createTable("small_group_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("group_id", "text", (c) => c.notNull().references("small_groups.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("small_group_messages_day").on("small_group_messages").columns(["group_id", "day", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("small_group_messages").execute();
  await db.schema.dropTable("small_group_members").execute();
  await db.schema.dropTable("small_groups").execute();
}
