import { Card } from "#app/components/ui/Card.tsx";
import { ROLE_DUTIES, ROLE_LABELS, ROLES } from "./clubs.ts";
import type { ClubPerson } from "./roster.store.server.ts";
import type { ClubUnit } from "./units.store.server.ts";
import { AnswerHere, IntentForm, type ClubActionResult } from "./ClubParts.tsx";
import { ClubPeople } from "./ClubPeople.tsx";
import { AddToRoster, JoinRequests } from "./ClubRoster.tsx";
import { ClubUnits } from "./ClubUnits.tsx";

interface Props {
  me: { personId: string; direct: boolean; keepRoster: boolean };
  people: ClubPerson[];
  units: ClubUnit[];
  classes: Array<{ id: number; titulo: string }>;
  code: string | null;
  inLeague: boolean;
  result: ClubActionResult | undefined;
}

/** The people page: requests, people with their roles, classes and units, the roster, units, the code. */
export function PeopleView({ me, people, units, classes, code, inLeague, result }: Props) {
  const waiting = people.filter((p) => p.status === "pendente");
  const active = people.filter((p) => p.status === "ativo");
  const unlinked = active.filter((p) => !p.hasAccount && !p.isChild);
  return (
    <>
      <JoinRequests waiting={waiting} unlinked={unlinked} direct={me.direct} keepRoster={me.keepRoster} result={result} />
      <ClubPeople active={active} units={units} classes={classes} direct={me.direct} keepRoster={me.keepRoster} result={result} />
      {me.keepRoster && <AddToRoster result={result} />}
      <ClubUnits units={units} people={people} active={active} direct={me.direct} result={result} />
      <RoleDuties />
      {me.direct && code && <InviteAndLeague code={code} inLeague={inLeague} result={result} />}
    </>
  );
}

/** What each role of the club does. */
function RoleDuties() {
  return (
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
  );
}

/** The director's card: the club's invite code (renewable) and taking part in the league of clubs. */
function InviteAndLeague({ code, inLeague, result }: { code: string; inLeague: boolean; result: ClubActionResult | undefined }) {
  return (
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
  );
}
