import { readStatsAndStreak } from "#app/areas/gamification/ledger.store.server.ts";
import type { StreakSummary } from "#app/areas/gamification/streak.store.server.ts";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { knownTextVersion, type TextVersion } from "#app/areas/bible/versions.ts";
import type { FontSize } from "./profile-fields.ts";
import { nextBibleVersion, type ProfileInput } from "./profile.ts";

/** A member's profile as the page shows it. */
export interface Profile {
  id: string;
  name: string;
  email: string;
  age: number;
  phone: string | null;
  birthDate: string | null;
  church: string | null;
  role: string | null;
  memberSince: string;
  /** Changes when the photo does (cache-busting); null without a photo. */
  photoVersion: string | null;
  preferences: {
    fontSize: FontSize;
    bibleVersion: TextVersion;
    notifications: boolean;
    dailyDevotional: boolean;
    dailyGoal: number;
  };
}

export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile | null> {
  const row = await db
    .selectFrom("users")
    .leftJoin("user_photos", "user_photos.user_id", "users.id")
    .selectAll("users")
    .select("user_photos.updated_at as photo_updated_at")
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    age: row.age,
    phone: row.phone,
    birthDate: row.birth_date,
    church: row.church,
    role: row.church_role,
    memberSince: row.created_at,
    photoVersion: row.photo_updated_at ? String(Date.parse(row.photo_updated_at)) : null,
    preferences: {
      fontSize: row.font_size as FontSize,
      bibleVersion: knownTextVersion(row.bible_version),
      notifications: row.notifications === 1,
      dailyDevotional: row.daily_devotional === 1,
      dailyGoal: row.daily_goal_minutes,
    },
  };
}

/** Saves the edit form; false when the user no longer exists. */
export async function updateProfile(db: Kysely<Database>, userId: string, input: ProfileInput): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ name: input.nome, phone: input.telefone, birth_date: input.dataNascimento, church: input.igreja, church_role: input.cargo })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function saveSettings(db: Kysely<Database>, userId: string, settings: { fontSize: FontSize; dailyGoal: number }): Promise<void> {
  await db.updateTable("users").set({ font_size: settings.fontSize, daily_goal_minutes: settings.dailyGoal }).where("id", "=", userId).execute();
}

/** Moves the Bible version to the next of acf → nvi; returns the new one. */
export async function cycleBibleVersion(db: Kysely<Database>, userId: string): Promise<TextVersion> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("users").select("bible_version").where("id", "=", userId).executeTakeFirstOrThrow();
    const next = nextBibleVersion(row.bible_version);
    await trx.updateTable("users").set({ bible_version: next }).where("id", "=", userId).execute();
    return next;
  });
}

/** Flips an on/off preference; returns its new value. */
export async function togglePreference(db: Kysely<Database>, userId: string, name: "notifications" | "daily_devotional"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("users").select(name).where("id", "=", userId).executeTakeFirstOrThrow();
    const on = row[name] !== 1;
    await trx
      .updateTable("users")
      .set({ [name]: on ? 1 : 0 })
      .where("id", "=", userId)
      .execute();
    return on;
  });
}

/** The four stat cards of the profile. */
export interface ProfileStats {
  daysActive: number;
  chaptersRead: number;
  studiesCompleted: number;
  devotionalsRead: number;
}

/** The same figures the achievements read (the points ledger's counters), and the streak with its protections. */
export async function profileStats(db: Kysely<Database>, userId: string): Promise<{ stats: ProfileStats; streak: StreakSummary }> {
  const { stats, streak } = await readStatsAndStreak(db, userId);
  return {
    stats: {
      daysActive: stats.daysActive,
      chaptersRead: stats.chaptersRead,
      studiesCompleted: stats.studiesCompleted,
      devotionalsRead: stats.devotionalsRead,
    },
    streak,
  };
}
