import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import type { ClubPerson } from "./roster.store.server.ts";
import { AnswerHere, ClearingForm, IntentForm, Options, type ClubActionResult } from "./ClubParts.tsx";
import { ROSTER_NAME_MAX } from "./forms.ts";

/** Requests to join: the director approves or refuses each; whoever keeps the roster may link one to a roster entry. */
export function JoinRequests({
  waiting,
  unlinked,
  direct,
  keepRoster,
  result,
}: {
  waiting: ClubPerson[];
  unlinked: ClubPerson[];
  direct: boolean;
  keepRoster: boolean;
  result: ClubActionResult | undefined;
}) {
  return (
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
          {direct && (
            <div className="flex flex-wrap gap-2">
              <IntentForm intent="aprovar-pedido" label="Aprovar" who={p.name} fields={{ pessoa: p.id }} variant="primary" />
              <IntentForm intent="recusar-pedido" label="Recusar" who={p.name} fields={{ pessoa: p.id }} variant="danger" />
            </div>
          )}
          {keepRoster && unlinked.length > 0 && (
            <IntentForm intent="ligar-rol" label="Ligar ao rol" fields={{ pessoa: p.id }}>
              <SelectField label={`Entrada do rol para ${p.name}`} name="rol" id={`rol-${p.id}`}>
                <Options items={unlinked} value={(r) => r.id} label={(r) => r.name} />
              </SelectField>
            </IntentForm>
          )}
        </Card>
      ))}
    </section>
  );
}

/** Adding someone without an account to the roster: only a name and a birth year. */
export function AddToRoster({ result }: { result: ClubActionResult | undefined }) {
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">Adicionar ao rol</h2>
      <p className="mb-3 text-sm text-muted">
        Para quem ainda não tem conta: guardamos só o nome e o ano de nascimento, vistos apenas pelos líderes do clube, e apagados com o clube ou a
        pedido da família. Para uma criança menor de 13 anos, o responsável pode também criar o perfil dela em{" "}
        <PageLink to={href("/clube/criancas")} className="font-semibold underline">
          Crianças da família
        </PageLink>{" "}
        e ligá-lo a esta entrada.
      </p>
      <ClearingForm result={result} intent="adicionar-rol" submit="Adicionar ao rol">
        <FormField label="Nome" name="nome" id="rol-nome" maxLength={ROSTER_NAME_MAX} required />
        <FormField label="Ano de nascimento" name="ano" inputMode="numeric" pattern="\d{4}" maxLength={4} required />
      </ClearingForm>
    </Card>
  );
}
