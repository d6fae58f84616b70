import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { ROLE_LABELS } from "./clubs.ts";
import type { ClubPerson, ClubUnit } from "./clubs.store.server.ts";
import { IntentForm } from "./ClubParts.tsx";
import { CLUB_TEXT_MAX, ROSTER_NAME_MAX } from "./forms.ts";

interface Props {
  me: { personId: string; direct: boolean; keepRoster: boolean };
  people: ClubPerson[];
  units: ClubUnit[];
  code: string | null;
  inLeague: boolean;
}

/** The people page: requests, people with their roles and units, the roster, units, the code. */
export function PeopleView({ me, people, units, code, inLeague }: Props) {
  const waiting = people.filter((p) => p.status === "pendente");
  const active = people.filter((p) => p.status === "ativo");
  const unlinked = active.filter((p) => !p.hasAccount);
  const counsellors = active.filter((p) => p.role === "conselheiro");
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? "";
  return (
    <>
      <section aria-labelledby="pedidos" className="grid grid-cols-1 gap-3">
        <h2 id="pedidos" className="text-xl font-bold">
          Pedidos para entrar ({waiting.length})
        </h2>
        {waiting.length === 0 && <p className="text-gray-700 dark:text-gray-300">Nenhum pedido aguardando.</p>}
        {waiting.map((p) => (
          <Card key={p.id} className="grid grid-cols-1 gap-2">
            <p className="font-semibold">{p.name}</p>
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
        <ul className="grid grid-cols-1 gap-3">
          {active.map((p) => (
            <li key={p.id}>
              <Card className="grid grid-cols-1 gap-2">
                <p>
                  <PageLink to={href("/clube/pessoa/:id", { id: p.id })} className="font-semibold underline">
                    {p.name}
                  </PageLink>{" "}
                  · {ROLE_LABELS[p.role]}
                  {p.birthYear !== null && <> · nascido em {p.birthYear}</>}
                  {!p.hasAccount && <> · no rol (sem conta)</>}
                  {p.unitId && <> · Unidade {units.find((u) => u.id === p.unitId)?.name}</>}
                </p>
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
                  {me.direct && p.hasAccount && p.role !== "diretor" && (
                    <>
                      <IntentForm intent="papel" label="Mudar papel" fields={{ pessoa: p.id }}>
                        <SelectField label={`Papel de ${p.name}`} name="papel" id={`papel-${p.id}`} defaultValue={p.role}>
                          <option value="conselheiro">Conselheiro</option>
                          <option value="secretario">Secretário</option>
                          <option value="desbravador">Desbravador</option>
                        </SelectField>
                      </IntentForm>
                      <IntentForm intent="passar-direcao" label="Passar a direção" who={`a ${p.name}`} fields={{ pessoa: p.id }} />
                    </>
                  )}
                  {me.direct && p.role !== "diretor" && p.hasAccount && (
                    <IntentForm intent="remover" label="Remover" who={p.name} fields={{ pessoa: p.id }} variant="danger" />
                  )}
                  {me.keepRoster && !p.hasAccount && (
                    <IntentForm intent="excluir-rol" label="Excluir do rol" who={p.name} fields={{ pessoa: p.id }} variant="danger" />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {me.keepRoster && (
        <Card>
          <h2 className="mb-2 text-xl font-bold">Adicionar ao rol</h2>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
            Para quem ainda não tem conta: guardamos só o nome e o ano de nascimento, vistos apenas pelos líderes do clube, e apagados com o clube ou
            a pedido da família.
          </p>
          <Form method="post" className="grid grid-cols-1 gap-3">
            <input type="hidden" name="intent" value="adicionar-rol" />
            <FormField label="Nome" name="nome" id="rol-nome" maxLength={ROSTER_NAME_MAX} required />
            <FormField label="Ano de nascimento" name="ano" inputMode="numeric" pattern="\d{4}" maxLength={4} required />
            <div>
              <Button type="submit">Adicionar ao rol</Button>
            </div>
          </Form>
        </Card>
      )}

      <section aria-labelledby="unidades" className="grid grid-cols-1 gap-3">
        <h2 id="unidades" className="text-xl font-bold">
          Unidades ({units.length})
        </h2>
        {units.length === 0 && <p className="text-gray-700 dark:text-gray-300">Nenhuma unidade ainda.</p>}
        <ul className="grid grid-cols-1 gap-2">
          {units.map((u) => (
            <li key={u.id}>
              <strong>{u.name}</strong> · Conselheiro: {u.counsellorIds.map(nameOf).join(", ") || "nenhum"} ·{" "}
              {active.filter((p) => p.unitId === u.id).length} membro(s)
            </li>
          ))}
        </ul>
        {me.direct && (
          <Card>
            <Form method="post" className="grid grid-cols-1 gap-3">
              <input type="hidden" name="intent" value="unidade" />
              <FormField label="Nome da unidade" name="nome" id="unidade-nome" maxLength={CLUB_TEXT_MAX} required />
              <SelectField label="Conselheiro da unidade" name="conselheiro" defaultValue="">
                <option value="">Sem conselheiro por enquanto</option>
                {counsellors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <div>
                <Button type="submit">Criar unidade</Button>
              </div>
            </Form>
          </Card>
        )}
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
        </Card>
      )}
    </>
  );
}
