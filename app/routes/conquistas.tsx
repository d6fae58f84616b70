import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { LinkTabs } from "#app/components/ui/Tabs.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { AchievementList } from "#app/areas/gamification/AchievementList.tsx";
import { ACHIEVEMENTS } from "#app/areas/gamification/achievements.ts";
import { achievementsTab, achievementsView } from "#app/areas/gamification/achievements-view.ts";
import { AchievementsSummary } from "#app/areas/gamification/AchievementsSummary.tsx";
import { HowToEarnPoints } from "#app/areas/gamification/HowToEarnPoints.tsx";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { getRanking, rankOf } from "#app/areas/gamification/ranking.store.server.ts";
import { RankingTable } from "#app/areas/gamification/RankingTable.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import type { Route } from "./+types/conquistas";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/conquistas")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  if (!user) return { member: null };
  const { db } = getApp(context);
  const tab = achievementsTab(new URL(request.url).searchParams.get("tab"));
  const dateFormat = dateTimeFormat("pt-BR", { timeZone: await requestTimeZone(request), dateStyle: "short" });
  const { stats, unlocked } = await getMemberProgress(db, user.id);
  const [ranking, position] = tab === "ranking" ? await Promise.all([getRanking(db, 10), rankOf(db, user.id, stats.points)]) : [[], 0];
  return { member: achievementsView({ tab, userId: user.id, stats, unlocked, ranking, position, formatDate: (date) => dateFormat.format(date) }) };
}

export default function Conquistas({ loaderData }: Route.ComponentProps) {
  const loginPath = useLoginPath();
  const { member } = loaderData;
  if (!member) {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <PageHeader title="Conquistas" />
        <p className="text-lg">Faça login para ver suas conquistas</p>
        <PageLink to={loginPath} className={buttonClass("primary", "mt-6")}>
          Entrar
        </PageLink>
      </section>
    );
  }
  const { stats } = member;
  return (
    <>
      <PageHeader title="Conquistas" subtitle="Acompanhe seu progresso, suas conquistas e o ranking da comunidade." />
      <AchievementsSummary
        level={stats.level}
        points={stats.points}
        streak={stats.streakCurrent}
        unlocked={member.unlockedCount}
        total={ACHIEVEMENTS.length}
      />
      <LinkTabs
        label="Seções de conquistas"
        value={member.tab}
        tabs={[
          { value: "conquistas", label: "Conquistas", to: `${href("/conquistas")}?tab=conquistas` },
          { value: "ranking", label: "Ranking", to: `${href("/conquistas")}?tab=ranking` },
        ]}
      />
      {member.tab === "ranking" ? (
        <RankingTable rows={member.ranking} yourPosition={member.position} />
      ) : (
        <>
          <AchievementList
            title="Desbloqueadas"
            items={member.unlocked}
            empty="Você ainda não desbloqueou conquistas. Leia um capítulo para começar!"
          />
          <AchievementList title="Próximas conquistas" items={member.locked} empty="Você desbloqueou todas as conquistas!" />
        </>
      )}
      <HowToEarnPoints />
    </>
  );
}
