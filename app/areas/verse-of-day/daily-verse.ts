import { slugify } from "#app/platform/site/slug.ts";
import { localDate } from "#app/platform/site/time-zone.ts";
/** Verse of the day. */
export interface DailyVerse {
  texto: string;
  referencia: string;
  tema: string;
  versao: string;
}

/** Day of the year of a calendar date: 1 January is 1, 31 December is 365 or 366. */
export function dayOfYear(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/**
 * Index into the list: the day of the year modulo the list length (spec rule), counting
 * days from 0 on 1 January, so the list's first entry is 1 January's and its 366th is
 * 31 December's of a leap year.
 */
export function dailyVerseIndex(dayNumber: number, listLength: number): number {
  return (dayNumber - 1) % listLength;
}

/** Today's index in the visitor's time zone. */
export function todaysVerseIndex(now: Date, timeZone: string, listLength: number): number {
  const { year, month, day } = localDate(now, timeZone);
  return dailyVerseIndex(dayOfYear(year, month, day), listLength);
}

/**
 * 'Novo': a random verse of the list (which holds the spec's ten-verse pool), never the
 * one on screen. `random` is in [0, 1) like Math.random.
 */
export function randomVerseIndex(listLength: number, current: number, random: number): number {
  if (listLength < 2) return 0;
  const pick = Math.floor(random * (listLength - 1));
  return pick >= current ? pick + 1 : pick;
}

/** The verse as copied and shared: quoted text, reference and version. */
export function verseShareText(verse: DailyVerse): string {
  return `“${verse.texto}” — ${verse.referencia} (${verse.versao})`;
}

const WHATSAPP = "https://wa.me/";

/** The messaging share link: the verse and the portal's address. */
export function whatsAppShareUrl(verse: DailyVerse, pageUrl: string): string {
  return `${WHATSAPP}?text=${encodeURIComponent(`${verseShareText(verse)}\n\nLâmpada: ${pageUrl}`)}`;
}

/** The fallback when the share link cannot be opened: the verse alone. */
export function whatsAppTextOnlyUrl(verse: DailyVerse): string {
  return `${WHATSAPP}?text=${encodeURIComponent(verseShareText(verse))}`;
}

/** File name of the shared image: versiculo-jo-3-16.jpg. */
export function verseImageFileName(verse: DailyVerse): string {
  return `versiculo-${slugify(verse.referencia)}.jpg`;
}

/** Visitors keep their favourite verses (references) in this local-storage key. */
export const FAVORITES_KEY = "versiculos_favoritos";

/** Reads the visitors' favourites list, tolerating anything else stored under the key. */
export function parseFavorites(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Adds or removes a reference (the heart toggle). */
export function toggleFavorite(favorites: readonly string[], reference: string): string[] {
  return favorites.includes(reference) ? favorites.filter((r) => r !== reference) : [...favorites, reference];
}
