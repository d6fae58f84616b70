import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { ROLE_DUTIES, ROLE_LABELS, ROLES } from "./clubs.ts";
import type { ClubPerson } from "./roster.store.server.ts";
import type { ClubUnit } from "./units.store.server.ts";
import { AnswerHere, formKey, IntentForm, type ClubActionResult } from "./ClubParts.tsx";
import { ASSIGNABLE_ROLES, CLASS_REASON_MAX, CLUB_TEXT_MAX, ROSTER_NAME_MAX } from "./forms.ts";
import { count } from "#app/platform/site/count.ts";

interface Props {
  me: { personId: string; direct: boolean; keepRoster: boolean };
  people: ClubPerson[];
  units: ClubUnit[];
  classes: Array<{ id: number; titulo: string }>;
  code: string | null;
  inLeague: boolean;
  result: ClubActionResult | undefined;
}

/** How a person is described in the club: role, birth year, account or not, unit. */
function describe(p: ClubPerson, unitName: string | undefined): string {
  const parts = [ROLE_LABELS[p.role]];
  if (p.birthYear !== null) parts.push(`nascimento em ${p.birthYear}`);
  if (p.isChild) parts.push("perfil de criança (da conta do responsável)");
  else if (!p.hasAccount) parts.push("no rol (sem conta)");
  if (unitName) parts.push(`Unidade ${unitName}`);
  return parts.join(" · ");
}

