import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";
import type { NewsInput } from "#app/areas/news/news-fields.ts";
import { currentCategory, type NewsCategory, type NewsItem } from "#app/areas/news/news.ts";
import type { VideoInput } from "#app/areas/videos/video-fields.ts";
import { videoItem, type VideoCategory, type VideoItem } from "#app/areas/videos/videos.ts";

/**
 * The church's own news and videos (migration 0022): what admins write at /admin, as records
 * in the admin form's field names, and the published ones as the public pages' items. Each
 * write is one statement, so a refused or failed one leaves nothing half-written. The projects
 * live in donation/ (projects.store.server.ts); showing, hiding and deleting any of the three
 * kinds is here. Every function acts for one church (decision 0065): another church's items
 * are not found and never changed.
 */
export type ChurchKind = "news" | "projects" | "videos";
const TABLES = { news: "church_news", projects: "church_projects", videos: "church_videos" } as const;

type Stored<Input> = Input & { id: string; published: boolean };
export type NewsRecord = Stored<NewsInput>;
export type VideoRecord = Stored<VideoInput>;

const newsColumns = ["id", "title", "summary", "day", "category", "link", "body", "published"] as const;
const videoColumns = ["id", "title", "description", "category", "address", "published"] as const;

// ---- news

export async function listNewsRecords(db: Kysely<Database>, church: ChurchRef, onlyPublished = false): Promise<NewsRecord[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("church_news")
      .select(newsColumns)
      .where("church_news.church_id", "=", church.id)
      .$if(onlyPublished, (q) => q.where("published", "=", 1))
      .orderBy("day", "desc")
      .orderBy("created_at", "desc")
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    titulo: r.title,
    resumo: r.summary,
    data: r.day,
    // Migration 0035 renamed the stored categories; a row written by a server still running the
    // former list while it ran reads as today's category all the same.
    categoria: currentCategory(r.category) as NewsCategory,
    link: r.link,
    corpo: r.body,
    published: Number(r.published) === 1,
  }));
}

/** The published news as /noticias shows them, newest first. */
export async function listPublishedNews(db: Kysely<Database>, church: ChurchRef): Promise<NewsItem[]> {
  return (await listNewsRecords(db, church, true)).map(({ published: _published, ...news }) => news);
}

/** Creates (id null) or updates the news item; null when the item to update is gone. */
export async function saveNews(db: Kysely<Database>, church: ChurchRef, id: string | null, input: NewsInput, now: Date): Promise<string | null> {
  const values = { title: input.titulo, summary: input.resumo, day: input.data, category: input.categoria, link: input.link, body: input.corpo };
  return saveChurchItem(db, church, "church_news", id, values, now);
}

// ---- videos

export async function listVideoRecords(db: Kysely<Database>, church: ChurchRef, onlyPublished = false): Promise<VideoRecord[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("church_videos")
      .select(videoColumns)
      .where("church_videos.church_id", "=", church.id)
      .$if(onlyPublished, (q) => q.where("published", "=", 1))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    titulo: r.title,
    descricao: r.description,
    categoria: r.category as VideoCategory,
    endereco: r.address,
    published: Number(r.published) === 1,
  }));
}

/** The published videos as /videos shows them, newest first. */
export async function listPublishedVideos(db: Kysely<Database>, church: ChurchRef): Promise<VideoItem[]> {
  return (await listVideoRecords(db, church, true)).map((v) => videoItem(v));
}

export async function saveVideo(db: Kysely<Database>, church: ChurchRef, id: string | null, input: VideoInput, now: Date): Promise<string | null> {
  const values = { title: input.titulo, description: input.descricao, category: input.categoria, address: input.endereco };
  return saveChurchItem(db, church, "church_videos", id, values, now);
}

// ---- any kind

type ContentTable = (typeof TABLES)[ChurchKind];

/**
 * A new item of any kind is the church's and published at once; an update keeps whether it is
 * shown, and finds only the church's own items (the projects' store writes through it too).
 */
export async function saveChurchItem(
  db: Kysely<Database>,
  church: ChurchRef,
  table: ContentTable,
  id: string | null,
  values: Record<string, string | number | null>,
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  return inChurch(db, church, async (db) => {
    // The three tables share id, church_id, published and the timestamps; the values are the table's own columns.
    const anyTable = db as unknown as Kysely<{ item: Record<string, string | number | null> }>;
    const item = table as "item";
    if (id === null) {
      const created = randomUUID();
      await anyTable
        .insertInto(item)
        .values({ ...values, id: created, church_id: church.id, published: 1, created_at: at, updated_at: at })
        .execute();
      return created;
    }
    const result = await anyTable
      .updateTable(item)
      .set({ ...values, updated_at: at })
      .where("id", "=", id)
      .where("church_id", "=", church.id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? id : null;
  });
}

/** Shows or hides one of the church's items; false when it is gone (or another church's). */
export async function setPublished(
  db: Kysely<Database>,
  church: ChurchRef,
  kind: ChurchKind,
  id: string,
  published: boolean,
  now: Date,
): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db
      .updateTable(TABLES[kind])
      .set({ published: published ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("church_id", "=", church.id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one of the church's items; false when it was already gone (or is another church's). */
export async function deleteItem(db: Kysely<Database>, church: ChurchRef, kind: ChurchKind, id: string): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db.deleteFrom(TABLES[kind]).where("id", "=", id).where("church_id", "=", church.id).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) === 1;
}
