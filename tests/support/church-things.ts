import type { Kysely } from "kysely";
import { hashToken } from "#app/areas/accounts/session.store.server.ts";
import { addChurch, addDistrict, firstChurch, type Church } from "#app/areas/churches/churches.store.server.ts";
import type { Database } from "#db/schema.ts";

/** One church's things for the isolation test, each named by what a request could carry. */
export interface ChurchThings {
  church: Church;
  /** A word in every title, name and message of this church's things: seen anywhere else, it leaked. */
  secret: string;
  /** Every id, code, slug and number of this church's things, by what it is. */
  names: Record<string, string>;
  /** The pages where this church's people see forms naming its things. */
  pages: string[];
  /** Whether an address names one of this church's things. */
  paramsIn(path: string): boolean;
  /** The address with each of this church's names put as the other church's of the same kind. */
  swapInPath(path: string, other: ChurchThings): string[];
}

interface People {
  /** Holds secretaria, tesouraria and comunicação over the church. */
  office: string;
  /** The pastor of the church's district, or null. */
  pastor: string | null;
  /** Directs the church's club. */
  director: string;
  /** A plain member (of the club's roster and the group). */
  member: string;
  secret: string;
}

/** A church in a district of its own, so the first church's district pastor is outside it. */
export async function secondChurchElsewhere(db: Kysely<Database>): Promise<Church> {
  const conference = await db.selectFrom("conferences").select("id").executeTakeFirstOrThrow();
  const district = await addDistrict(db, conference.id, "Distrito de Outra Cidade", new Date());
  return addChurch(db, { slug: "igreja-de-outra-cidade", name: "Igreja de Outra Cidade", city: "Outra Cidade", districtId: district }, new Date());
}

const at = () => new Date().toISOString();

async function grant(db: Kysely<Database>, userId: string, role: string, scope: string, scopeId: string): Promise<void> {
  await db
    .insertInto("church_roles")
    .values({ id: crypto.randomUUID(), user_id: userId, role, scope, scope_id: scopeId, granted_by: null, granted_at: at() })
    .execute();
}

