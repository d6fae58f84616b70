import { CheckCircle2, Circle, Clock, Calendar, GraduationCap } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { KeptInBrowserNotice, Notice } from "#app/components/ui/Notice.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import { ConfirmDayDialog } from "./ConfirmDayDialog.tsx";
import { dayPassages, openedAll, OPENED_KEY, parseOpened, passageHref } from "./plan-day.ts";
import { planPercent, type ReadingPlan } from "./plans.ts";
import { usePlanDays } from "./use-plan-days.ts";

const badge = "inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-fg";

/** The plan's detail: counts, badges, progress and the days to tick. */
export function PlanDetail({ plan, member, completed }: { plan: ReadingPlan; member: boolean; completed: readonly number[] }) {
  const { days, fetcher, hydrated, setVisitorDay, error, queue, waiting } = usePlanDays(plan.id, member, completed);
  const done = plan.dias.filter((d) => days.has(d.dia)).length;
  const percent = planPercent(done, plan.licoes);
  const opened = parseOpened(useStoredValue(OPENED_KEY));
  const [confirm, setConfirm] = useState<(() => void) | null>(null);
  /** A day ticked before all its passages were opened asks first. */
  const needsAsking = (day: ReadingPlan["dias"][number]) => !openedAll(opened, plan.id, day.dia, dayPassages(day.leitura).length);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const tickMember = (day: ReadingPlan["dias"][number], label: string) => (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!days.has(day.dia) && needsAsking(day) && confirmed !== day.dia) {
      event.preventDefault();
      setConfirm(() => () => {
        setConfirmed(day.dia);
        // Submitted again once the confirmation is in the state the handler reads.
        setTimeout(() => form.requestSubmit());
      });
      return;
    }
    setConfirmed(null);
    queue.onSubmit(label)(event);
  };
  const tickVisitor = (day: ReadingPlan["dias"][number], isDone: boolean) => {
    if (!isDone && needsAsking(day)) setConfirm(() => () => setVisitorDay(day.dia, true));
    else setVisitorDay(day.dia, !isDone);
  };
  return (
    <article>
      <p className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <BackLink to={href("/planos")}>Voltar</BackLink>
        <span className="text-sm font-semibold text-muted">
          {done} de {plan.licoes} dias concluídos
        </span>
      </p>
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-fg">{plan.titulo}</h1>
        <p className="mt-2 text-muted">{plan.descricao}</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Sobre o plano">
          <li className={badge}>
            <Calendar className="size-4" aria-hidden="true" /> {plan.duracao}
          </li>
          <li className={badge}>
            <Clock className="size-4" aria-hidden="true" /> {plan.tempoMedioDiario} por dia
          </li>
          <li className={badge}>
            <GraduationCap className="size-4" aria-hidden="true" /> {plan.nivel}
          </li>
        </ul>
        <div className="mt-4">
          <p className="mb-1 text-sm text-muted">Progresso: {percent}%</p>
          <ProgressBar percent={percent} label="Progresso do plano" />
        </div>
      </header>
      {!member && <KeptInBrowserNotice className="mb-4" />}
      {queue.full && (
        <div className="mb-4">
          <Notice tone="error">{FULL_MESSAGE}</Notice>
        </div>
      )}
      {error && (
        <div className="mb-4">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <ol className="space-y-3">
        {plan.dias.map((day) => {
          const isDone = days.has(day.dia);
          const label = `Dia ${day.dia}`;
          const toggle = (
            <>
              {isDone ? <CheckCircle2 className="size-6 text-success" aria-hidden="true" /> : <Circle className="size-6" aria-hidden="true" />}
              <span>{label}</span>
            </>
          );
          const toggleClass = "inline-flex items-center gap-2 rounded-lg px-2 py-1 text-lg font-bold hover:bg-subtle disabled:opacity-60";
          return (
            <li key={day.dia}>
              <Card className={isDone ? "border-success" : ""}>
                {member ? (
                  <fetcher.Form
                    method="post"
                    className="flex items-center gap-2"
                    onSubmit={tickMember(day, `${label} ${isDone ? "não concluído" : "concluído"} — ${plan.titulo}`)}
                  >
                    <input type="hidden" name="dia" value={day.dia} />
                    <input type="hidden" name="concluido" value={isDone ? "0" : "1"} />
                    <button type="submit" className={toggleClass} aria-pressed={isDone} aria-label={`${label} concluído`}>
                      {toggle}
                    </button>
                    {waiting(day.dia) && <PendingMark />}
                  </fetcher.Form>
                ) : (
                  <button
                    type="button"
                    className={toggleClass}
                    aria-pressed={isDone}
                    aria-label={`${label} concluído`}
                    disabled={!hydrated}
                    onClick={() => tickVisitor(day, isDone)}
                  >
                    {toggle}
                  </button>
                )}
                <p className="mt-2 font-semibold">
                  Leitura:{" "}
                  {day.leitura.map((part, i) => (
                    <span key={part.href + part.label}>
                      {i > 0 && "; "}
                      <PageLink to={passageHref(dayPassages([part])[0]!, plan.id, day.dia)} className="text-accent underline">
                        {part.label}
                      </PageLink>
                    </span>
                  ))}
                </p>
                <p className="mt-1 text-muted">{day.reflexao}</p>
              </Card>
            </li>
          );
        })}
      </ol>
      <ConfirmDayDialog onConfirm={confirm} onClose={() => setConfirm(null)} />
    </article>
  );
}
