import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { ShareLink } from "#app/components/ui/ShareLink.tsx";
import type { GroupPageData } from "./group-page.server.ts";
import { INVITE_DAYS } from "./small-groups.ts";
import { IntentButton, Section, type GroupAnswer } from "./GroupParts.tsx";

/** The group's people; the leader may pass the leadership to one or remove them. */
export function GroupPeople({ page }: { page: GroupPageData }) {
  const leads = page.me.role === "leader";
  return (
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
  );
}

/** The leader's invite link: made on request, shown once, renewed (the old one stops working). */
export function GroupInvite({ page, answer }: { page: GroupPageData; answer: GroupAnswer | undefined }) {
  const invite = answer?.ok ? answer.invite : undefined;
  return (
    <Section title="Convite">
      <Card>
        <p className="mb-3">
          Quem abrir o link entra na conta (ou cria uma) e pode participar do grupo. Cada link vale {INVITE_DAYS} dias; um novo link faz o anterior
          parar de funcionar.
        </p>
        {page.inviteUntil && !invite && <p className="mb-3 font-semibold">O link atual vale até {page.inviteUntil}.</p>}
        {invite && (
          <div className="mb-3 grid gap-1">
            <ShareLink id="link-convite" label="Link de convite" url={invite} message={`Participe do grupo ${page.group.name} no Lâmpada:`} />
            <p className="text-sm">Vale até {page.inviteUntil}. Copie ou compartilhe agora: por segurança, ele não é mostrado de novo.</p>
          </div>
        )}
        {invite || page.inviteUntil ? (
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
  );
}

/** Leaving the group, or for its leader deleting it (after ticking that they understand). */
export function LeaveGroup({ page }: { page: GroupPageData }) {
  const leads = page.me.role === "leader";
  return (
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
  );
}
