import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#db/schema.ts";
import { recordActivity } from "#app/areas/gamification/ledger.store.server.ts";
import { requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { randomVerseIndex, todaysVerseIndex, type DailyVerse } from "./daily-verse.ts";
import { isFavoriteVerse, toggleFavoriteVerse } from "./favorites.store.server.ts";
import { loadDailyVerses } from "./verse-of-day.content.server.ts";

/** The query parameter 'Novo' sets: the reference of the verse to show instead of today's. */
const VERSE_PARAM = "versiculo";

/** What a verse of the day card (full or compact) needs from the server. */
export interface VerseOfDayCardData {
  verse: DailyVerse;
  /** True for today's verse, false for one 'Novo' picked. */
  today: boolean;
  /** The reference 'Novo' goes to next (picked at random on the server). */
  nextReference: string;
  /** Whether a member is logged in (favourites on the server) or a visitor (in the browser). */
  member: boolean;
  /** The member's heart; always false for visitors (their browser knows). */
  favorite: boolean;
}

/** For a page's loader: today's verse in the visitor's time zone, or the one 'Novo' asked for. */
export async function loadVerseOfDayCard(
  db: Kysely<Database>,
  userId: string | null,
  request: Request,
  now: Date = new Date(),
  random: () => number = Math.random,
): Promise<VerseOfDayCardData> {
  const verses = loadDailyVerses();
  const asked = new URL(request.url).searchParams.get(VERSE_PARAM);
  const askedIndex = asked === null ? -1 : verses.findIndex((v) => v.referencia === asked);
  const index = askedIndex >= 0 ? askedIndex : todaysVerseIndex(now, await requestTimeZone(request), verses.length);
  const verse = verses[index]!;
  return {
    verse,
    today: askedIndex < 0,
    nextReference: verses[randomVerseIndex(verses.length, index, random())]!.referencia,
    member: userId !== null,
    favorite: userId !== null && (await isFavoriteVerse(db, userId, verse.referencia)),
  };
}

export const FAVORITE_LOGIN_MESSAGE = "Entre na sua conta para guardar favoritos.";
export const UNKNOWN_VERSE_MESSAGE = "Versículo não encontrado.";

const knownReference = z.string(UNKNOWN_VERSE_MESSAGE).refine((r) => loadDailyVerses().some((v) => v.referencia === r), UNKNOWN_VERSE_MESSAGE);

export const INVALID_ACTION_MESSAGE = "Ação inválida.";

export const verseActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("favorito"), referencia: knownReference }),
    z.object({ intent: z.literal("compartilhado"), referencia: knownReference, canal: z.enum(["whatsapp", "imagem"], INVALID_ACTION_MESSAGE) }),
  ],
  INVALID_ACTION_MESSAGE,
);

export type VerseAction = z.output<typeof verseActionSchema>;
export type VerseActionResult = { ok: true; favorite?: boolean } | { ok: false; status: 401; error: string };

/** Runs a card action (heart toggle, share count) for the member, if any. */
export async function runVerseAction(db: Kysely<Database>, userId: string | null, action: VerseAction, now: Date): Promise<VerseActionResult> {
  if (action.intent === "favorito") {
    if (!userId) return { ok: false, status: 401, error: FAVORITE_LOGIN_MESSAGE };
    return { ok: true, favorite: await toggleFavoriteVerse(db, userId, action.referencia, now) };
  }
  // A member's share counts in versesShared (share_5) once per verse a day; visitors have no stats.
  if (userId) await recordActivity(db, userId, { type: "verse-shared", reference: action.referencia }, now);
  return { ok: true };
}
