import { useEffect, useRef, type ReactNode } from "react";
import { href, useLocation } from "react-router";
import { Check, UserRound } from "lucide-react";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { LinkTabs } from "#app/components/ui/Tabs.tsx";
import { AchievementsSummary } from "#app/areas/gamification/AchievementsSummary.tsx";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { NotesTab } from "./NotesTab.tsx";
import type { ProfilePageData } from "./profile-page.server.ts";
import { PROFILE_TABS } from "./profile-fields.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { CompactProfileHeader, ProfileHeader, StatCards } from "./ProfileHeader.tsx";
import { BookmarksTab, HistoryTab, InfoTab } from "./ProfileTabs.tsx";
import { SettingsTab } from "./SettingsTab.tsx";
import { StreakCard } from "./StreakCard.tsx";
import { QuizBestScores } from "#app/areas/quiz/QuizBestScores.tsx";
import { useLoginPath, useSignUpPath } from "#app/areas/accounts/use-login-path.ts";

const MEMBER_GAINS = [
  "Seu histórico de leitura, marcadores e notas em qualquer aparelho",
  "Seu progresso nos planos de leitura, estudos e classes",
  "Suas melhores pontuações em cada quiz",
  "Pontos, sequência de dias e conquistas",
];

/** What a visitor sees at /perfil: what an account gives, and the ways in. */
function VisitorInvitation() {
  const loginPath = useLoginPath();
  const signUpPath = useSignUpPath();
  return (
    <section className="mx-auto max-w-md py-12 text-center">
      <UserRound className="mx-auto size-12 text-accent" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">Seu perfil no Lâmpada</h1>
      <p className="mt-2 text-muted">Com uma conta gratuita você guarda:</p>
      <ul className="mt-4 space-y-2 text-left">
        {MEMBER_GAINS.map((gain) => (
          <li key={gain} className="flex gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {gain}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={loginPath}>Fazer login</ButtonLink>
        <ButtonLink to={signUpPath} variant="secondary">
          Criar Conta
        </ButtonLink>
      </p>
    </section>
  );
}

/**
 * The member's profile with its tabs: the page of /perfil and of the routes of its forms (notes, account).
 * `children`: what the route adds to the profile's own tab, below the figures (/perfil's 'Minha igreja').
 */
export function MemberProfile({ data, result, children }: { data: ProfilePageData; result: ProfileActionResult | undefined; children?: ReactNode }) {
  const { pathname } = useLocation();
  const opened = useRef(result);
  // /perfil/lembretes opened as a page (not the answer to its form, which keeps the page where it was) opens at the reminders.
  useEffect(() => {
    if (pathname === href("/perfil/lembretes") && !opened.current) document.getElementById("lembretes")?.scrollIntoView();
  }, [pathname]);
  if (!data.profile) return <VisitorInvitation />;
  const { profile, tab } = data;
  // The card, the figures and the community links head the profile itself; a tab or a sub-page
  // (/perfil/lembretes, the notes) opens at its content, under a one-line heading (issue 48).
  const whole = pathname === href("/perfil") && tab === "info";
  return (
    <section className="mx-auto max-w-4xl">
      {whole ? (
        <>
          <ProfileHeader profile={profile} editing={data.editing} />
          <StatCards stats={data.stats} />
        </>
      ) : (
        <CompactProfileHeader name={profile.name} />
      )}
      {whole && (
        <nav aria-label="Comunidade" className="mb-4 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          <PageLink to={href("/clube")} className="underline">
            Clube de Desbravadores
          </PageLink>
          <PageLink to={href("/clube/criancas")} className="underline">
            Crianças da família
          </PageLink>
          <PageLink to={href("/grupos")} className="underline">
            Pequenos Grupos
          </PageLink>
        </nav>
      )}
      <LinkTabs
        label="Seções do perfil"
        value={tab}
        tabs={PROFILE_TABS.map((t) => ({ value: t.id, label: t.label, to: `${href("/perfil")}?tab=${t.id}` }))}
      />
      <Celebrations messages={(result?.ok && result.celebrations) || []} />
      {tab === "info" && <InfoTab info={profile} editing={data.editing} result={result} />}
      {tab === "info" && !data.editing && data.progress && (
        <section aria-labelledby="progresso-titulo">
          <div className="mt-6 mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="progresso-titulo" className="text-xl font-bold">
              Pontos e conquistas
            </h2>
            <PageLink to={href("/conquistas")} className="font-semibold text-accent underline">
              Ver conquistas e ranking
            </PageLink>
          </div>
          <AchievementsSummary {...data.progress} />
        </section>
      )}
      {tab === "info" && !data.editing && data.streak && <StreakCard streak={data.streak} result={result} />}
      {tab === "info" && !data.editing && <QuizBestScores scores={data.quizScores} />}
      {tab === "info" && !data.editing && children}
      {tab === "history" && <HistoryTab items={data.history} />}
      {tab === "bookmarks" && <BookmarksTab bookmarks={data.bookmarks} />}
      {tab === "notes" && <NotesTab notes={data.notes} editing={data.editingNote} verseMarks={data.verseMarks} result={result} />}
      {tab === "settings" && (
        <SettingsTab
          preferences={profile.preferences}
          account={{ email: profile.email, confirmed: data.emailConfirmed }}
          theme={data.theme}
          sessions={data.sessions}
          reminders={data.reminders}
          noticeMailOff={data.noticeMailOff}
          result={result}
        />
      )}
    </section>
  );
}
