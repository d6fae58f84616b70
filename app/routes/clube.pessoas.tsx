import { data } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, formOutcome, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { birthYearProblem, may, suggestedClass, type Permission } from "#app/areas/clubs/clubs.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { clubOf, renewCode, setLeague, type Result } from "#app/areas/clubs/clubs.store.server.ts";
import {
  addRosterEntry,
  clubPeople,
  clubPerson,
  decideRequest,
  deleteRosterEntry,
  linkRequestToRoster,
  passDirector,
  personInClub,
  removePerson,
  setClass,
  setRole,
} from "#app/areas/clubs/roster.store.server.ts";
import { clubUnits, createUnit, deleteUnit, placeInUnit, renameUnit, setUnitCounsellor } from "#app/areas/clubs/units.store.server.ts";
import { ActionNotice, ClubNav, LoginFirst } from "#app/areas/clubs/ClubParts.tsx";
import { peopleForms } from "#app/areas/clubs/forms.ts";
import { NOT_IN_CLUB, requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { PeopleView } from "#app/areas/clubs/PeopleView.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/clube.pessoas";

/** /clube/pessoas: the club's leaders see its people, requests, roster and units, and act by role. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/pessoas")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader(args: Route.LoaderArgs) {
  return clubPage(args, "lead", async ({ me, church }) => {
    const { db } = getApp(args.context);
    const club = await clubOf(db, church, me.clubId);
    // The club went away since the guard found it.
    if (!club) throw data({ error: NOT_IN_CLUB }, { status: 403 });
    return {
      me: { personId: me.personId, direct: may(me.role, "direct"), keepRoster: may(me.role, "keepRoster") },
      people: await clubPeople(db, church, me.clubId, new Date()),
      classes: loadClasses().map(({ id, titulo }) => ({ id, titulo })),
      units: await clubUnits(db, church, me.clubId),
      code: me.role === "diretor" ? club.invite_code : null,
      inLeague: club.in_league === 1,
    };
  });
}

/** Which permission each action needs; the guard reads the role from the database. */
const PEOPLE_PERMISSIONS: Record<string, Permission> = {
  "aprovar-pedido": "direct",
  "recusar-pedido": "direct",
  papel: "direct",
  "passar-direcao": "direct",
  remover: "direct",
  "renovar-codigo": "direct",
  liga: "direct",
  unidade: "direct",
  "renomear-unidade": "direct",
  "conselheiro-unidade": "direct",
  "excluir-unidade": "direct",
  classe: "direct",
  "ligar-rol": "keepRoster",
  "adicionar-rol": "keepRoster",
  "excluir-rol": "keepRoster",
  colocar: "keepRoster",
};

const DONE: Record<string, string> = {
  "aprovar-pedido": "Pedido aprovado.",
  "recusar-pedido": "Pedido recusado.",
  papel: "Papel alterado.",
  "passar-direcao": "Direção passada. Agora seu papel é Aconselhamento de unidade.",
  remover: "Pessoa removida do clube.",
  "renomear-unidade": "Unidade renomeada.",
  "conselheiro-unidade": "Quem aconselha a unidade foi atualizado.",
  "excluir-unidade": "Unidade excluída.",
  classe: "Classe atualizada.",
  "renovar-codigo": "Novo código criado. O anterior não funciona mais.",
  liga: "Participação na liga dos clubes atualizada.",
  unidade: "Unidade criada.",
  "ligar-rol": "Entrada do rol ligada ao pedido: os itens aprovados continuam.",
  "adicionar-rol": "Adicionado ao rol do clube.",
  "excluir-rol": "Entrada do rol excluída, com todos os seus dados.",
  colocar: "Unidade atualizada.",
};

/** What a change the store cannot refuse comes to. */
const ok: Result = { ok: true };

export async function action(args: Route.ActionArgs) {
  await requireWritingMember(args);
  const form = await parseForm(args.request, peopleForms);
  if (!form.ok) return invalidForm(form);
  const input = form.data;
  const { me, church } = await requireClubRole(args, PEOPLE_PERMISSIONS[input.intent]!);
  const { db } = getApp(args.context);
  const now = new Date();
  const club = me.clubId;
  const subject = "pessoa" in input ? input.pessoa : "unidade" in input ? input.unidade : undefined;
  const where = { intent: input.intent, subject };
  let result: Result;
  switch (input.intent) {
    case "aprovar-pedido":
    case "recusar-pedido":
      result = await decideRequest(db, church, club, input.pessoa, input.intent === "aprovar-pedido");
      break;
    case "ligar-rol":
      result = await linkRequestToRoster(db, church, club, input.pessoa, input.rol);
      break;
    case "papel":
      result = await setRole(db, church, club, input.pessoa, input.papel);
      break;
    case "passar-direcao":
      result = await passDirector(db, church, club, me.personId, input.pessoa);
      break;
    case "remover":
      result = await removePerson(db, church, club, input.pessoa);
      break;
    case "excluir-rol":
      result = await deleteRosterEntry(db, church, club, input.pessoa);
      break;
    case "renovar-codigo":
      await renewCode(db, church, club);
      result = ok;
      break;
    case "liga":
      await setLeague(db, church, club, input.participar === "1");
      result = ok;
      break;
    case "adicionar-rol": {
      const problem = birthYearProblem(input.ano, now);
      if (problem) return formError(problem, 400, undefined, where);
      await addRosterEntry(db, church, club, input.nome, input.ano, now);
      result = ok;
      break;
    }
    case "unidade":
      result = await createUnit(db, church, club, input.nome, input.conselheiro || null, now);
      break;
    case "colocar":
      result = await placeInUnit(db, church, club, input.pessoa, input.unidade || null);
      break;
    case "renomear-unidade":
      result = await renameUnit(db, church, club, input.unidade, input.nome);
      break;
    case "conselheiro-unidade":
      result = await setUnitCounsellor(db, church, club, input.unidade, input.conselheiro || null);
      break;
    case "excluir-unidade":
      result = await deleteUnit(db, church, club, input.unidade);
      break;
    case "classe": {
      const chosen = input.classe === "" ? null : Number(input.classe);
      const person = await personInClub(db, church, club, input.pessoa);
      const byAge = person ? clubPerson(person, now).birthYear : null;
      // A class other than the age's needs the director's reason, shown beside it.
      if (chosen !== null && !input.motivo && (byAge === null || suggestedClass(byAge, now) !== chosen))
        return formError("Escreva o motivo da classe escolhida: ele aparece ao lado dela.", 400, undefined, where);
      result = await setClass(db, church, club, input.pessoa, chosen, input.motivo);
      break;
    }
  }
  return formOutcome(result, DONE[input.intent]!, where);
}

export default function PeoplePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader title="Pessoas e unidades" subtitle="Pedidos, papéis, rol do clube e unidades." />
      {loaderData.visitor ? (
        <LoginFirst />
      ) : (
        <>
          <ClubNav />
          <ActionNotice result={actionData} />
          <PeopleView {...loaderData} result={actionData} />
        </>
      )}
    </section>
  );
}
