import { UserPlus } from "lucide-react";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { SIGN_UP_PATH } from "#app/areas/accounts/auth-mode.ts";
import { ContinueReading } from "#app/areas/bible/ContinueReading.tsx";
import { AchievementsSummary } from "#app/areas/gamification/AchievementsSummary.tsx";
import { greetingFor, greetingName } from "#app/areas/home/greeting.ts";
import { loadMemberHome } from "#app/areas/home/home.store.server.ts";
import { HomeResources, HomeToday, LiveGreeting, MemberActivity, MemberPlans, VisitorActivity } from "#app/areas/home/HomeSections.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { localHour } from "#app/platform/site/time-zone.ts";
import { loadVerseOfDayCard } from "#app/areas/verse-of-day/card.server.ts";
import { VerseOfDayCard } from "#app/areas/verse-of-day/VerseOfDayCard.tsx";
import { todaysLessons } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import { TodaysLessonCard } from "#app/areas/sabbath-school/TodaysLessonCard.tsx";
import { requestTimeZone, requestToday } from "#app/platform/http/cookies.server.ts";
import { devotionalCalendar } from "#app/areas/devotionals/devotional-calendar.ts";
import { loadDevotionals } from "#app/areas/devotionals/devotionals.content.server.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/")) },
  { name: "description", content: "Bíblia, versículo do dia, estudos, hinário e desbravadores para a comunidade da igreja." },
];

/** Today's devotional by the calendar (decision 0026), as the home's card names it. */
function devotionalToday(today: Awaited<ReturnType<typeof requestToday>>) {
  const devotional = devotionalCalendar(loadDevotionals(), today)[0]?.devotional;
  return devotional ? { id: devotional.id, titulo: devotional.titulo, versiculo: devotional.versiculo } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  const { db } = getApp(context);
  const now = new Date();
  const today = await requestToday(request, now);
  const member = user ? await loadMemberHome(db, user.id) : null;
  return {
    greeting: greetingFor(localHour(now, await requestTimeZone(request))),
    name: greetingName(user?.name),
    member,
    now: now.toISOString(),
    verse: await loadVerseOfDayCard(db, user?.id ?? null, request, now),
    lessons: await todaysLessons(db, today),
    // The home's first cards open the member's plan day and today's devotional itself.
    today: { planDay: member?.planDay ?? null, devotional: devotionalToday(today) },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { greeting, name, member, verse, now, lessons } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {/* One line: the greeting and the name (cut with an ellipsis when long, whole for screen readers). */}
      <header className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 truncate text-2xl font-bold">
          <LiveGreeting initial={greeting} /> {name}
        </h1>
        {!member && (
          <ButtonLink to={SIGN_UP_PATH} className="shrink-0">
            <UserPlus className="size-4" aria-hidden="true" />
            Criar Conta
          </ButtonLink>
        )}
      </header>
      {/* Today first (decision 0057): the plan's reading and the devotional, today's lesson, one verse of the day. */}
      <HomeToday {...loaderData.today} />
      <TodaysLessonCard lessons={lessons} />
      <VerseOfDayCard data={verse} />
      <ContinueReading last={member ? member.lastChapter : undefined} />
      {member && <AchievementsSummary {...member.summary} />}
      {member && <MemberPlans plans={member.plans} />}
      <HomeResources />
      {member ? <MemberActivity items={member.activity} now={now} /> : <VisitorActivity />}
    </div>
  );
}
