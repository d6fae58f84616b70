import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { GroupPageData } from "./group-page.server.ts";
import { GROUP_LIMITS } from "./small-groups.ts";
import { dayLink, fieldError, IntentButton, Section, type GroupAnswer, type GroupQueue } from "./GroupParts.tsx";

type WallMessage = GroupPageData["wall"][number];

/** The group's wall: its messages (the leader may hide one, an author delete their own) and the form to post one. */
export function GroupWall({ page, queue, answer }: { page: GroupPageData; queue: GroupQueue; answer: GroupAnswer | undefined }) {
  const { group, shown } = page;
  return (
    <Section title="Mural do grupo">
      {page.wall.length === 0 ? (
        <p className="mb-3">Nenhuma mensagem ainda. Comece a conversa!</p>
      ) : (
        <ul className="mb-3 grid gap-2" aria-label="Mensagens">
          {page.wall.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} groupId={group.id} leads={page.me.role === "leader"} queue={queue} />
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
          error={fieldError(answer, "mensagem", "texto")}
        />
        <div>
          <Button type="submit">Publicar</Button>
        </div>
      </Form>
    </Section>
  );
}

/** One message of the wall: who, when, about which day, and the buttons its author or the leader may use. */
function MessageCard({ message: m, groupId, leads, queue }: { message: WallMessage; groupId: string; leads: boolean; queue: GroupQueue }) {
  return (
    <Card className={m.hidden ? "border-dashed" : ""}>
      <p className="text-sm font-semibold">
        {m.author}
        {m.hidden && <span className="ml-2 font-normal text-muted">(oculta pelo líder)</span>}
      </p>
      <p className="text-xs text-muted">
        <time dateTime={m.createdAt}>{m.when}</time> ·{" "}
        <PageLink to={dayLink(groupId, m.day)} className="underline">
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
  );
}
