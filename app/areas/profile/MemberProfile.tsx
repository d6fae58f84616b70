import { href } from "react-router";
import { UserX } from "lucide-react";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { LinkTabs } from "#app/components/ui/Tabs.tsx";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { NotesTab } from "./NotesTab.tsx";
import type { ProfilePageData } from "./profile-page.server.ts";
import { PROFILE_TABS } from "./profile-fields.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { ProfileHeader, StatCards } from "./ProfileHeader.tsx";
import { BookmarksTab, HistoryTab, InfoTab } from "./ProfileTabs.tsx";
import { SettingsTab } from "./SettingsTab.tsx";

function NotFound() {
  return (
    <section className="mx-auto max-w-md py-12 text-center">
      <UserX className="mx-auto size-12 text-gray-600 dark:text-gray-300" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">Perfil não encontrado</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">Entre na sua conta para ver seu perfil, suas notas e seu histórico.</p>
      <ButtonLink to={href("/login")} className="mt-6">
        Fazer login
      </ButtonLink>
    </section>
  );
}

/** The member's profile with its tabs: the page of /perfil and of the routes of its forms (notes, account). */
export function MemberProfile({ data, result }: { data: ProfilePageData; result: ProfileActionResult | undefined }) {
  if (!data.profile) return <NotFound />;
  const { profile, tab } = data;
  return (
    <section className="mx-auto max-w-4xl">
      <ProfileHeader profile={profile} editing={data.editing} />
      <StatCards stats={data.stats} />
      <LinkTabs
        label="Seções do perfil"
        value={tab}
        tabs={PROFILE_TABS.map((t) => ({ value: t.id, label: t.label, to: `${href("/perfil")}?tab=${t.id}` }))}
      />
      <Celebrations messages={result?.celebrations ?? []} />
      {tab === "info" && <InfoTab info={profile} editing={data.editing} result={result} />}
      {tab === "history" && <HistoryTab items={data.history} />}
      {tab === "bookmarks" && <BookmarksTab bookmarks={data.bookmarks} />}
      {tab === "notes" && <NotesTab notes={data.notes} editing={data.editingNote} result={result} />}
      {tab === "settings" && (
        <SettingsTab
          preferences={profile.preferences}
          account={{ email: profile.email, confirmed: data.emailConfirmed }}
          theme={data.theme}
          sessions={data.sessions}
          result={result}
        />
      )}
    </section>
  );
}
