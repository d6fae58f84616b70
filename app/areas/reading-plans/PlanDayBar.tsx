import { CheckCircle2, ChevronRight } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { href } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { ConfirmDayDialog } from "./ConfirmDayDialog.tsx";
import { openedAll, OPENED_KEY, parseOpened, withOpened, type PlanDayBarData } from "./plan-day.ts";
import { usePlanDays } from "./use-plan-days.ts";

/**
 * The reader's plan bar, shown when a chapter is opened from a plan's day: '<Plano> · Dia N ·
 * Trecho k de m', the next passage, and 'Concluir dia' (asking first while some passage of the day
 * was not opened). Opening the chapter records the passage as opened in the browser.
 */
export function PlanDayBar({ bar, member, completed }: { bar: PlanDayBarData; member: boolean; completed: readonly number[] }) {
  const planHref = href("/planos/:plano", { plano: bar.planId });
  const { days, fetcher, hydrated, setVisitorDay, error, queue, waiting } = usePlanDays(bar.planId, member, completed, planHref);
  const stored = useStoredValue(OPENED_KEY);
  const [confirm, setConfirm] = useState<(() => void) | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    writeStoredValue(OPENED_KEY, JSON.stringify(withOpened(parseOpened(localStorage.getItem(OPENED_KEY)), bar.planId, bar.day, bar.index)));
  }, [hydrated, bar.planId, bar.day, bar.index]);

  const allOpened = openedAll(parseOpened(stored), bar.planId, bar.day, bar.count);
  const done = days.has(bar.day) || (member && fetcher.data !== undefined && !fetcher.data.error);
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

  return (
    <section aria-label="Plano de leitura" className="mb-4 rounded-xl border border-brand-300 bg-brand-50 p-3 dark:border-gray-700 dark:bg-gray-800">
      <p className="font-semibold">
        <PageLink to={planHref} className="text-brand-800 underline dark:text-brand-300">
          {bar.title}
        </PageLink>{" "}
        · Dia {bar.day} · Trecho {bar.index} de {bar.count}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      {queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {bar.next && (
          <ButtonLink to={bar.next.href} variant={done ? "secondary" : "primary"} aria-label={`Próximo trecho: ${bar.next.label}`}>
            Próximo: {bar.next.label}
            <ChevronRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        )}
        {done ? (
          <p className="flex flex-wrap items-center gap-2 font-semibold text-green-800 dark:text-green-300">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Dia {bar.day} concluído
            {waiting(bar.day) && <PendingMark />}
            {bar.nextDay && (
              <PageLink to={bar.nextDay.href} className="text-brand-700 underline dark:text-brand-300">
                Ir para o dia {bar.nextDay.day}
              </PageLink>
            )}
          </p>
        ) : member ? (
          <fetcher.Form method="post" action={queue.action} onSubmit={submit}>
            <input type="hidden" name="dia" value={bar.day} />
            <input type="hidden" name="concluido" value="1" />
            <Button type="submit" variant={bar.next ? "secondary" : "primary"}>
              Concluir dia
            </Button>
          </fetcher.Form>
        ) : (
          <Button variant={bar.next ? "secondary" : "primary"} onClick={finishAsVisitor} disabled={!hydrated}>
            Concluir dia
          </Button>
        )}
      </div>
      <ConfirmDayDialog onConfirm={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
