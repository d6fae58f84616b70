import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { queuedValue } from "#app/platform/offline-writes/queue.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { longDate } from "#app/platform/site/intl-formats.ts";
import { count, plural } from "#app/platform/site/count.ts";
import type { GroupPageData } from "./group-page.server.ts";
import { dayLink, IntentButton, linkClass, Section, type GroupQueue } from "./GroupParts.tsx";

/** Whether the member has read the day shown, a write waiting offline counting as done. */
export function shownDayRead(page: GroupPageData, queue: GroupQueue): boolean {
  const queued = queuedValue(queue.shown, queue.action, { intent: "ler", dia: String(page.shown.day) }, "concluido");
  return queued === undefined ? page.me.readShown : queued === "1";
}

/** The plan day shown: its reading and reflection, the member's 'read' button, links to the days around it. */
export function ReadingDay({ page, queue, read }: { page: GroupPageData; queue: GroupQueue; read: boolean }) {
  const { group, plan, shown } = page;
  return (
    <Section title={`Dia ${shown.day} de ${plan.licoes}`}>
      <Card>
        <p className="text-sm text-muted">
          {longDate(shown.date)}
          {shown.current ? " · dia do grupo" : ""}
        </p>
        <p className="mt-2 font-semibold">
          Leitura:{" "}
          {shown.reading.leitura.map((part, i) => (
            <span key={part.href + part.label}>
              {i > 0 && "; "}
              <PageLink to={part.href} className={linkClass}>
                {part.label}
              </PageLink>
            </span>
          ))}
        </p>
        <p className="mt-1 text-muted">{shown.reading.reflexao}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Form method="post" onSubmit={queue.onSubmit(`Marcar o dia ${shown.day} do grupo ${group.name}`)}>
            <input type="hidden" name="intent" value="ler" />
            <input type="hidden" name="dia" value={shown.day} />
            <input type="hidden" name="concluido" value={read ? "0" : "1"} />
            <Button type="submit" variant={read ? "secondary" : "primary"} aria-pressed={read}>
              {read ? "Lido ✓" : "Marcar como lido"}
            </Button>
          </Form>
          {queuedValue(queue.waiting, queue.action, { intent: "ler", dia: String(shown.day) }, "concluido") !== undefined && <PendingMark />}
        </div>
        <nav aria-label="Dias do plano" className="mt-3 flex flex-wrap gap-3 text-sm">
          {shown.day > 1 && (
            <PageLink to={dayLink(group.id, shown.day - 1)} className={linkClass}>
              Dia anterior
            </PageLink>
          )}
          {shown.day < plan.licoes && (
            <PageLink to={dayLink(group.id, shown.day + 1)} className={linkClass}>
              Próximo dia
            </PageLink>
          )}
          {!shown.current && (
            <PageLink to={href("/grupos/:grupo", { grupo: group.id })} className={linkClass}>
              Dia do grupo
            </PageLink>
          )}
        </nav>
      </Card>
    </Section>
  );
}

/** Who of the group read the day shown (those who show their name), and the member's choice to show theirs. */
export function WhoRead({ page, queue, read }: { page: GroupPageData; queue: GroupQueue; read: boolean }) {
  const { me, shown } = page;
  return (
    <Section title="Quem já leu">
      {page.whoRead.length === 0 && !(read && !me.showsReading) ? (
        <p>{page.someHide ? "Ninguém que mostra o nome marcou este dia como lido ainda." : "Ninguém marcou este dia como lido ainda."}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`Quem leu o dia ${shown.day}`}>
          {page.whoRead.map((name) => (
            <li key={name} className="rounded-full bg-success-soft px-3 py-1 text-success">
              {name}
            </li>
          ))}
          {read && !me.showsReading && <li className="rounded-full bg-subtle px-3 py-1">Você (só você vê)</li>}
        </ul>
      )}
      {page.someHide && <p className="mt-2 text-sm text-muted">Quem não mostra o nome não aparece aqui nem nos números do grupo.</p>}
      <div className="mt-3">
        <IntentButton
          intent="mostrar"
          fields={{ mostrar: me.showsReading ? "0" : "1" }}
          variant="ghost"
          onSubmit={queue.onSubmit(me.showsReading ? "Não mostrar minha leitura" : "Mostrar minha leitura")}
        >
          {me.showsReading ? "Não mostrar meu nome quando eu ler" : "Mostrar meu nome quando eu ler"}
        </IntentButton>
      </div>
    </Section>
  );
}

/** The week's summary: readers per day, and days read per person who shows their reading. */
export function WeekSummary({ summary, roster }: { summary: NonNullable<GroupPageData["summary"]>; roster: GroupPageData["roster"] }) {
  const shown = roster.filter((m) => m.showsReading);
  return (
    <Section title="Resumo da semana">
      <Card>
        <p className="mb-2">
          Dias {summary.from} a {summary.to} do plano.
        </p>
        <ul className="grid gap-1" aria-label="Leituras por dia">
          {summary.perDay.map(({ day, readers }) => (
            <li key={day}>
              Dia {day}: {readers === 0 ? "ninguém leu" : `${count(readers, "pessoa", "pessoas")} ${plural(readers, "leu", "leram")}`}
            </li>
          ))}
        </ul>
        {shown.length > 0 && (
          <ul className="mt-3 grid gap-1 border-t border-line pt-3" aria-label="Leituras por pessoa">
            {shown.map((m) => (
              <li key={m.userId}>
                {m.name}: {summary.perMember[m.userId] ?? 0} de {summary.to - summary.from + 1} dias
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Section>
  );
}
