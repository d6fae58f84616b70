import type { Kysely } from "kysely";
import { href, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { requestTheme, requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import type { Database } from "#db/schema.ts";
import { listActiveSessions, type SessionUser } from "#app/areas/accounts/session.store.server.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { listReadingHistory, listVerseBookmarks } from "#app/areas/bible/reading.store.server.ts";
import type { ThemePreference } from "#app/platform/themes/themes.ts";
import { listMemberMarks, type MemberMark } from "#app/areas/bible/marks.store.server.ts";
import { listNotes } from "./notes.store.server.ts";
import { askedPage, byColour, HIGHLIGHTS_PAGE, PAGE_PARAMS, pageCount, VERSE_NOTES_PAGE, verseHref, verseReference } from "./mark-lists.ts";
import { PROFILE_HISTORY_LIMIT, type ProfileTab } from "./profile-fields.ts";
import { getProfile, profileStats } from "./profile.store.server.ts";
import { dateTimeFormat, longDate } from "#app/platform/site/intl-formats.ts";
import type { StreakSummary } from "#app/areas/gamification/streak.store.server.ts";
import { dayAndMonth, parseIsoDate } from "#app/platform/site/calendar.ts";
import { localDate } from "#app/platform/site/time-zone.ts";
import type { StreakCardData } from "./StreakCard.tsx";
import { bestQuizScores } from "#app/areas/quiz/best-scores.store.server.ts";
import { bestScoreRows } from "#app/areas/quiz/quiz.content.server.ts";
import { getMemberProgress, type MemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { ACHIEVEMENTS } from "#app/areas/gamification/achievements.ts";
import { remindersCardData } from "#app/areas/reminders/reminders.server.ts";
import { mailOptOuts } from "#app/areas/notifications/notifications.store.server.ts";

/** The streak card's figures; a saved day is written without its year when it is this year's. */
function streakCardData(summary: StreakSummary, now: Date, timeZone: string): StreakCardData {
  const year = localDate(now, timeZone).year;
  const label = (day: string) => (parseIsoDate(day).year === year ? dayAndMonth(parseIsoDate(day)) : longDate(day));
  return { ...summary, saved: summary.saved.map(label) };
}

/** A page of a member's verse notes or highlights; a page past the end shows the last one. */
async function markPage(db: Kysely<Database>, userId: string, kind: "note" | "color", asked: number, size: number) {
  const first = await listMemberMarks(db, userId, kind, { limit: size, offset: (asked - 1) * size });
  const pages = pageCount(first.total, size);
  const page = Math.min(asked, pages);
  const { marks } = page === asked ? first : await listMemberMarks(db, userId, kind, { limit: size, offset: (page - 1) * size });
  return { page, pages, total: first.total, marks };
}

/** A verse mark as the notes tab lists it. */
const markRow = (m: MemberMark, day: (iso: string) => string) => ({
  key: `${m.book}-${m.chapter}-${m.verse}`,
  book: m.book,
  chapter: m.chapter,
  verse: m.verse,
  reference: verseReference(m.book, m.chapter, m.verse),
  href: verseHref(m.book, m.chapter, m.verse),
  note: m.note ?? "",
  color: m.color,
  date: day(m.updatedAt),
});

/** What the profile page shows for a tab; dates in the asker's time zone. */
async function loadProfilePage(
  db: Kysely<Database>,
  user: SessionUser | null,
  page: {
    request: Request;
    tab: ProfileTab;
    editing: boolean;
    noteId: string | null;
    /** The pages asked for of the verse notes and highlights lists. */
    markPages: { notes: number; highlights: number };
    timeZone: string;
    theme: ThemePreference;
    /** Whether this portal offers reminders (REMINDERS=1). */
    reminders: boolean;
  },
  now: Date,
) {
  const profile = user && (await getProfile(db, user.id));
  if (!user || !profile) return { profile: null };
  const { tab } = page;
  const date = dateTimeFormat("pt-BR", { timeZone: page.timeZone, dateStyle: "short" });
  const dateTime = dateTimeFormat("pt-BR", { timeZone: page.timeZone, dateStyle: "short", timeStyle: "short" });
  const day = (iso: string) => date.format(new Date(iso));
  const birthDate = profile.birthDate ? dateTimeFormat("pt-BR", { timeZone: "UTC" }).format(new Date(`${profile.birthDate}T12:00:00Z`)) : null;

  const history =
    tab === "history"
      ? (await listReadingHistory(db, user.id, PROFILE_HISTORY_LIMIT)).map((h) => ({
          id: h.id,
          title: h.title,
          reference: h.reference,
          date: day(h.readAt),
          href: h.type === "bible" && h.book && h.chapter ? href("/biblia/:livro/:capitulo", { livro: h.book, capitulo: String(h.chapter) }) : null,
        }))
      : [];
  const bookmarks =
    tab === "bookmarks"
      ? (await listVerseBookmarks(db, user.id)).map((b) => ({
          key: `${b.book}-${b.chapter}-${b.verse}`,
          reference: `${findBook(b.book)?.nome ?? b.book} ${b.chapter}:${b.verse}`,
          text: b.text,
          href: href("/biblia/:livro/:capitulo", { livro: b.book, capitulo: String(b.chapter) }),
          date: day(b.createdAt),
        }))
      : [];
  const notes =
    tab === "notes"
      ? (await listNotes(db, user.id)).map((n) => ({ id: n.id, title: n.title, reference: n.reference, content: n.content, date: day(n.updatedAt) }))
      : [];
  const [verseNotes, highlights] =
    tab === "notes"
      ? await Promise.all([
          markPage(db, user.id, "note", page.markPages.notes, VERSE_NOTES_PAGE),
          markPage(db, user.id, "color", page.markPages.highlights, HIGHLIGHTS_PAGE),
        ])
      : [null, null];
  const verseMarks =
    verseNotes && highlights
      ? {
          notes: { ...verseNotes, marks: verseNotes.marks.map((m) => markRow(m, day)) },
          highlights: {
            page: highlights.page,
            pages: highlights.pages,
            total: highlights.total,
            groups: byColour(highlights.marks.map((m) => markRow(m, day))),
          },
        }
      : null;
  const sessions =
    tab === "settings"
      ? (await listActiveSessions(db, user.id, page.request, now)).map((s) => ({
          device: s.device,
          lastUsed: dateTime.format(new Date(s.lastUsedAt)),
          current: s.current,
        }))
      : [];

  const { stats, streak } = await profileStats(db, user.id);
  return {
    profile: { ...profile, memberSince: day(profile.memberSince), birthDateLabel: birthDate },
    stats,
    emailConfirmed: user.emailConfirmed,
    tab,
    editing: tab === "info" && page.editing,
    history,
    bookmarks,
    notes,
    verseMarks,
    sessions,
    quizScores: tab === "info" ? bestScoreRows(await bestQuizScores(db, user.id)) : [],
    streak: tab === "info" ? streakCardData(streak, now, page.timeZone) : null,
    progress: tab === "info" ? progressSummary(await getMemberProgress(db, user.id)) : null,
    editingNote: notes.find((n) => n.id === page.noteId) ?? null,
    reminders: tab === "settings" && page.reminders ? await remindersCardData(db, user.id) : null,
    noticeMailOff: tab === "settings" ? await mailOptOuts(db, user.id) : [],
    theme: page.theme,
  };
}

export type ProfilePageData = Awaited<ReturnType<typeof loadProfilePage>>;

/** The loader of every profile route: the member (or null), the tab, dates in the asker's zone. */
export async function profileLoader(args: { request: Request; context: Readonly<RouterContextProvider> }, tab: ProfileTab) {
  const url = new URL(args.request.url);
  const app = getApp(args.context);
  const page = {
    request: args.request,
    tab,
    editing: url.searchParams.get("editar") === "1",
    noteId: url.searchParams.get("nota"),
    markPages: { notes: askedPage(url.searchParams.get(PAGE_PARAMS.notes)), highlights: askedPage(url.searchParams.get(PAGE_PARAMS.highlights)) },
    timeZone: await requestTimeZone(args.request),
    theme: await requestTheme(args.request),
    reminders: app.config.REMINDERS === "1",
  };
  return loadProfilePage(app.db, await optionalMember(args), page, new Date());
}

/** Level, points, streak and achievements for the profile's summary (the figures /conquistas heads with). */
function progressSummary({ stats, unlocked }: MemberProgress) {
  return { level: stats.level, points: stats.points, streak: stats.streakCurrent, unlocked: unlocked.length, total: ACHIEVEMENTS.length };
}