/** Writes one of each church thing for `church` ("first": the database's first), straight in the database. */
export async function churchThings(db: Kysely<Database>, which: "first" | Church, people: People): Promise<ChurchThings> {
  const church = which === "first" ? await firstChurch(db) : which;
  const { secret } = people;
  const tag = church.slug.slice(0, 6);
  const id = (kind: string) => `${kind}-${tag}-${crypto.randomUUID().slice(0, 8)}`;
  const names: Record<string, string> = { slug: church.slug };
  const now = at();
  for (const user of new Set([people.office, people.pastor, people.director, people.member].filter((u): u is string => u !== null)))
    await db.updateTable("users").set({ home_church_id: church.id }).where("id", "=", user).execute();
  for (const role of ["secretaria", "tesouraria", "comunicacao"]) await grant(db, people.office, role, "church", church.id);
  if (people.pastor) {
    const row = await db.selectFrom("churches").select("district_id").where("id", "=", church.id).executeTakeFirstOrThrow();
    await grant(db, people.pastor, "pastor", "district", row.district_id);
  }
  await db
    .insertInto("church_settings")
    .values({ id: church.id, pix_key: `${tag}@exemplo.com`, pix_recipient: `Tesouraria ${secret}`, updated_at: now, address: `Rua ${secret}` })
    .onConflict((oc) => oc.column("id").doUpdateSet({ pix_recipient: `Tesouraria ${secret}`, address: `Rua ${secret}` }))
    .execute();

  names.news = id("noticia");
  await db
    .insertInto("church_news")
    .values({
      id: names.news,
      title: `Notícia ${secret}`,
      summary: `Resumo ${secret}`,
      day: now.slice(0, 10),
      category: "Eventos",
      link: null,
      body: `Texto ${secret}`,
      published: 1,
      created_at: now,
      updated_at: now,
      church_id: church.id,
    })
    .execute();
  names.project = id("projeto");
  await db
    .insertInto("church_projects")
    .values({
      id: names.project,
      title: `Projeto ${secret}`,
      summary: `Resumo ${secret}`,
      location: "Templo",
      body: `Texto ${secret}`,
      published: 1,
      created_at: now,
      updated_at: now,
      church_id: church.id,
    } as never)
    .execute();
  names.video = id("video");
  await db
    .insertInto("church_videos")
    .values({
      id: names.video,
      title: `Vídeo ${secret}`,
      description: `Gravação ${secret}`,
      category: "Cultos",
      address: "https://www.youtube.com/watch?v=abcdefghijk",
      published: 1,
      created_at: now,
      updated_at: now,
      church_id: church.id,
    } as never)
    .execute();
  names.pledge = id("doacao");
  names.reference = `REF${tag.toUpperCase().replace(/[^A-Z0-9]/g, "")}${names.pledge.slice(-6)}`;
  await db
    .insertInto("donation_pledges")
    .values({
      id: names.pledge,
      user_id: people.member,
      amount_cents: 5000,
      method: "pix",
      created_at: now,
      reference: names.reference,
      church_id: church.id,
    } as never)
    .execute();
  names.message = id("mensagem");
  await db
    .insertInto("contact_messages")
    .values({
      id: names.message,
      user_id: null,
      name: `Rita ${secret}`,
      email: "rita@exemplo.com",
      phone: null,
      message: `Olá ${secret}`,
      created_at: now,
      church_id: church.id,
    } as never)
    .execute();
  names.feedback = id("feedback");
  await db
    .insertInto("feedback_entries")
    .values({
      id: names.feedback,
      user_id: null,
      name: `Rui ${secret}`,
      email: "rui@exemplo.com",
      kind: "elogio",
      rating: 5,
      message: `Bom ${secret}`,
      created_at: now,
      church_id: church.id,
    } as never)
    .execute();

  names.club = id("clube");
  names.clubCode = `C${tag
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 3)}${names.club.slice(-4).toUpperCase()}`;
  await db
    .insertInto("clubs")
    .values({
      id: names.club,
      name: `Clube ${secret}`,
      church: church.name,
      city: "Cidade",
      region: "Região",
      invite_code: names.clubCode,
      created_at: now,
      church_id: church.id,
    } as never)
    .execute();
  names.unit = id("unidade");
  await db
    .insertInto("club_units")
    .values({ id: names.unit, club_id: names.club, name: `Unidade ${secret}`, created_at: now } as never)
    .execute();
  names.director = id("pessoa");
  names.person = id("pessoa");
  await db
    .insertInto("club_people")
    .values([
      { id: names.director, club_id: names.club, user_id: people.director, role: "diretor", status: "ativo", created_at: now } as never,
      {
        id: names.person,
        club_id: names.club,
        user_id: null,
        roster_name: `Pedro ${secret}`,
        birth_year: 2014,
        role: "desbravador",
        status: "ativo",
        unit_id: names.unit,
        created_at: now,
      } as never,
    ])
    .execute();

  names.group = id("grupo");
  const inviteToken = `convite${names.group.replace(/[^a-z0-9]/g, "")}`;
  names.groupInvite = inviteToken;
  await db
    .insertInto("small_groups")
    .values({
      id: names.group,
      name: `Grupo ${secret}`,
      description: `Descrição ${secret}`,
      plan_id: "biblia-em-um-ano",
      start_day: now.slice(0, 10),
      invite_hash: hashToken(inviteToken),
      invite_expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      created_at: now,
      church_id: church.id,
    } as never)
    .execute();
  await db
    .insertInto("small_group_members")
    .values({ group_id: names.group, user_id: people.member, role: "leader", shows_reading: 1, joined_at: now })
    .execute();
  names.order = id("roteiro");
  await db
    .insertInto("service_orders")
    .values({
      id: names.order,
      user_id: people.member,
      title: `Culto ${secret}`,
      items: "[]",
      // Unshared: a shared order's link opens it for anyone, from any church, by design.
      shared: 0,
      revision: 1,
      created_at: now,
      updated_at: now,
      church_id: church.id,
    } as never)
    .execute();
  names.hymn = church.slug === "igreja-de-outra-cidade" ? "901" : "902";
  await db
    .insertInto("imported_hymns")
    .values({
      number: Number(names.hymn),
      title: `Hino ${secret}`,
      stanzas: `Verso ${secret}`,
      chorus: null,
      author: null,
      copyright: null,
      source_file: "igreja.xml",
      imported_at: now,
      church_id: church.id,
    })
    .execute();

  const values = Object.entries(names).filter(([kind]) => kind !== "slug");
  return {
    church,
    secret,
    names,
    pages: [
      "/admin",
      "/admin/igreja",
      "/admin/noticias",
      "/admin/projetos",
      "/admin/videos",
      "/admin/doacoes",
      "/admin/mensagens",
      "/admin/hinario",
      "/admin/acessos",
      `/noticias/${names.news}`,
      `/projetos/${names.project}`,
      `/grupos/${names.group}`,
      `/roteiros/${names.order}`,
      `/hinario/${names.hymn}`,
    ],
    paramsIn: (path) => values.some(([, value]) => path.includes(value)),
    swapInPath: (path, other) =>
      values.filter(([, value]) => path.includes(value)).map(([kind, value]) => path.replaceAll(value, other.names[kind] ?? value)),
  };
}

/** Every row of a church's things, as the database holds them: equal before and after means nothing changed. */
export async function snapshotOf(db: Kysely<Database>, things: ChurchThings): Promise<unknown> {
  const church = things.church.id;
  const { names } = things;
  return {
    settings: await db.selectFrom("church_settings").selectAll().where("id", "=", church).execute(),
    church: await db.selectFrom("churches").selectAll().where("id", "=", church).execute(),
    news: await db.selectFrom("church_news").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    projects: await db.selectFrom("church_projects").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    videos: await db.selectFrom("church_videos").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    pledges: await db.selectFrom("donation_pledges").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    messages: await db.selectFrom("contact_messages").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    feedback: await db.selectFrom("feedback_entries").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    clubs: await db.selectFrom("clubs").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    units: await db.selectFrom("club_units").selectAll().where("club_id", "=", names.club!).orderBy("id").execute(),
    people: await db.selectFrom("club_people").selectAll().where("club_id", "=", names.club!).orderBy("id").execute(),
    meetings: await db.selectFrom("club_meetings").selectAll().where("club_id", "=", names.club!).orderBy("id").execute(),
    groups: await db.selectFrom("small_groups").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    groupMembers: await db.selectFrom("small_group_members").selectAll().where("group_id", "=", names.group!).orderBy("user_id").execute(),
    groupMessages: await db.selectFrom("small_group_messages").selectAll().where("group_id", "=", names.group!).orderBy("id").execute(),
    orders: await db.selectFrom("service_orders").selectAll().where("church_id", "=", church).orderBy("id").execute(),
    hymns: await db.selectFrom("imported_hymns").selectAll().where("church_id", "=", church).orderBy("number").execute(),
    roles: await db.selectFrom("church_roles").selectAll().where("scope_id", "=", church).orderBy("id").execute(),
  };
}
