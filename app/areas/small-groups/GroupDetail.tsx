import { href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { refusalOf } from "#app/platform/http/field-errors.ts";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { longDate } from "#app/platform/site/intl-formats.ts";
import type { GroupPageData } from "./group-page.server.ts";
import { GroupMeetings } from "./GroupMeetings.tsx";
import { linkClass, type GroupAnswer } from "./GroupParts.tsx";
import { GroupInvite, GroupPeople, LeaveGroup } from "./GroupPeople.tsx";
import { ReadingDay, shownDayRead, WeekSummary, WhoRead } from "./GroupReading.tsx";
import { GroupWall } from "./GroupWall.tsx";

/** Where the group is in its plan today, in one sentence. */
function planStatus({ position, plan, group }: GroupPageData): string {
  if (position.state === "before") {
    return `O plano começa em ${longDate(group.startDay)} (${position.startsIn === 1 ? "amanhã" : `em ${position.startsIn} dias`}).`;
  }
  return position.state === "finished" ? "O grupo concluiu o plano." : `Hoje o grupo está no dia ${position.day} de ${plan.licoes}.`;
}

/** A small group's page (/grupos/:grupo): the day, who read it, the week, the wall, the people. */
export function GroupDetail({ page, answer }: { page: GroupPageData; answer: GroupAnswer | undefined }) {
  const { group, plan } = page;
  const leads = page.me.role === "leader";
  const queue = useOfflineForm(page);
  const read = shownDayRead(page, queue);
  const refusal = refusalOf(answer);
  return (
    <div className="mx-auto max-w-3xl [overflow-wrap:anywhere]">
      <BackLink to={href("/grupos")} className="mb-4">
        Meus grupos
      </BackLink>
      <PageHeader title={group.name} subtitle={group.description ?? undefined}>
        <p className="mt-2 text-muted">
          Plano:{" "}
          <PageLink to={href("/planos/:plano", { plano: plan.id })} className={linkClass}>
            {plan.titulo}
          </PageLink>
          . {planStatus(page)}
        </p>
        {page.meeting.line && <p className="mt-1 font-semibold">Encontro: {page.meeting.line}</p>}
      </PageHeader>
      {refusal && (
        <div className="mb-4">
          <Notice tone="error">{refusal}</Notice>
        </div>
      )}
      {queue.full && (
        <div className="mb-4">
          <Notice tone="error">{FULL_MESSAGE}</Notice>
        </div>
      )}
      <ReadingDay page={page} queue={queue} read={read} />
      <WhoRead page={page} queue={queue} read={read} />
      {page.summary && <WeekSummary summary={page.summary} roster={page.roster} />}
      <GroupMeetings page={page} answer={answer} />
      <GroupWall page={page} queue={queue} answer={answer} />
      <GroupPeople page={page} />
      {leads && <GroupInvite page={page} answer={answer} />}
      <LeaveGroup page={page} />
    </div>
  );
}
