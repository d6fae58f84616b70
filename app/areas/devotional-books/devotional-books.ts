import { localDate } from "#app/platform/site/time-zone.ts";
import { dayOfYear } from "#app/areas/verse-of-day/daily-verse.ts";
import { DEVOTIONAL_BOOK_GRADIENTS } from "#app/components/ui/cover-colours.ts";

/** Days in every devotional book's year: the reader's days are 1 to 366. */
export const BOOK_DAYS = 366;

/** Each book has at least a month of meditations, so a daily reader meets no repeat within a month. */
export const MIN_AUTHORED_DAYS = 31;

/** The colour gradients a book may use (kept in the kit with the other cover colours). */
export const BOOK_GRADIENTS = DEVOTIONAL_BOOK_GRADIENTS;

export interface DevotionalBook {
  id: string;
  titulo: string;
  descricao: string;
  cor: (typeof BOOK_GRADIENTS)[number];
  /** An emoji. */
  imagem: string;
}

export interface DayMeditation {
  titulo: string;
  versiculo: string;
  /** The verse's text, quoted from `versao`. */
  texto: string;
  versao: string;
  /** Markdown paragraphs; the last one starts with 'Oração:'. */
  meditacao: string;
}

/** Day N (1–366) shows meditation ((N − 1) mod authored) + 1, so every day has real content. */
export function meditationNumber(day: number, authored: number): number {
  return ((day - 1) % authored) + 1;
}

/**
 * What the reader's footer says: which of the book's meditations this is ('Meditação 3 de 14'),
 * and how the day of the year came to it, since a book has fewer meditations than days.
 */
export function meditationFooter(day: number, authored: number): { label: string; cycle: string } {
  const n = meditationNumber(day, authored);
  return {
    label: `Meditação ${n} de ${authored}`,
    cycle:
      authored >= BOOK_DAYS
        ? `Dia ${day} do ano.`
        : `Dia ${day} do ano. As ${authored} meditações deste livro recomeçam a cada ${authored} dias, por isso o dia ${day} traz a meditação ${n}.`,
  };
}

/** A day number from the address: an integer from 1 to 366, or null. */
export function parseBookDay(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const day = Number(value);
  return day >= 1 && day <= BOOK_DAYS ? day : null;
}

/** The favourite's id of a book's day ('<book>/<day>'). */
export function bookDayId(bookId: string, day: number): string {
  return `${bookId}/${day}`;
}

/** Today's day of the year (1 January = 1) where the visitor is. */
export function todaysBookDay(now: Date, timeZone: string): number {
  const { year, month, day } = localDate(now, timeZone);
  return dayOfYear(year, month, day);
}
