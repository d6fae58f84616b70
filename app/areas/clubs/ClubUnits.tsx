import { Card } from "#app/components/ui/Card.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { count } from "#app/platform/site/count.ts";
import type { ClubPerson } from "./roster.store.server.ts";
import type { ClubUnit } from "./units.store.server.ts";
import { AnswerHere, ClearingForm, formKey, IntentForm, Options, type ClubActionResult } from "./ClubParts.tsx";
import { CLUB_TEXT_MAX } from "./forms.ts";

interface Props {
  units: ClubUnit[];
  /** Everyone of the club, for the counsellors' names. */
  people: ClubPerson[];
  active: ClubPerson[];
  direct: boolean;
  result: ClubActionResult | undefined;
}

/** The club's units: who counsels each and how many are in it; the director renames, reassigns, deletes and creates them. */
export function ClubUnits({ units, people, active, direct, result }: Props) {
  const counsellors = active.filter((p) => p.role === "conselheiro");
  return (
    <section aria-labelledby="unidades" className="grid grid-cols-1 gap-3">
      <h2 id="unidades" className="text-xl font-bold">
        Unidades ({units.length})
      </h2>
      <AnswerHere result={result} intent="excluir-unidade" />
      {units.length === 0 && <p className="text-muted">Nenhuma unidade ainda.</p>}
      <ul className="grid grid-cols-1 gap-2">
        {units.map((u) => (
          <li key={u.id} aria-label={`Unidade ${u.name}`}>
            <UnitCard
              unit={u}
              members={active.filter((p) => p.unitId === u.id).length}
              names={u.counsellorIds.map((id) => people.find((p) => p.id === id)?.name ?? "")}
              counsellors={counsellors}
              direct={direct}
              result={result}
            />
          </li>
        ))}
      </ul>
      {direct && (
        <Card>
          <ClearingForm result={result} intent="unidade" submit="Criar unidade">
            <FormField label="Nome da unidade" name="nome" id="unidade-nome" maxLength={CLUB_TEXT_MAX} required />
            <SelectField label="Quem aconselha a unidade" name="conselheiro" defaultValue="">
              <option value="">Ninguém por enquanto</option>
              <Options items={counsellors} value={(c) => c.id} label={(c) => c.name} />
            </SelectField>
          </ClearingForm>
        </Card>
      )}
    </section>
  );
}

/** One unit: its counsellors and size, and the director's forms for it. */
function UnitCard({
  unit: u,
  members,
  names,
  counsellors,
  direct,
  result,
}: { unit: ClubUnit; members: number; names: string[]; counsellors: ClubPerson[] } & Pick<Props, "direct" | "result">) {
  return (
    <Card className="grid gap-2">
      <p>
        <strong>{u.name}</strong> · Aconselhamento: {names.join(", ") || "ninguém ainda"} · {count(members, "membro", "membros")}
      </p>
      {direct && (
        <div className="flex flex-wrap gap-3">
          <IntentForm key={formKey(result, "renomear-unidade")} intent="renomear-unidade" label="Renomear" fields={{ unidade: u.id }}>
            <FormField label={`Outro nome para ${u.name}`} name="nome" id={`nome-${u.id}`} maxLength={CLUB_TEXT_MAX} required />
          </IntentForm>
          <IntentForm intent="conselheiro-unidade" label="Trocar" fields={{ unidade: u.id }}>
            <SelectField label={`Quem aconselha ${u.name}`} name="conselheiro" id={`conselheiro-${u.id}`} defaultValue={u.counsellorIds[0] ?? ""}>
              <option value="">Ninguém</option>
              <Options items={counsellors} value={(c) => c.id} label={(c) => c.name} />
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
  );
}
