import { data, href } from "react-router";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { formDone, formError, formOutcome, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { familyInClub } from "#app/areas/clubs/family.store.server.ts";
import type { FamilyChild } from "#app/areas/clubs/family.store.server.ts";
import { CHILD_CONSENT_WORDING, childBirthYearProblem, inClub, reviewDate } from "#app/areas/clubs/clubs.ts";
import { requestChildJoin } from "#app/areas/clubs/clubs.store.server.ts";
import {
  addChild,
  CHILD_NOT_FOUND,
  childLeavesClub,
  childOf,
  childPlace,
  consentLog,
  withdrawChild,
} from "#app/areas/clubs/children.store.server.ts";
import { ActionNotice, AnswerHere, ClearingForm, IntentForm } from "#app/areas/clubs/ClubParts.tsx";
import { childForms, ROSTER_NAME_MAX } from "#app/areas/clubs/forms.ts";
import { tellDirectorOfRequest } from "#app/areas/clubs/club-notifications.server.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { ClubVisitorView } from "#app/areas/clubs/ClubVisitorView.tsx";
import type { Route } from "./+types/clube.criancas";
import { count } from "#app/platform/site/count.ts";

/**
 * /clube/criancas: a guardian's children under 13 (decision 0048). The guardian's account holds
 * each child's name and birth year with the consent given for them, asks a club to take the
 * child in, lets the child use the club's progress on the family's device, and withdraws the
 * consent (which deletes the child's data). Only the guardian sees their children.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/criancas")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  if (!user) return data({ visitor: true as const }, { headers: PRIVATE });
  const { db } = getApp(args.context);
  const church = await churchOfVisit(args);
  const year = Number(isoDate(await requestToday(args.request)).slice(0, 4));
  return data(
    {
      visitor: false as const,
      year,
      children: await familyInClub(db, church, user.id, year, new Date()),
      consents: (await consentLog(db, user.id)).map((c) => ({ ...c, on: reviewDate(c.at) })),
      wording: CHILD_CONSENT_WORDING,
    },
    { headers: PRIVATE },
  );
}

const DONE = {
  adicionar: "Perfil da criança criado, com a sua autorização registrada.",
  entrar: "Pedido enviado! A direção do clube vai aprová-lo.",
  sair: "A criança saiu do clube; os itens dela no clube foram apagados.",
  retirar: "Consentimento retirado: os dados da criança foram apagados.",
} as const;

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, childForms);
  if (!form.ok) return invalidForm(form);
  const input = form.data;
  const { db, clientAddress } = getApp(args.context);
  const now = new Date();
  if (input.intent === "adicionar") {
    const where = { intent: input.intent };
    const problem = childBirthYearProblem(input.ano, now);
    if (problem) return formError(problem, 400, undefined, where);
    await addChild(db, user, { name: input.nome, birthYear: input.ano }, now);
    return formDone({ message: DONE.adicionar }, where);
  }
  const where = { intent: input.intent, subject: input.crianca };
  const church = await churchOfVisit(args);
  // Another family's child answers as one that does not exist.
  if (!(await childOf(db, user.id, input.crianca))) return formError(CHILD_NOT_FOUND, 404, undefined, where);
  if (input.intent === "entrar") {
    // Each code tried counts in the same limits as the guardian's own: guessing codes for a child meets them too.
    const until = await hitAll(
      db,
      [
        [LIMITS.clubCodePerMember, user.id],
        [LIMITS.clubCodePerAddress, clientAddress],
      ],
      now,
    );
    if (until !== null) return formTooMany({ until, now }, "attempts", undefined, where);
    const result = await requestChildJoin(db, church, input.crianca, input.codigo, now);
    // The director hears of a child's request as of an adult's: a notice and an e-mail.
    const place = result.ok ? await childPlace(db, church, user.id, input.crianca, now) : null;
    if (place) await tellDirectorOfRequest(args, church, place.clubId, `${place.person.name} (criança da família de ${user.name})`, now);
    return formOutcome(result, DONE.entrar, where);
  }
  if (input.intent === "sair") return formOutcome(await childLeavesClub(db, church, user.id, input.crianca), DONE.sair, where);
  return formOutcome(await withdrawChild(db, user, input.crianca, now), DONE.retirar, where);
}

export default function ChildrenPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.visitor) return <ClubVisitorView title="Crianças da família" />;
  const { children, consents, wording, year } = loaderData;
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader
        title="Crianças da família"
        subtitle="Para Desbravadores com menos de 13 anos: o perfil fica na sua conta, sem e-mail próprio, e a criança usa o progresso do clube neste aparelho."
      />
      <ActionNotice result={actionData} />
      {children.length === 0 && <p className="text-muted">Nenhuma criança cadastrada ainda.</p>}
      <ul className="grid gap-4">
        {children.map((c) => (
          <li key={c.id} aria-label={c.name}>
            <Card className="grid gap-3">
              <h2 className="text-xl font-bold">{c.name}</h2>
              <p className="text-sm text-muted">Ano de nascimento: {c.birthYear}</p>
              {c.club ? (
                <p>
                  {c.club.waiting ? (
                    <>
                      Pedido para entrar {inClub(c.club.name)} <strong>{c.club.name}</strong> aguardando a direção.
                    </>
                  ) : (
                    <>
                      Participa {inClub(c.club.name, "do")} <strong>{c.club.name}</strong>
                      {c.club.unit && <> · Unidade {c.club.unit}</>}
                      {c.club.className && <> · Classe {c.club.className}</>}
                    </>
                  )}
                </p>
              ) : null}
              {c.club && !c.club.waiting && <ChildInClub club={c.club} year={year} />}
              {!c.club && (
                <IntentForm intent="entrar" label="Pedir para entrar" fields={{ crianca: c.id }}>
                  <FormField
                    label={`Código de convite do clube para ${c.name}`}
                    name="codigo"
                    id={`codigo-${c.id}`}
                    maxLength={20}
                    autoCapitalize="characters"
                    autoComplete="off"
                    required
                  />
                </IntentForm>
              )}
              <div className="flex flex-wrap gap-3">
                {c.club && !c.club.waiting && <ButtonLink to={`${href("/progresso-desbravador")}?crianca=${c.id}`}>Usar como {c.name}</ButtonLink>}
                {c.club && (
                  <ConfirmForm
                    label={c.club.waiting ? "Cancelar pedido" : "Sair do clube"}
                    question={`Tirar ${c.name} ${inClub(c.club.name, "do")} ${c.club.name}? Os itens dela no clube serão apagados.`}
                    confirm={`Sim, tirar ${c.name} do clube`}
                    intent="sair"
                    fields={{ crianca: c.id }}
                  />
                )}
                <ConfirmForm
                  label="Retirar consentimento e apagar"
                  question={`Retirar a sua autorização e apagar todos os dados de ${c.name} (perfil, clube e itens)? Fica registrado apenas que você retirou a autorização.`}
                  confirm={`Sim, apagar os dados de ${c.name}`}
                  intent="retirar"
                  fields={{ crianca: c.id }}
                />
              </div>
              <AnswerHere result={actionData} intent={["entrar", "sair"]} subject={c.id} />
            </Card>
          </li>
        ))}
      </ul>
      <AnswerHere result={actionData} intent="retirar" />

      <Card>
        <h2 className="mb-2 text-xl font-bold">Cadastrar uma criança</h2>
        <p className="mb-3 text-sm text-muted">
          Guardamos só o nome e o ano de nascimento. A criança não tem e-mail nem senha: ela usa o portal pela sua conta, neste aparelho.
        </p>
        <ClearingForm result={actionData} intent="adicionar" submit="Cadastrar criança">
          <FormField label="Nome da criança" name="nome" id="crianca-nome" maxLength={ROSTER_NAME_MAX} required />
          <FormField label="Ano de nascimento da criança" name="ano" id="crianca-ano" inputMode="numeric" pattern="\d{4}" maxLength={4} required />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="consentimento" value="sim" required className="mt-1" />
            <span>{wording}</span>
          </label>
        </ClearingForm>
      </Card>

      <Card>
        <h2 className="mb-2 text-xl font-bold">Seus dados e os das crianças</h2>
        <p className="text-sm">
          O arquivo de{" "}
          <a href={href("/perfil/dados")} className="font-semibold underline" download>
            Baixar meus dados
          </a>{" "}
          inclui o perfil de cada criança, o lugar dela no clube, os itens e o histórico, e estas autorizações. Ao excluir a sua conta, os perfis das
          crianças são apagados com ela.
        </p>
        <h3 className="mt-3 font-bold">Autorizações registradas</h3>
        {consents.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma ainda.</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm">
            {consents.map((c, i) => (
              <li key={i}>
                {c.on} · {c.action === "dado" ? "Autorização dada" : "Autorização retirada"} por {c.by_name} para {c.child_name}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <PageLink to={href("/clube")} className="font-semibold underline">
            Voltar ao clube
          </PageLink>
        </p>
      </Card>
    </section>
  );
}

type ClubOfChild = NonNullable<FamilyChild["club"]>;

/** What the family sees of a child in the club: class progress, returned items and specialties with the leaders' notes, the year's attendance. */
function ChildInClub({ club, year }: { club: ClubOfChild; year: number }) {
  const a = club.attendance;
  return (
    <div className="grid gap-3">
      {club.progress && (
        <p>
          Classe {club.className}: <strong>{count(club.progress.approved, "item aprovado", "itens aprovados")}</strong> de {club.progress.total}
          {club.progress.waiting > 0 && ` · ${club.progress.waiting} aguardando`}
          {club.progress.returned > 0 && ` · ${count(club.progress.returned, "devolvido", "devolvidos")}`}
        </p>
      )}
      {club.returned.length > 0 && (
        <section aria-label="Itens devolvidos" className="grid gap-1">
          <h3 className="font-bold">Devolvidos para refazer</h3>
          <ul className="grid gap-1 text-sm">
            {club.returned.map((r) => (
              <li key={r.item}>
                {r.item} — {r.state}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Especialidades" className="grid gap-1">
        <h3 className="font-bold">Especialidades</h3>
        {club.specialties.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma especialidade marcada ainda.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {club.specialties.map((r) => (
              <li key={r.item}>
                {r.item} — {r.state}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        Frequência em {year}:{" "}
        {a.called === 0
          ? "nenhuma chamada ainda."
          : `${count(a.present, "presença", "presenças")}, ${count(a.absent, "falta", "faltas")}, ${count(a.justified, "justificada", "justificadas")} em ${count(a.called, "chamada", "chamadas")}.`}
      </p>
    </div>
  );
}
