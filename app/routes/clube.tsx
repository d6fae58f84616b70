import { data, Form, href, redirect } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { formOutcome, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { checkedItems } from "#app/areas/pathfinders/progress.store.server.ts";
import { inClub, LEADERS, ROLE_LABELS } from "#app/areas/clubs/clubs.ts";
import { familyInClub } from "#app/areas/clubs/family.store.server.ts";
import type { FamilyChild } from "#app/areas/clubs/family.store.server.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { clubOf, createClub, leaveClub, membershipOf, requestJoin } from "#app/areas/clubs/clubs.store.server.ts";
import { clubUnits } from "#app/areas/clubs/units.store.server.ts";
import { ActionNotice, CLUB_PAGES, IntentForm, LoginFirst } from "#app/areas/clubs/ClubParts.tsx";
import { CLUB_TEXT_MAX, clubForms } from "#app/areas/clubs/forms.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import { NOT_IN_CLUB } from "#app/areas/clubs/guards.server.ts";
import { markTicksOfMember } from "#app/areas/clubs/reviews.store.server.ts";
import { tellDirectorOfRequest } from "#app/areas/clubs/club-notifications.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { ShareLink } from "#app/components/ui/ShareLink.tsx";
import { NotificationsBadge } from "#app/areas/notifications/NotificationsBadge.tsx";
import { unseenNotifications } from "#app/areas/notifications/notifications.store.server.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { safeReturnPath } from "#app/areas/accounts/return-path.ts";
import type { Route } from "./+types/clube";
import { count } from "#app/platform/site/count.ts";

/** /clube: create a club or ask to join one by its code; a member sees their club. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  const url = new URL(args.request.url);
  const typedCode = url.searchParams.get("codigo")?.slice(0, 20) ?? "";
  // A visitor who followed an invitation logs in or signs up and comes back to it.
  if (!user)
    return data({ state: "visitor" as const, typedCode, back: typedCode ? safeReturnPath(url.pathname + url.search) : null }, { headers: PRIVATE });
  const { db } = getApp(args.context);
  const church = await churchOfVisit(args);
  const me = await membershipOf(db, church, user.id);
  const year = Number(isoDate(await requestToday(args.request)).slice(0, 4));
  // A guardian's children in clubs: the family has something to do with the club even when the guardian is in none.
  const family = (await familyInClub(db, church, user.id, year, new Date())).filter((c) => c.club);
  if (!me) return data({ state: "none" as const, typedCode, family }, { headers: PRIVATE });
  if (me.status === "pendente") return data({ state: "waiting" as const, clubName: me.clubName }, { headers: PRIVATE });
  const club = await clubOf(db, church, me.clubId);
  // The club went away since its place was read.
  if (!club) throw data({ error: NOT_IN_CLUB }, { status: 403 });
  const unit = (await clubUnits(db, church, me.clubId)).find((u) => u.id === me.unitId);
  return data(
    {
      state: "member" as const,
      club: { name: club.name, church: club.church, city: club.city, region: club.region },
      // Only the director sees and shares the code, and the link as a full address (PUBLIC_URL).
      code: me.role === "diretor" ? club.invite_code : null,
      inviteUrl: me.role === "diretor" ? `${accountMail(args).siteUrl}${href("/clube")}?codigo=${club.invite_code}` : null,
      role: ROLE_LABELS[me.role],
      leader: LEADERS.includes(me.role),
      unitName: unit?.name ?? null,
      unseen: await unseenNotifications(db, user.id),
      family,
    },
    { headers: PRIVATE },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, clubForms);
  if (!form.ok) return invalidForm(form);
  const app = getApp(args.context);
  const church = await churchOfVisit(args);
  const now = new Date();
  const input = form.data;
  if (input.intent === "criar") {
    const result = await createClub(
      app.db,
      church,
      user.id,
      { name: input.nome, church: input.igreja, city: input.cidade, region: input.regiao },
      now,
    );
    return result.ok ? redirect(href("/clube")) : formOutcome(result, "");
  }
  if (input.intent === "entrar") {
    // Every code tried counts, right or wrong: guessing codes meets the limit.
    const until = await hitAll(
      app.db,
      [
        [LIMITS.clubCodePerMember, user.id],
        [LIMITS.clubCodePerAddress, app.clientAddress],
      ],
      now,
    );
    if (until !== null) return formTooMany({ until, now }, "attempts");
    const result = await requestJoin(app.db, church, user.id, input.codigo, now);
    if (result.ok) {
      const me = await membershipOf(app.db, church, user.id);
      if (me) {
        await markTicksOfMember(app.db, church, me.personId, await checkedItems(app.db, user.id), now);
        await tellDirectorOfRequest(args, church, me.clubId, user.name, now);
      }
    }
    return formOutcome(result, "Pedido enviado! A direção do clube vai aprová-lo.");
  }
  return formOutcome(await leaveClub(app.db, church, user.id), "Você saiu do clube.");
}

export default function ClubPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader title="Clube de Desbravadores" subtitle="Seu clube, suas unidades e os requisitos aprovados pelos conselheiros." />
      <ActionNotice result={actionData} />
      {loaderData.state === "visitor" && <LoginFirst back={loaderData.back} />}
      {loaderData.state === "none" && <NoClub typedCode={loaderData.typedCode} family={loaderData.family} />}
      {loaderData.state === "waiting" && (
        <Card>
          <p>
            Seu pedido para entrar {inClub(loaderData.clubName)} <strong>{loaderData.clubName}</strong> aguarda a aprovação da direção.
          </p>
          <div className="mt-3">
            <IntentForm intent="sair" label="Cancelar pedido" />
          </div>
        </Card>
      )}
      {loaderData.state === "member" && <MemberView data={loaderData} />}
    </section>
  );
}

/** For a parent or guardian: children under 13 come in through the guardian's account. */
function ChildrenLink() {
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">Desbravadores com menos de 13 anos</h2>
      <p className="mb-3 text-sm text-muted">
        A mãe, o pai ou o responsável cadastra a criança na própria conta, com a autorização registrada, e pede para ela entrar no clube.
      </p>
      <ButtonLink to={href("/clube/criancas")} variant="secondary">
        Crianças da família
      </ButtonLink>
    </Card>
  );
}

