import { beforeAll, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { churchPage } from "./church-page.store.server.ts";

const NOW = "2026-11-01T12:00:00.000Z";

/** One of each thing a church's page lists, published or not, named after the church. */
async function seed(db: Kysely<Database>, church: ChurchRef, tag: string, published = 1) {
  const stamp = { created_at: NOW, updated_at: NOW, church_id: church.id, published };
  await db
    .insertInto("church_news")
    .values({
      id: crypto.randomUUID(),
      title: `Notícia ${tag}`,
      summary: "Resumo",
      day: "2026-10-31",
      category: "avisos",
      link: null,
      body: "Texto",
      ...stamp,
    })
    .execute();
  await db
    .insertInto("church_videos")
    .values({ id: crypto.randomUUID(), title: `Vídeo ${tag}`, description: "", category: "cultos", address: "https://youtu.be/abc", ...stamp })
    .execute();
  await db
    .insertInto("church_projects")
    .values({
      id: crypto.randomUUID(),
      title: `Projeto ${tag}`,
      summary: "Resumo",
      location: "Bairro",
      body: "Texto",
      pix_key: null,
      pix_recipient: null,
      goal_cents: null,
      ...stamp,
    })
    .execute();
  if (!published) return;
  await db
    .insertInto("clubs")
    .values({
      id: crypto.randomUUID(),
      name: `Clube ${tag}`,
      church: "Igreja",
      city: "Cidade",
      region: "Região",
      invite_code: `C${tag.slice(0, 5).toUpperCase()}`.padEnd(6, "X"),
      created_at: NOW,
      church_id: church.id,
    })
    .execute();
  for (const [name, weekday] of [
    [`Grupo ${tag}`, 3],
    [`Grupo parado ${tag}`, null],
  ] as const) {
    await db
      .insertInto("small_groups")
      .values({
        id: crypto.randomUUID(),
        name,
        description: null,
        plan_id: "salmos-30-dias",
        start_day: "2026-10-01",
        invite_hash: null,
        invite_expires_at: null,
        meeting_weekday: weekday,
        meeting_time: weekday === null ? null : "19:30",
        meeting_place: weekday === null ? null : "Casa da Ana",
        created_at: NOW,
        church_id: church.id,
      })
      .execute();
  }
}

describeStorage("a church's page", (storage) => {
  let first: ChurchRef;
  let second: ChurchRef;

  beforeAll(async () => {
    first = await theFirstChurch(storage.db);
    second = await aSecondChurch(storage.db);
    await seed(storage.db, first, "A");
    await seed(storage.db, first, "A oculto", 0);
    await seed(storage.db, second, "B");
    await storage.db
      .insertInto("church_settings")
      .values({
        id: second.id,
        address: "Rua B, 2",
        email: "b@igreja.org",
        phone: null,
        whatsapp: null,
        service_times: "Sábado, 9h",
        updated_at: NOW,
      })
      .execute();
  });

  it("lists the church's published things and its groups that meet", async () => {
    const page = await churchPage(storage.db, first);
    expect(page.news.map((n) => n.title)).toEqual(["Notícia A"]);
    expect(page.videos.map((v) => v.title)).toEqual(["Vídeo A"]);
    expect(page.projects.map((p) => p.title)).toEqual(["Projeto A"]);
    expect(page.clubs.map((c) => c.name)).toEqual(["Clube A"]);
    expect(page.groups).toEqual([expect.objectContaining({ name: "Grupo A", weekday: 3, time: "19:30", place: "Casa da Ana" })]);
  });

  it("shows church B none of A's rows, and B's own settings", async () => {
    const page = await churchPage(storage.db, second);
    expect(page.settings).toEqual({ address: "Rua B, 2", email: "b@igreja.org", phone: null, whatsapp: null, serviceTimes: "Sábado, 9h" });
    expect([...page.news, ...page.videos, ...page.projects].map((row) => row.title)).toEqual(["Notícia B", "Vídeo B", "Projeto B"]);
    expect([...page.clubs, ...page.groups].map((row) => row.name)).toEqual(["Clube B", "Grupo B"]);
  });

  it("gives a church without settings empty channels", async () => {
    const third = await aSecondChurch(storage.db, "terceira", "Terceira Igreja");
    expect(await churchPage(storage.db, third)).toEqual({
      settings: { address: null, email: null, phone: null, whatsapp: null, serviceTimes: null },
      news: [],
      videos: [],
      projects: [],
      clubs: [],
      groups: [],
    });
  });
});
