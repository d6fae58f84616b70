import { Form, href } from "react-router";
import type { ReactNode } from "react";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { FULL_MESSAGE, queuedValue } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { longDate } from "#app/platform/site/intl-formats.ts";
import type { GroupAnswer } from "./group-actions.server.ts";
import type { GroupPageData } from "./group-page.server.ts";
import { GROUP_LIMITS, INVITE_DAYS, WEEKDAYS } from "./small-groups.ts";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { ShareLink } from "#app/components/ui/ShareLink.tsx";
import { count, plural } from "#app/platform/site/count.ts";

const linkClass = "font-semibold text-accent underline";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`secao-${title}`} className="mb-6">
      <h2 id={`secao-${title}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One button posting one intent (and its fields) to the group's page. */
function IntentButton({
  intent,
  fields = {},
  label,
  variant = "secondary",
  onSubmit,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  label?: string;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" onSubmit={onSubmit} className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} aria-label={label} className="px-3 py-1 text-sm">
        {children}
      </Button>
    </Form>
  );
}

/** A small group's page (/grupos/:grupo): the day, who read it, the week, the wall, the people. */
export function GroupDetail({ page, answer }: { page: GroupPageData; answer: GroupAnswer | undefined }) {
  const { group, plan, me, position, shown } = page;
  const leads = me.role === "leader";
  const queue = useOfflineForm(page);
  const queuedRead = queuedValue(queue.shown, queue.action, { intent: "ler", dia: String(shown.day) }, "concluido");
  const read = queuedRead === undefined ? me.readShown : queuedRead === "1";
  const dayLink = (day: number) => `${href("/grupos/:grupo", { grupo: group.id })}?dia=${day}`;
  const status =
    position.state === "before"
      ? `O plano começa em ${longDate(group.startDay)} (${position.startsIn === 1 ? "amanhã" : `em ${position.startsIn} dias`}).`
      : position.state === "finished"
        ? "O grupo concluiu o plano."
        : `Hoje o grupo está no dia ${position.day} de ${plan.licoes}.`;
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
          . {status}
        </p>
        {page.meeting.line && <p className="mt-1 font-semibold">Encontro: {page.meeting.line}</p>}
      </PageHeader>
      {answer?.error && (
        <div className="mb-4">
          <Notice tone="error">{answer.error}</Notice>
        </div>
      )}
      {queue.full && (
        <div className="mb-4">
          <Notice tone="error">{FULL_MESSAGE}</Notice>
        </div>
      )}

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
              <PageLink to={dayLink(shown.day - 1)} className={linkClass}>
                Dia anterior
              </PageLink>
            )}
            {shown.day < plan.licoes && (
              <PageLink to={dayLink(shown.day + 1)} className={linkClass}>
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

      {page.summary && (
        <Section title="Resumo da semana">
          <Card>
            <p className="mb-2">
              Dias {page.summary.from} a {page.summary.to} do plano.
            </p>
            <ul className="grid gap-1" aria-label="Leituras por dia">
              {page.summary.perDay.map(({ day, readers }) => (
                <li key={day}>
                  Dia {day}: {readers === 0 ? "ninguém leu" : `${count(readers, "pessoa", "pessoas")} ${plural(readers, "leu", "leram")}`}
                </li>
              ))}
            </ul>
            {page.roster.some((m) => m.showsReading) && (
              <ul className="mt-3 grid gap-1 border-t border-line pt-3" aria-label="Leituras por pessoa">
                {page.roster
                  .filter((m) => m.showsReading)
                  .map((m) => (
                    <li key={m.userId}>
                      {m.name}: {page.summary!.perMember[m.userId] ?? 0} de {page.summary!.to - page.summary!.from + 1} dias
                    </li>
                  ))}
              </ul>
            )}
          </Card>
        </Section>
      )}

      <Section title="Encontros">
        <Card>
          <p className="mb-3">
            {page.meeting.line
              ? `O grupo se encontra: ${page.meeting.line}.`
              : leads
                ? "Diga ao grupo quando e onde vocês se encontram."
                : "Quem lidera o grupo ainda não marcou o dia e o local dos encontros."}
          </p>
          {leads && (
            <details className="mb-4">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent underline">
                {page.meeting.line ? "Mudar dia, hora ou local" : "Marcar dia, hora e local"}
              </summary>
              <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end">
                <input type="hidden" name="intent" value="encontro" />
                <SelectField
                  label="Dia da semana"
                  name="diaSemana"
                  defaultValue={page.meeting.weekday === null ? "" : String(page.meeting.weekday)}
                  error={answer?.intent === "encontro" ? answer.error : undefined}
                >
                  <option value="">Não marcado</option>
                  {WEEKDAYS.map((day, i) => (
                    <option key={day} value={i}>
                      {day}
                    </option>
                  ))}
                </SelectField>
                <FormField label="Hora" name="hora" type="time" defaultValue={page.meeting.time ?? ""} />
                <FormField
                  label="Local"
                  name="local"
                  maxLength={GROUP_LIMITS.place}
                  placeholder="Casa da Ana, Rua das Flores, 12"
                  defaultValue={page.meeting.place ?? ""}
                />
                <div>
                  <Button type="submit">Salvar encontro</Button>
                </div>
              </Form>
            </details>
          )}
          {leads && (
            <Form method="post" className="grid gap-3 border-t border-line pt-3" aria-labelledby="presenca-titulo">
              <h3 id="presenca-titulo" className="font-bold">
                Presença do encontro
              </h3>
              {answer?.intent === "presenca" && answer.error && <Notice tone="error">{answer.error}</Notice>}
              <input type="hidden" name="intent" value="presenca" />
              <FormField label="Data do encontro" name="data" type="date" required max={page.today} defaultValue={page.today} />
              <fieldset>
                <legend className="font-medium">Quem do grupo veio</legend>
                <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                  {page.roster.map((m) => (
                    <li key={m.userId}>
                      <label className="flex min-h-11 items-center gap-3">
                        <input
                          type="checkbox"
                          name="presentes"
                          value={m.userId}
                          defaultChecked={page.meetings[0]?.day === page.today && page.meetings[0].present.includes(m.userId)}
                          className="size-5 shrink-0"
                        />
                        {m.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <FormField
                label="Visitantes"
                name="visitantes"
                type="number"
                inputMode="numeric"
                min={0}
                max={GROUP_LIMITS.visitors}
                required
                defaultValue={page.meetings[0]?.day === page.today ? page.meetings[0].visitors : 0}
                hint="Quantas pessoas de fora do grupo vieram."
              />
              <div>
                <Button type="submit">Salvar presença</Button>
              </div>
            </Form>
          )}
          <h3 className="mt-4 mb-2 font-bold">Últimos encontros</h3>
          {page.meetings.length === 0 ? (
            <p>Nenhuma presença registrada ainda.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Presença nos últimos encontros">
              {page.meetings.map((m) => (
                <li key={m.day}>
                  <span className="font-semibold">{m.date}:</span> {m.summary}
                  {m.names.length > 0 && <span className="text-muted"> ({m.names.join(", ")})</span>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Section>

      <Section title="Mural do grupo">
        {page.wall.length === 0 ? (
          <p className="mb-3">Nenhuma mensagem ainda. Comece a conversa!</p>
        ) : (
          <ul className="mb-3 grid gap-2" aria-label="Mensagens">
            {page.wall.map((m) => (
              <li key={m.id}>
                <Card className={m.hidden ? "border-dashed" : ""}>
                  <p className="text-sm font-semibold">
                    {m.author}
                    {m.hidden && <span className="ml-2 font-normal text-muted">(oculta pelo líder)</span>}
                  </p>
                  <p className="text-xs text-muted">
                    <time dateTime={m.createdAt}>{m.when}</time> ·{" "}
                    <PageLink to={dayLink(m.day)} className="underline">
                      sobre o dia {m.day} ({m.dayDate})
                    </PageLink>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{m.body}</p>
                  {(m.mine || leads) && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {m.mine && (
                        <IntentButton
                          intent="apagar-mensagem"
                          fields={{ id: m.id }}
                          variant="ghost"
                          label={`Apagar minha mensagem: ${m.body.slice(0, 40)}`}
                          onSubmit={queue.onSubmit("Apagar mensagem")}
                        >
                          Apagar
                        </IntentButton>
                      )}
                      {leads && (
                        <IntentButton
                          intent="ocultar-mensagem"
                          fields={{ id: m.id, oculta: m.hidden ? "0" : "1" }}
                          variant="ghost"
                          label={`${m.hidden ? "Mostrar" : "Ocultar"} a mensagem de ${m.author}`}
                          onSubmit={queue.onSubmit(m.hidden ? "Mostrar mensagem" : "Ocultar mensagem")}
                        >
                          {m.hidden ? "Mostrar" : "Ocultar"}
                        </IntentButton>
                      )}
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="grid gap-2" onSubmit={queue.onSubmit(`Mensagem no grupo ${group.name}`)}>
          <input type="hidden" name="intent" value="mensagem" />
          <input type="hidden" name="dia" value={shown.day} />
          <FormField
            label="Sua mensagem"
            name="texto"
            multiline
            rows={3}
            required
            maxLength={GROUP_LIMITS.message}
            hint={`Só texto, até ${GROUP_LIMITS.message} caracteres. Todos do grupo veem; fica marcada como sobre o dia ${shown.day}.`}
            error={answer?.intent === "mensagem" ? answer.error : undefined}
          />
          <div>
            <Button type="submit">Publicar</Button>
          </div>
        </Form>
      </Section>

      <Section title={`Pessoas (${page.roster.length})`}>
        <ul className="grid gap-2" aria-label="Pessoas do grupo">
          {page.roster.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{m.name}</span>
              {m.role === "leader" && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Líder</span>}
              {leads && m.role === "member" && (
                <>
                  <IntentButton intent="passar-lideranca" fields={{ membro: m.userId }} variant="ghost" label={`Passar a liderança para ${m.name}`}>
                    Passar liderança
                  </IntentButton>
                  <ConfirmForm
                    label="Remover"
                    question={`Remover ${m.name} do grupo? A pessoa deixa de ver o grupo e o mural; as leituras dela continuam nos planos.`}
                    confirm={`Sim, remover ${m.name}`}
                    intent="remover"
                    fields={{ membro: m.userId }}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>

      {leads && (
        <Section title="Convite">
          <Card>
            <p className="mb-3">
              Quem abrir o link entra na conta (ou cria uma) e pode participar do grupo. Cada link vale {INVITE_DAYS} dias; um novo link faz o
              anterior parar de funcionar.
            </p>
            {page.inviteUntil && !answer?.invite && <p className="mb-3 font-semibold">O link atual vale até {page.inviteUntil}.</p>}
            {answer?.invite && (
              <div className="mb-3 grid gap-1">
                <ShareLink id="link-convite" label="Link de convite" url={answer.invite} message={`Participe do grupo ${group.name} no Lâmpada:`} />
                <p className="text-sm">Vale até {page.inviteUntil}. Copie ou compartilhe agora: por segurança, ele não é mostrado de novo.</p>
              </div>
            )}
            {answer?.invite || page.inviteUntil ? (
              <ConfirmForm
                label="Renovar o link"
                question="Gerar um link novo? O link enviado antes para de funcionar: quem ainda não entrou no grupo vai precisar do novo."
                confirm="Sim, gerar um link novo"
                intent="convite"
                fields={{}}
              />
            ) : (
              <IntentButton intent="convite">Gerar link de convite</IntentButton>
            )}
          </Card>
        </Section>
      )}

      <Section title={leads ? "Excluir o grupo" : "Sair do grupo"}>
        {leads ? (
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="intent" value="excluir-grupo" />
            {page.roster.length > 1 && <p>Para sair sem excluir, passe a liderança a outra pessoa.</p>}
            <label className="flex items-start gap-2">
              <input type="checkbox" name="confirmar" value="sim" required className="mt-1" />
              Entendo que o grupo, seu mural e suas pessoas saem do portal. As leituras de cada um continuam nos seus planos.
            </label>
            <div>
              <Button type="submit" variant="danger">
                Excluir grupo
              </Button>
            </div>
          </Form>
        ) : (
          <IntentButton intent="sair" variant="danger">
            Sair do grupo
          </IntentButton>
        )}
      </Section>
    </div>
  );
}