/** The people page: requests, people with their roles, classes and units, the roster, units, the code. */
export function PeopleView({ me, people, units, classes, code, inLeague, result }: Props) {
  const waiting = people.filter((p) => p.status === "pendente");
  const active = people.filter((p) => p.status === "ativo");
  const unlinked = active.filter((p) => !p.hasAccount && !p.isChild);
  const counsellors = active.filter((p) => p.role === "conselheiro");
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? "";
  const titleOf = (id: number | null) => classes.find((c) => c.id === id)?.titulo;
  return (
    <>
      <section aria-labelledby="pedidos" className="grid grid-cols-1 gap-3">
        <h2 id="pedidos" className="text-xl font-bold">
          Pedidos para entrar ({waiting.length})
        </h2>
        <AnswerHere result={result} intent={["aprovar-pedido", "recusar-pedido", "ligar-rol"]} />
        {waiting.length === 0 && <p className="text-muted">Nenhum pedido aguardando.</p>}
        {waiting.map((p) => (
          <Card key={p.id} className="grid grid-cols-1 gap-2">
            <p className="font-semibold">
              {p.name}
              {p.isChild && p.birthYear !== null && (
                <span className="font-normal"> · criança, nascimento em {p.birthYear} (pedido do responsável)</span>
              )}
            </p>
            {me.direct && (
              <div className="flex flex-wrap gap-2">
                <IntentForm intent="aprovar-pedido" label="Aprovar" who={p.name} fields={{ pessoa: p.id }} variant="primary" />
                <IntentForm intent="recusar-pedido" label="Recusar" who={p.name} fields={{ pessoa: p.id }} variant="danger" />
              </div>
            )}
            {me.keepRoster && unlinked.length > 0 && (
              <IntentForm intent="ligar-rol" label="Ligar ao rol" fields={{ pessoa: p.id }}>
                <SelectField label={`Entrada do rol para ${p.name}`} name="rol" id={`rol-${p.id}`}>
                  {unlinked.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </SelectField>
              </IntentForm>
            )}
          </Card>
        ))}
      </section>

      <section aria-labelledby="pessoas" className="grid grid-cols-1 gap-3">
        <h2 id="pessoas" className="text-xl font-bold">
          Pessoas do clube ({active.length})
        </h2>
        <AnswerHere result={result} intent={["remover", "excluir-rol"]} />
        <ul className="grid grid-cols-1 gap-3">
          {active.map((p) => (
            <li key={p.id}>
              <Card className="grid grid-cols-1 gap-2">
                <p>
                  <PageLink to={href("/clube/pessoa/:id", { id: p.id })} className="font-semibold underline">
                    {p.name}
                  </PageLink>{" "}
                  · {describe(p, units.find((u) => u.id === p.unitId)?.name)}
                </p>
                {p.classId !== null && (
                  <p className="text-sm" data-testid={`classe-${p.id}`}>
                    Classe {titleOf(p.classId)}
                    {p.classChosen ? (p.classReason ? ` — escolhida pela direção: ${p.classReason}` : " — escolhida pela direção") : " (pela idade)"}
                  </p>
                )}
                <div className="flex flex-wrap gap-3">
                  {me.keepRoster && units.length > 0 && (
                    <IntentForm intent="colocar" label="Colocar" fields={{ pessoa: p.id }}>
                      <SelectField label={`Unidade de ${p.name}`} name="unidade" id={`unidade-${p.id}`} defaultValue={p.unitId ?? ""}>
                        <option value="">Sem unidade</option>
                        {units.map((u) => (
                          <option key={u.id} value={u.id}>
                            {u.name}
                          </option>
                        ))}
                      </SelectField>
                    </IntentForm>
                  )}
                  {me.direct && p.role === "desbravador" && (
                    <IntentForm intent="classe" label="Matricular" fields={{ pessoa: p.id }}>
                      <div className="grid gap-2">
                        <SelectField
                          label={`Classe de ${p.name}`}
                          name="classe"
                          id={`classe-${p.id}`}
                          defaultValue={p.classChosen ? String(p.classId) : ""}
                        >
                          <option value="">Pela idade</option>
                          {classes.map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.titulo}
                            </option>
                          ))}
                        </SelectField>
                        <FormField
                          label={`Motivo da classe de ${p.name}`}
                          name="motivo"
                          id={`motivo-${p.id}`}
                          maxLength={CLASS_REASON_MAX}
                          defaultValue={p.classReason ?? ""}
                          hint="Obrigatório quando a classe não é a da idade."
                        />
                      </div>
                    </IntentForm>
                  )}
                  {me.direct && p.hasAccount && p.role !== "diretor" && (
                    <>
                      <IntentForm intent="papel" label="Mudar papel" fields={{ pessoa: p.id }}>
                        <SelectField label={`Papel de ${p.name}`} name="papel" id={`papel-${p.id}`} defaultValue={p.role}>
                          {ASSIGNABLE_ROLES.map((r) => (
                            <option key={r} value={r}>
                              {ROLE_LABELS[r]}
                            </option>
                          ))}
                        </SelectField>
                      </IntentForm>
                      <IntentForm intent="passar-direcao" label="Passar a direção" who={`a ${p.name}`} fields={{ pessoa: p.id }} />
                    </>
                  )}
                  {me.direct && p.role !== "diretor" && (p.hasAccount || p.isChild) && (
                    <ConfirmForm
                      label="Remover"
                      question={`Remover ${p.name} do clube? Os itens marcados e aprovados no clube serão apagados.`}
                      confirm={`Sim, remover ${p.name}`}
                      intent="remover"
                      fields={{ pessoa: p.id }}
                    />
                  )}
                  {me.keepRoster && !p.hasAccount && !p.isChild && (
                    <ConfirmForm
                      label="Excluir do rol"
                      question={`Excluir ${p.name} do rol? O nome, o ano de nascimento e todos os itens serão apagados.`}
                      confirm={`Sim, excluir ${p.name}`}
                      intent="excluir-rol"
                      fields={{ pessoa: p.id }}
                    />
                  )}
                </div>
                <AnswerHere result={result} intent={["colocar", "classe", "papel", "passar-direcao"]} subject={p.id} />
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {me.keepRoster && (
        <Card>
          <h2 className="mb-2 text-xl font-bold">Adicionar ao rol</h2>
          <p className="mb-3 text-sm text-muted">
            Para quem ainda não tem conta: guardamos só o nome e o ano de nascimento, vistos apenas pelos líderes do clube, e apagados com o clube ou
            a pedido da família. Para uma criança menor de 13 anos, o responsável pode também criar o perfil dela em{" "}
            <PageLink to={href("/clube/criancas")} className="font-semibold underline">
              Crianças da família
            </PageLink>{" "}
            e ligá-lo a esta entrada.
          </p>
          <Form key={formKey(result, "adicionar-rol")} method="post" className="grid grid-cols-1 gap-3">
            <input type="hidden" name="intent" value="adicionar-rol" />
            <FormField label="Nome" name="nome" id="rol-nome" maxLength={ROSTER_NAME_MAX} required />
            <FormField label="Ano de nascimento" name="ano" inputMode="numeric" pattern="\d{4}" maxLength={4} required />
            <div>
              <Button type="submit">Adicionar ao rol</Button>
            </div>
            <AnswerHere result={result} intent="adicionar-rol" />
          </Form>
        </Card>
      )}

      <section aria-labelledby="unidades" className="grid grid-cols-1 gap-3">
        <h2 id="unidades" className="text-xl font-bold">
          Unidades ({units.length})
        </h2>
        <AnswerHere result={result} intent="excluir-unidade" />
        {units.length === 0 && <p className="text-muted">Nenhuma unidade ainda.</p>}
        <ul className="grid grid-cols-1 gap-2">
          {units.map((u) => {
            const members = active.filter((p) => p.unitId === u.id).length;
            return (
              <li key={u.id} aria-label={`Unidade ${u.name}`}>
                <Card className="grid gap-2">
                  <p>
                    <strong>{u.name}</strong> · Aconselhamento: {u.counsellorIds.map(nameOf).join(", ") || "ninguém ainda"} ·{" "}
                    {count(members, "membro", "membros")}
                  </p>
                  {me.direct && (
                    <div className="flex flex-wrap gap-3">
                      <IntentForm key={formKey(result, "renomear-unidade")} intent="renomear-unidade" label="Renomear" fields={{ unidade: u.id }}>
                        <FormField label={`Outro nome para ${u.name}`} name="nome" id={`nome-${u.id}`} maxLength={CLUB_TEXT_MAX} required />
                      </IntentForm>
                      <IntentForm intent="conselheiro-unidade" label="Trocar" fields={{ unidade: u.id }}>
                        <SelectField
                          label={`Quem aconselha ${u.name}`}
                          name="conselheiro"
                          id={`conselheiro-${u.id}`}
                          defaultValue={u.counsellorIds[0] ?? ""}
                        >
                          <option value="">Ninguém</option>
                          {counsellors.map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.name}
                            </option>
                          ))}
                        </SelectField>
                      </IntentForm>
                      <ConfirmForm
                        label="Excluir unidade"
                        question={
                          members > 0
                            ? `A unidade ${u.name} tem ${count(members, "pessoa", "pessoas")}: coloque-as em outra unidade antes de excluí-la.`
                            : `Excluir a unidade ${u.name}? Ninguém está nela.`
                        }
                        confirm={`Sim, excluir a unidade ${u.name}`}
                        intent="excluir-unidade"
                        fields={{ unidade: u.id }}
                      />
                    </div>
                  )}
                  <AnswerHere result={result} intent={["renomear-unidade", "conselheiro-unidade"]} subject={u.id} />
                </Card>
              </li>
            );
          })}
        </ul>
        {me.direct && (
          <Card>
            <Form key={formKey(result, "unidade")} method="post" className="grid grid-cols-1 gap-3">
              <input type="hidden" name="intent" value="unidade" />
              <FormField label="Nome da unidade" name="nome" id="unidade-nome" maxLength={CLUB_TEXT_MAX} required />
              <SelectField label="Quem aconselha a unidade" name="conselheiro" defaultValue="">
                <option value="">Ninguém por enquanto</option>
                {counsellors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <div>
                <Button type="submit">Criar unidade</Button>
              </div>
              <AnswerHere result={result} intent="unidade" />
            </Form>
          </Card>
        )}
      </section>

      <section aria-labelledby="papeis" className="grid grid-cols-1 gap-2">
        <h2 id="papeis" className="text-xl font-bold">
          O que cada papel faz
        </h2>
        <dl className="grid gap-2">
          {ROLES.map((r) => (
            <div key={r}>
              <dt className="font-semibold">{ROLE_LABELS[r]}</dt>
              <dd className="text-sm text-muted">{ROLE_DUTIES[r]}</dd>
            </div>
          ))}
        </dl>
      </section>

      {me.direct && code && (
        <Card className="grid grid-cols-1 gap-3">
          <h2 className="text-xl font-bold">Convite e liga</h2>
          <p>
            Código atual: <strong className="font-mono tracking-widest">{code}</strong>
          </p>
          <IntentForm intent="renovar-codigo" label="Criar novo código" />
          <IntentForm
            intent="liga"
            label={inLeague ? "Sair da liga dos clubes" : "Participar da liga dos clubes"}
            fields={{ participar: inLeague ? "0" : "1" }}
          />
          <AnswerHere result={result} intent={["renovar-codigo", "liga"]} />
        </Card>
      )}
    </>
  );
}
