import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { expect, it } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { tablesNamingAChurch } from "#tests/support/churches.ts";
import { describeStorage } from "#tests/support/storage-test.ts";

/**
 * Migration 0046 (decision 0065): a database of one church, filled as a server of before wrote
 * it, becomes that church with nothing lost: its name, every row owned by it, its admin, its members.
 */
describeStorage("the many-churches migration (0046)", (storage) => {
  it("makes today's database one church that owns every row, keeps the admin and gives every member that home", async () => {
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0045_meeting_criteria")).error).toBeUndefined();
    const db = storage.db;
    const at = "2026-05-01T12:00:00.000Z";
    // Written with the columns of before 0046, as a server of then wrote them.
    await sql`insert into users (id, email, name, age, password_hash, created_at) values
      ('ana', 'ana@exemplo.com', 'Ana', 30, 'x', ${at}), ('rui', 'rui@exemplo.com', 'Rui', 40, 'x', ${at})`.execute(db);
    await sql`insert into account_roles (user_id, role, granted_at) values ('rui', 'admin', ${at})`.execute(db);
    await sql`insert into church_settings (id, name, city, pix_key, updated_at) values ('igreja', 'Igreja Central de Cachoeira', 'Cachoeira', 'chave@exemplo.com', ${at})`.execute(
      db,
    );
    await sql`insert into church_news (id, title, summary, day, category, body, published, created_at, updated_at)
      values ('n1', 'Culto jovem', 'Resumo', '2026-05-01', 'Eventos', 'Texto', 1, ${at}, ${at})`.execute(db);
    await sql`insert into church_projects (id, title, summary, location, body, published, created_at, updated_at)
      values ('p1', 'Reforma', 'Resumo', 'Templo', 'Texto', 1, ${at}, ${at})`.execute(db);
    await sql`insert into church_videos (id, title, description, category, address, published, created_at, updated_at)
      values ('v1', 'Culto', 'Gravação', 'Cultos', 'https://www.youtube.com/watch?v=abcdefghijk', 1, ${at}, ${at})`.execute(db);
    await sql`insert into donation_pledges (id, user_id, amount_cents, method, created_at, reference) values ('d1', 'ana', 5000, 'pix', ${at}, 'REF1')`.execute(
      db,
    );
    await sql`insert into contact_messages (id, name, email, message, created_at) values ('m1', 'Rita', 'rita@exemplo.com', 'Olá', ${at})`.execute(
      db,
    );
    await sql`insert into feedback_entries (id, name, email, kind, rating, message, created_at) values ('f1', 'Rita', 'rita@exemplo.com', 'elogio', 5, 'Bom', ${at})`.execute(
      db,
    );
    await sql`insert into clubs (id, name, church, city, region, invite_code, created_at) values ('c1', 'Clube Águia', 'Central', 'Cachoeira', 'Sul', 'ABC123', ${at})`.execute(
      db,
    );
    await sql`insert into club_units (id, club_id, name, created_at) values ('u1', 'c1', 'Unidade Leão', ${at})`.execute(db);
    await sql`insert into small_groups (id, name, plan_id, start_day, created_at) values ('g1', 'Grupo da Vila', 'biblia-em-um-ano', '2026-05-01', ${at})`.execute(
      db,
    );
    await sql`insert into service_orders (id, user_id, title, items, shared, revision, created_at, updated_at) values ('s1', 'rui', 'Culto', '[]', 0, 1, ${at}, ${at})`.execute(
      db,
    );
    await sql`insert into imported_hymns (number, title, stanzas, source_file, imported_at)
      values (701, 'Canto da Igreja', 'Primeira linha', 'canto.xml', ${at})`.execute(db);
    await sql`insert into admin_reads (id, user_id, email, what, read_at) values ('r1', 'rui', 'rui@exemplo.com', '/admin/mensagens', ${at})`.execute(
      db,
    );

    await migrateToLatest(db);

    const churches = await db.selectFrom("churches").select(["id", "slug", "name", "city"]).execute();
    expect(churches).toEqual([
      { id: expect.any(String), slug: "igreja-central-de-cachoeira", name: "Igreja Central de Cachoeira", city: "Cachoeira" },
    ]);
    const church = churches[0]!.id;
    // Every table that now names a church: each row written above is that church's, but the
    // imported songs, which become the conference's (no church: every church sings them).
    const named = await tablesNamingAChurch(db);
    expect(named).toHaveLength(11);
    for (const table of named) {
      const rows = await db
        .selectFrom(table as "church_news")
        .select("church_id")
        .execute();
      expect({ table, rows }).toEqual({ table, rows: [{ church_id: table === "imported_hymns" ? null : church }] });
    }
    // The club's unit stays the club's; the settings are the church's, by its id.
    expect(await db.selectFrom("club_units").select(["id", "club_id"]).execute()).toEqual([{ id: "u1", club_id: "c1" }]);
    expect(await db.selectFrom("church_settings").select(["id", "pix_key"]).execute()).toEqual([{ id: church, pix_key: "chave@exemplo.com" }]);
    expect(await db.selectFrom("admin_reads").select("church_id").execute()).toEqual([{ church_id: church }]);
    expect(await db.selectFrom("users").select(["id", "home_church_id"]).orderBy("id").execute()).toEqual([
      { id: "ana", home_church_id: church },
      { id: "rui", home_church_id: church },
    ]);
    const conference = await db.selectFrom("conferences").select("id").executeTakeFirstOrThrow();
    expect(await db.selectFrom("church_roles").select(["user_id", "role", "scope", "scope_id"]).execute()).toEqual([
      { user_id: "rui", role: "admin", scope: "conference", scope_id: conference.id },
    ]);
    // A church's row must name its church: the column refuses none.
    await expect(
      sql`insert into church_news (id, title, summary, day, category, body, published, created_at, updated_at)
        values ('n2', 'Sem igreja', 'Resumo', '2026-05-02', 'Eventos', 'Texto', 1, ${at}, ${at})`.execute(db),
    ).rejects.toThrow();
  });
});
