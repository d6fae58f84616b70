import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { ROLE_LABELS } from "./clubs.ts";
import type { ClubPerson } from "./roster.store.server.ts";
import type { ClubUnit } from "./units.store.server.ts";
import { AnswerHere, IntentForm, Options, type ClubActionResult } from "./ClubParts.tsx";
import { ASSIGNABLE_ROLES, CLASS_REASON_MAX } from "./forms.ts";

type ClubClass = { id: number; titulo: string };

interface Rights {
  direct: boolean;
  keepRoster: boolean;
  units: ClubUnit[];
  classes: ClubClass[];
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

/** The club's active people, each with the forms the viewer may use on them. */
export function ClubPeople({ active, result, ...rights }: { active: ClubPerson[]; result: ClubActionResult | undefined } & Rights) {
  return (
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
                · {describe(p, rights.units.find((u) => u.id === p.unitId)?.name)}
              </p>
              {p.classId !== null && (
                <p className="text-sm" data-testid={`classe-${p.id}`}>
                  Classe {rights.classes.find((c) => c.id === p.classId)?.titulo}
                  {p.classChosen ? (p.classReason ? ` — escolhida pela direção: ${p.classReason}` : " — escolhida pela direção") : " (pela idade)"}
                </p>
              )}
              <PersonForms person={p} {...rights} />
              <AnswerHere result={result} intent={["colocar", "classe", "papel", "passar-direcao"]} subject={p.id} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the viewer may do to one person: unit, class, role, direction, removal. */
function PersonForms({ person: p, direct, keepRoster, units, classes }: { person: ClubPerson } & Rights) {
  return (
    <div className="flex flex-wrap gap-3">
      {keepRoster && units.length > 0 && (
        <IntentForm intent="colocar" label="Colocar" fields={{ pessoa: p.id }}>
          <SelectField label={`Unidade de ${p.name}`} name="unidade" id={`unidade-${p.id}`} defaultValue={p.unitId ?? ""}>
            <option value="">Sem unidade</option>
            <Options items={units} value={(u) => u.id} label={(u) => u.name} />
          </SelectField>
        </IntentForm>
      )}
      {direct && p.role === "desbravador" && (
        <IntentForm intent="classe" label="Matricular" fields={{ pessoa: p.id }}>
          <div className="grid gap-2">
            <SelectField label={`Classe de ${p.name}`} name="classe" id={`classe-${p.id}`} defaultValue={p.classChosen ? String(p.classId) : ""}>
              <option value="">Pela idade</option>
              <Options items={classes} value={(c) => c.id} label={(c) => c.titulo} />
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
      {direct && p.hasAccount && p.role !== "diretor" && (
        <>
          <IntentForm intent="papel" label="Mudar papel" fields={{ pessoa: p.id }}>
            <SelectField label={`Papel de ${p.name}`} name="papel" id={`papel-${p.id}`} defaultValue={p.role}>
              <Options items={ASSIGNABLE_ROLES} value={(r) => r} label={(r) => ROLE_LABELS[r]} />
            </SelectField>
          </IntentForm>
          <IntentForm intent="passar-direcao" label="Passar a direção" who={`a ${p.name}`} fields={{ pessoa: p.id }} />
        </>
      )}
      {direct && p.role !== "diretor" && (p.hasAccount || p.isChild) && (
        <ConfirmForm
          label="Remover"
          question={`Remover ${p.name} do clube? Os itens marcados e aprovados no clube serão apagados.`}
          confirm={`Sim, remover ${p.name}`}
          intent="remover"
          fields={{ pessoa: p.id }}
        />
      )}
      {keepRoster && !p.hasAccount && !p.isChild && (
        <ConfirmForm
          label="Excluir do rol"
          question={`Excluir ${p.name} do rol? O nome, o ano de nascimento e todos os itens serão apagados.`}
          confirm={`Sim, excluir ${p.name}`}
          intent="excluir-rol"
          fields={{ pessoa: p.id }}
        />
      )}
    </div>
  );
}
