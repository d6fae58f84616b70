import { UserX } from "lucide-react";
import { useActionData, useLoaderData } from "react-router";
import { Celebrations } from "../modules/gamification/Celebrations.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { getApp } from "../context.ts";
import { currentUser } from "../modules/accounts/current-user.server.ts";
import { findBook } from "../modules/bible/books.ts";
import { listReadingHistory, listVerseBookmarks } from "../modules/bible/reading.server.ts";
import { listNotes } from "../modules/profile/notes.server.ts";
import { NotesTab } from "../modules/profile/NotesTab.tsx";
import { profileAction, type ProfileActionResult } from "../modules/profile/profile-actions.server.ts";
import { getProfile, profileStats } from "../modules/profile/profile.server.ts";
import { parseTab, PROFILE_HISTORY_LIMIT } from "../modules/profile/profile-fields.ts";
import { ProfileHeader, StatCards } from "../modules/profile/ProfileHeader.tsx";
import { BookmarksTab, HistoryTab, InfoTab, TabBar } from "../modules/profile/ProfileTabs.tsx";
import { SettingsTab } from "../modules/profile/SettingsTab.tsx";
import { documentTitle, pageTitle } from "../modules/site/pages.ts";
import { requestTimeZone } from "../modules/site/time-zone.ts";
import { themeFromCookieHeader } from "../modules/themes/themes.ts";
import type { Route } from "./+types/perfil";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/perfil")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const { db } = getApp(context);
  const profile = user && (await getProfile(db, user.id));
  if (!user || !profile) return { profile: null };
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get("tab"));
  const date = new Intl.DateTimeFormat("pt-BR", { timeZone: requestTimeZone(request), dateStyle: "short" });
  const day = (iso: string) => date.format(new Date(iso));
  const birthDate = profile.birthDate ? new Date(`${profile.birthDate}T12:00:00Z`).toLocaleDateString("pt-BR", { timeZone: "UTC" }) : null;

  const history =
    tab === "history"
      ? (await listReadingHistory(db, user.id, PROFILE_HISTORY_LIMIT)).map((h) => ({
          id: h.id,
          title: h.title,
          reference: h.reference,
          date: day(h.readAt),
          href: h.type === "bible" && h.book && h.chapter ? `/biblia/${h.book}/${h.chapter}` : null,
        }))
      : [];
  const bookmarks =
    tab === "bookmarks"
      ? (await listVerseBookmarks(db, user.id)).map((b) => ({
          key: `${b.book}-${b.chapter}-${b.verse}`,
          reference: `${findBook(b.book)?.nome ?? b.book} ${b.chapter}:${b.verse}`,
          text: b.text,
          href: `/biblia/${b.book}/${b.chapter}`,
          date: day(b.createdAt),
        }))
      : [];
  const notes =
    tab === "notes" ? (await listNotes(db, user.id)).map((n) => ({ id: n.id, title: n.title, reference: n.reference, content: n.content, date: day(n.updatedAt) })) : [];

  return {
    profile: { ...profile, memberSince: day(profile.memberSince), birthDateLabel: birthDate },
    stats: await profileStats(db, user.id),
    tab,
    editing: tab === "info" && url.searchParams.get("editar") === "1",
    history,
    bookmarks,
    notes,
    editingNote: notes.find((n) => n.id === url.searchParams.get("nota")) ?? null,
    theme: themeFromCookieHeader(request.headers.get("Cookie")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return profileAction(getApp(context), request, await currentUser(request, context), form, new Date());
}

function NotFound() {
  return (
    <section className="mx-auto max-w-md py-12 text-center">
      <UserX className="mx-auto size-12 text-gray-600 dark:text-gray-300" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">Perfil não encontrado</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">Entre na sua conta para ver seu perfil, suas notas e seu histórico.</p>
      <ButtonLink to="/login" className="mt-6">
        Fazer login
      </ButtonLink>
    </section>
  );
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<ProfileActionResult>();
  if (!data.profile) return <NotFound />;
  const { profile, tab } = data;
  return (
    <section className="mx-auto max-w-4xl">
      <ProfileHeader profile={profile} editing={data.editing} />
      <StatCards stats={data.stats} />
      <TabBar current={tab} />
      <Celebrations messages={result?.celebrations ?? []} />
      {tab === "info" && <InfoTab info={profile} editing={data.editing} result={result} />}
      {tab === "history" && <HistoryTab items={data.history} />}
      {tab === "bookmarks" && <BookmarksTab bookmarks={data.bookmarks} />}
      {tab === "notes" && <NotesTab notes={data.notes} editing={data.editingNote} result={result} />}
      {tab === "settings" && <SettingsTab preferences={profile.preferences} theme={data.theme} result={result} />}
    </section>
  );
}
