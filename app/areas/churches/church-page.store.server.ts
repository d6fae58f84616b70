import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";

/** How many of its latest news and videos a church's page lists (the rest are on its own pages). */
export const CHURCH_PAGE_LATEST = 5;

/** What /igrejas/{slug} shows of a church besides its name and city: its settings and what it publishes. */
export interface ChurchPageData {
  settings: { address: string | null; email: string | null; phone: string | null; whatsapp: string | null; serviceTimes: string | null };
  news: { id: string; title: string; summary: string; day: string }[];
  videos: { id: string; title: string; category: string }[];
  projects: { id: string; title: string; summary: string; location: string }[];
  clubs: { id: string; name: string; city: string }[];
  groups: { id: string; name: string; description: string | null; weekday: number | null; time: string | null; place: string | null }[];
}

/**
 * A church's page, read from its own rows only (decision 0065): the church's settings, its
 * published news, videos and projects, its clubs, and its small groups that meet (a weekday set).
 */
export function churchPage(db: Kysely<Database>, church: ChurchRef): Promise<ChurchPageData> {
  return inChurch(db, church, async (db) => {
    const settings = await db
      .selectFrom("church_settings")
      .select(["address", "email", "phone", "whatsapp", "service_times as serviceTimes"])
      .where("id", "=", church.id)
      .executeTakeFirst();
    const news = await db
      .selectFrom("church_news")
      .select(["id", "title", "summary", "day"])
      .where("church_news.church_id", "=", church.id)
      .where("published", "=", 1)
      .orderBy("day", "desc")
      .orderBy("created_at", "desc")
      .limit(CHURCH_PAGE_LATEST)
      .execute();
    const videos = await db
      .selectFrom("church_videos")
      .select(["id", "title", "category"])
      .where("church_videos.church_id", "=", church.id)
      .where("published", "=", 1)
      .orderBy("created_at", "desc")
      .limit(CHURCH_PAGE_LATEST)
      .execute();
    const projects = await db
      .selectFrom("church_projects")
      .select(["id", "title", "summary", "location"])
      .where("church_projects.church_id", "=", church.id)
      .where("published", "=", 1)
      .orderBy("title")
      .execute();
    const clubs = await db.selectFrom("clubs").select(["id", "name", "city"]).where("clubs.church_id", "=", church.id).orderBy("name").execute();
    const groups = await db
      .selectFrom("small_groups")
      .select(["id", "name", "description", "meeting_weekday as weekday", "meeting_time as time", "meeting_place as place"])
      .where("small_groups.church_id", "=", church.id)
      .where("meeting_weekday", "is not", null)
      .orderBy("name")
      .execute();
    const empty = { address: null, email: null, phone: null, whatsapp: null, serviceTimes: null };
    return { settings: settings ?? empty, news, videos, projects, clubs, groups };
  });
}