/** Each child of the family in a club, at a glance; the details are on the family's page. */
function FamilyCard({ family }: { family: FamilyChild[] }) {
  if (family.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">A família no clube</h2>
      <ul className="grid gap-2">
        {family.map((c) => (
          <li key={c.id}>
            <strong>{c.name}</strong>:{" "}
            {c.club!.waiting
              ? `pedido para entrar ${inClub(c.club!.name)} ${c.club!.name} aguardando a direção.`
              : [
                  `${inClub(c.club!.name, "no")} ${c.club!.name}`,
                  c.club!.unit && `unidade ${c.club!.unit}`,
                  c.club!.progress && `classe ${c.club!.className}, ${c.club!.progress.approved} de ${c.club!.progress.total} itens aprovados`,
                  c.club!.returned.length > 0 && count(c.club!.returned.length, "item devolvido com observação", "itens devolvidos com observação"),
                  count(c.club!.attendance.present, "presença", "presenças") + ` em ${c.club!.attendance.called}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <ButtonLink to={href("/clube/criancas")} variant="secondary">
          Ver o progresso, as especialidades e as observações
        </ButtonLink>
      </p>
    </Card>
  );
}

function NoClub({ typedCode, family }: { typedCode: string; family: FamilyChild[] }) {
  const forms = <JoinOrCreate typedCode={typedCode} />;
  return (
    <>
      <FamilyCard family={family} />
      {family.length > 0 && !typedCode ? (
        <details className="rounded-xl border border-line p-4">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Você também quer participar de um clube ou criar um?</summary>
          <div className="mt-3 grid gap-6">{forms}</div>
        </details>
      ) : (
        forms
      )}
      <ChildrenLink />
    </>
  );
}

function JoinOrCreate({ typedCode }: { typedCode: string }) {
  return (
    <>
      <Card>
        <h2 className="mb-3 text-xl font-bold">Entrar em um clube</h2>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="entrar" />
          <FormField
            label="Código de convite"
            name="codigo"
            defaultValue={typedCode}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            hint="6 letras e números, recebidos da direção do clube."
            required
          />
          <div>
            <Button type="submit">Pedir para entrar</Button>
          </div>
        </Form>
      </Card>
      <Card>
        <h2 className="mb-3 text-xl font-bold">Criar um clube</h2>
        <p className="mb-3 text-sm text-muted">Quem cria o clube fica com a direção dele.</p>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="criar" />
          <FormField label="Nome do clube" name="nome" maxLength={CLUB_TEXT_MAX} required />
          <FormField label="Igreja" name="igreja" maxLength={CLUB_TEXT_MAX} required />
          <FormField label="Cidade" name="cidade" maxLength={CLUB_TEXT_MAX} required />
          <FormField label="Região" name="regiao" maxLength={CLUB_TEXT_MAX} hint="Associação ou Missão." required />
          <div>
            <Button type="submit">Criar clube</Button>
          </div>
        </Form>
      </Card>
    </>
  );
}

type MemberData = Extract<Route.ComponentProps["loaderData"], { state: "member" }>;

function MemberView({ data: d }: { data: MemberData }) {
  return (
    <>
      <Card>
        <h2 className="text-2xl font-bold">{d.club.name}</h2>
        <p className="text-muted">
          {d.club.church} · {d.club.city} · {d.club.region}
        </p>
        <p className="mt-3">
          Seu papel: <strong>{d.role}</strong>
          {d.unitName && (
            <>
              {" "}
              · Unidade: <strong>{d.unitName}</strong>
            </>
          )}
        </p>
      </Card>
      {d.code && (
        <Card>
          <h2 className="mb-2 text-xl font-bold">Convite</h2>
          <p>
            Código:{" "}
            <strong className="font-mono text-2xl tracking-widest" data-testid="codigo-convite">
              {d.code}
            </strong>
          </p>
          {d.inviteUrl && (
            <div className="mt-3">
              <ShareLink id="link-clube" label="Link do convite" url={d.inviteUrl} message={`Peça para entrar no clube ${d.club.name} no Lâmpada:`} />
            </div>
          )}
          <p className="mt-2 text-sm text-muted">Cada pedido espera a sua aprovação em Pessoas e unidades.</p>
        </Card>
      )}
      <p>
        <NotificationsBadge unseen={d.unseen} />
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={href("/progresso-desbravador")}>Meu progresso</ButtonLink>
        {d.leader &&
          CLUB_PAGES.map((page) => (
            <ButtonLink key={page.to} to={page.to} variant="secondary">
              {page.label}
            </ButtonLink>
          ))}
      </div>
      <FamilyCard family={d.family} />
      <ChildrenLink />
      <div>
        <IntentForm intent="sair" label="Sair do clube" variant="danger" />
      </div>
    </>
  );
}
