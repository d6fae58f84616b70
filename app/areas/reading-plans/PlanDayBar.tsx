import { CheckCircle2, ChevronLeft, ChevronRight } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { href } from "react-router";
import { Button, ButtonLink, buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { ConfirmDayDialog } from "./ConfirmDayDialog.tsx";
import { openedAll, OPENED_KEY, parseOpened, withOpened, type PlanDayBarData } from "./plan-day.ts";
import { usePlanDays } from "./use-plan-days.ts";

interface PlanDayProps {
  bar: PlanDayBarData;
  member: boolean;
  completed: readonly number[];
}

/**
 * A plan's day in the reader: whether it is done, what completing it gave, and its 'Concluir dia'
 * (asking first while some passage of the day was not opened). The bar and the chapter's own
 * links share one post (the fetcher's key), so either shows the day done.
 */
function usePlanDay({ bar, member, completed }: PlanDayProps) {
  const planHref = href("/planos/:plano", { plano: bar.planId });
  const plan = usePlanDays(bar.planId, member, completed, planHref, `plano-${bar.planId}-${bar.day}`);
  const { days, fetcher, hydrated, setVisitorDay, queue } = plan;
  const stored = useStoredValue(OPENED_KEY);
  const [confirm, setConfirm] = useState<(() => void) | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const allOpened = openedAll(parseOpened(stored), bar.planId, bar.day, bar.count);
  const done = days.has(bar.day) || (member && fetcher.data?.ok === true);
  const label = `Dia ${bar.day} concluído — ${bar.title}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!allOpened && !confirmed) {
      event.preventDefault();
      setConfirm(() => () => {
        setConfirmed(true);
        setTimeout(() => form.requestSubmit());
      });
      return;
    }
    queue.onSubmit(label)(event);
  };
  const finishAsVisitor = () => {
    if (allOpened) setVisitorDay(bar.day, true);
    else setConfirm(() => () => setVisitorDay(bar.day, true));
  };
  const finish = (variant: "primary" | "secondary", text: string) =>
    member ? (
      <fetcher.Form method="post" action={queue.action} onSubmit={submit}>
        <input type="hidden" name="dia" value={bar.day} />
        <input type="hidden" name="concluido" value="1" />
        <Button type="submit" variant={variant}>
          {text}
        </Button>
      </fetcher.Form>
    ) : (
      <Button variant={variant} onClick={finishAsVisitor} disabled={!hydrated}>
        {text}
      </Button>
    );
  const points = fetcher.data?.ok ? fetcher.data.points : 0;
  return {
    ...plan,
    planHref,
    done,
    points,
    celebrations: fetcher.data?.ok ? fetcher.data.celebrations : [],
    finish,
    dialog: <ConfirmDayDialog onConfirm={confirm} onClose={() => setConfirm(null)} />,
    doneText: `Dia ${bar.day} concluído${points > 0 ? ` · +${points} pontos` : ""}`,
  };
}

/**
 * The reader's plan bar, shown when a chapter is opened from a plan's day: '<Plano> · Dia N ·
 * Trecho k de m', the next passage, and 'Concluir dia'. Opening the chapter records the passage
 * as opened in the browser.
 */
export function PlanDayBar(props: PlanDayProps) {
  const { bar } = props;
  const day = usePlanDay(props);
  const { hydrated } = day;

  useEffect(() => {
    if (!hydrated) return;
    writeStoredValue(OPENED_KEY, JSON.stringify(withOpened(parseOpened(localStorage.getItem(OPENED_KEY)), bar.planId, bar.day, bar.index)));
  }, [hydrated, bar.planId, bar.day, bar.index]);

  return (
    <section aria-label="Plano de leitura" className="mb-4 rounded-xl border border-accent/40 bg-accent-soft p-3">
      <p className="font-semibold">
        <PageLink to={day.planHref} className="text-accent underline">
          {bar.title}
        </PageLink>{" "}
        · Dia {bar.day} · Trecho {bar.index} de {bar.count}
      </p>
      {day.error && <Notice tone="error">{day.error}</Notice>}
      {day.queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {bar.next && (
          <ButtonLink to={bar.next.href} variant={day.done ? "secondary" : "primary"} aria-label={`Próximo trecho: ${bar.next.label}`}>
            Próximo: {bar.next.label}
            <ChevronRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        )}
        {day.done ? (
          <p className="flex flex-wrap items-center gap-2 font-semibold text-success">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {day.doneText}
            {day.waiting(bar.day) && <PendingMark />}
            {bar.nextDay && (
              <PageLink to={bar.nextDay.href} className="text-accent underline">
                Ir para o dia {bar.nextDay.day}
              </PageLink>
            )}
          </p>
        ) : (
          day.finish(bar.next ? "secondary" : "primary", "Concluir dia")
        )}
      </div>
      {day.dialog}
    </section>
  );
}

const side = "max-w-[48%] min-w-0";

function Neighbour({ to, label, name, direction }: { to: string; label: string; name: string; direction: 1 | -1 }) {
  const icon = direction === 1 ? <ChevronRight className="size-4" aria-hidden="true" /> : <ChevronLeft className="size-4" aria-hidden="true" />;
  return (
    <PageLink to={to} className={buttonClass("secondary", side)} aria-label={`${label}: ${name}`}>
      {direction === -1 && icon}
      <span className="flex min-w-0 flex-col leading-tight">
        <span>{label}</span>
        <span className="truncate text-xs font-normal">{name}</span>
      </span>
      {direction === 1 && icon}
    </PageLink>
  );
}

/**
 * The chapter's own 'Anterior' and 'Próximo' inside a plan's day (decision 0057): they stay in
 * the day — the plan's page before the first passage — and after the last passage the day is
 * completed here, then says 'Dia N concluído' with the points it gave and leads to the next day.
 */
export function PlanDayNavigation(props: PlanDayProps): ReactNode {
  const { bar } = props;
  const day = usePlanDay(props);
  return (
    <>
      {bar.previous ? (
        <Neighbour to={bar.previous.href} label="Anterior" name={bar.previous.name} direction={-1} />
      ) : (
        <Neighbour to={day.planHref} label="Anterior" name={bar.title} direction={-1} />
      )}
      {bar.next ? (
        <Neighbour to={bar.next.href} label="Próximo" name={bar.next.name} direction={1} />
      ) : day.done ? (
        <div role="status" className="flex max-w-[60%] min-w-0 flex-col items-end gap-1 text-right">
          <p className="flex items-center gap-2 font-semibold text-success">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
            {day.doneText}
            {day.waiting(bar.day) && <PendingMark />}
          </p>
          <Celebrations messages={day.celebrations} />
          <PageLink to={bar.nextDay?.href ?? day.planHref} className="font-semibold text-accent underline">
            {bar.nextDay ? `Ir para o dia ${bar.nextDay.day}` : "Ver o plano"}
          </PageLink>
        </div>
      ) : (
        <>
          {day.finish("primary", `Concluir dia ${bar.day}`)}
          {day.dialog}
        </>
      )}
    </>
  );
}
