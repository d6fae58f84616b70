import { href } from "react-router";
import { loadDevotionals } from "#app/areas/devotionals/devotionals.content.server.ts";
import { devotionalCalendar } from "#app/areas/devotionals/devotional-calendar.ts";
import type { CalendarDate } from "#app/platform/site/calendar.ts";
import { entryLetter, LETTERS } from "#app/areas/dictionary/dictionary.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import type { Hymn } from "#app/areas/hymnal/hymns.ts";
import type { TodaysLesson } from "#app/areas/sabbath-school/sabbath-school.ts";
import type { OfflineCopies } from "#app/platform/offline/offline-rules.ts";

/**
 * The pages the service worker keeps on a first visit, before they are opened (decision 0017):
 * of the day, the home page (the verse of the day), the devotionals and today's one (what
 * 'Devocional do dia' leads to); to keep, the hymnal with every hymn, and the dictionary with
 * each letter that has entries (the letter links' addresses). `hymns` is the hymnal as it stands
 * (churchHymnal: the shipped examples and the church's imported hymns); of the day too, the
 * Sabbath School and today's part of each class's lesson (`lessons`: todaysLessons, from an
 * imported quarter when one covers today).
 */
export function offlineCopies(
  today: CalendarDate,
  hymns: readonly Pick<Hymn, "numero">[],
  lessons: readonly Pick<TodaysLesson, "categoria" | "licao" | "dia">[] = [],
): OfflineCopies {
  const newest = devotionalCalendar(loadDevotionals(), today)[0]?.devotional;
  const letters = new Set(loadDictionary().map(entryLetter));
  return {
    daily: [
      href("/"),
      href("/devocional"),
      ...(newest ? [href("/devocional/:id", { id: newest.id })] : []),
      ...(lessons.length ? [href("/escola-sabatina")] : []),
      ...lessons.map((l) =>
        href("/escola-sabatina/:categoria/:licao/:dia", { categoria: l.categoria, licao: String(l.licao.numero), dia: l.dia.id }),
      ),
    ],
    lasting: [
      href("/hinario"),
      href("/dicionario"),
      ...hymns.map((hymn) => href("/hinario/:numero", { numero: String(hymn.numero) })),
      ...LETTERS.filter((letter) => letters.has(letter)).map((letter) => `${href("/dicionario")}?letra=${letter}`),
    ],
  };
}
