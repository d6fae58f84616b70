import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { may, type LeagueRow } from "#app/areas/clubs/clubs.ts";
import { ActionNotice, ClubNav, IntentForm } from "#app/areas/clubs/ClubParts.tsx";
import { classDashboard, isKnownClubItem } from "#app/areas/clubs/dashboard.server.ts";
import { dashboardForms } from "#app/areas/clubs/forms.ts";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { clubLeague, unitLeague } from "#app/areas/clubs/leagues.store.server.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { approveSeveral } from "#app/areas/clubs/reviews.store.server.ts";
import { tellOfReview } from "#app/areas/clubs/club-notifications.server.ts";
import { clubCriteria } from "#app/areas/clubs/meetings.store.server.ts";
import { CRITERION_POINTS, criteriaNames, PRESENCE_POINTS } from "#app/areas/clubs/unit-points.ts";
import { POINTS } from "#app/areas/gamification/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { ClubVisitorView } from "#app/areas/clubs/ClubVisitorView.tsx";
import type { Route } from "./+types/clube.painel";
import { count, plural } from "#app/platform/site/count.ts";

/**
 * /clube/painel: opens on 'Aguardando você' (every item waiting for this leader, across classes
 * and units, oldest first, approvable here); `?classe=N` shows who is enrolled in a class; the
 * unit league and the club league.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/painel")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader(args: Route.LoaderArgs) {
  return clubPage(args, "lead", async ({ me, church }) => {
    const { db } = getApp(args.context);
    const now = new Date();
    const asked = new URL(args.request.url).searchParams.get("classe");
    return {
      board: await classDashboard(db, church, me, Number(asked), now),
      showClass: asked !== null,
      csv: may(me.role, "keepRoster"),
      units: await unitLeague(db, church, me.clubId, now),
      criteria: await clubCriteria(db, church, me.clubId),
      clubs: await clubLeague(db, church, now),
      myClub: me.clubId,
    };
  });
}

/** Approving from 'Aguardando você': the same check and the same write as on the person's page. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, dashboardForms);
  if (!form.ok) return invalidForm(form);
  const { me, church } = await requireClubRole(args, "review");
  const input = form.data;
  const items = input.intent === "aprovar" ? [{ personId: input.pessoa, key: input.item }] : input.selecionados;
  if (!items.every((i) => isKnownClubItem(i.key))) return formError("Item não encontrado.", 404);
  const { db } = getApp(args.context);
  const now = new Date();
  // The same check and the same write as on the person's page, each approval logged with who and when.
  const result = await approveSeveral(db, church, { ...me, name: user.name }, items, false, now);
  if (!result.ok) return formError(result.message, 403);
  if (input.intent === "aprovar" && result.approved.length === 0)
    return formError("Este item não está neste estado (talvez outra pessoa já o tenha revisado).", 409);
  for (const done of result.approved)
    await tellOfReview(args, church, me.clubId, done.personId, { key: done.key, action: "aprovar", by: user.name, note: null }, now);
  if (input.intent === "aprovar") return formDone({ message: "Item aprovado." });
  const skipped = result.skipped > 0 ? ` (${count(result.skipped, "já tinha sido revisado", "já tinham sido revisados")})` : "";
  return formDone({ message: `${count(result.approved.length, "item aprovado", "itens aprovados")}${skipped}.` });
}

const tabClass = "rounded-full border-2 border-brand-700 px-3 py-1 font-semibold aria-[current=page]:bg-brand-700 aria-[current=page]:text-on-accent";

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.visitor) return <ClubVisitorView title="Painel do clube" width="4xl" />;
  const { board, showClass, csv, units, criteria, clubs, myClub } = loaderData;
  const unitName = (id: string | null) => board.units.find((u) => u.id === id)?.name ?? "Sem unidade";
  const groups = [...board.units.map((u) => u.id as string | null), null].filter((id) => board.rows.some((r) => r.unitId === id));
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader title="Painel do clube" subtitle="O que aguarda você primeiro; depois, cada classe com quem está matriculado nela." />
      <ClubNav />
      <nav aria-label="Painel" className="flex flex-wrap gap-2">
        <PageLink to={href("/clube/painel")} aria-current={showClass ? undefined : "page"} className={tabClass}>
          Aguardando você ({board.waiting.length})
        </PageLink>
        {board.classes.map((c) => (
          <PageLink
            key={c.id}
            to={`${href("/clube/painel")}?classe=${c.id}`}
            aria-current={showClass && c.id === board.current.id ? "page" : undefined}
            className={tabClass}
          >
            {c.titulo} ({c.enrolled})
          </PageLink>
        ))}
      </nav>
      {!showClass ? (
        <section aria-labelledby="aguardando" className="grid gap-3">
          <h2 id="aguardando" className="text-2xl font-bold">
            Aguardando você
          </h2>
          <div aria-live="polite">
            <ActionNotice result={actionData} />
          </div>
          {board.waiting.length === 0 ? (
            <p className="text-muted">Nada aguarda a sua aprovação agora.</p>
          ) : (
            <>
              <p className="text-sm text-muted">
                Os mais antigos primeiro. Selecione vários (de uma pessoa ou de várias) para aprovar todos de uma vez; para devolver com uma
                observação, abra a pessoa.
              </p>
              <ul className="grid gap-2">
                {board.waiting.map((w) => (
                  <li key={`${w.personId}-${w.itemKey}`} data-waiting={w.itemKey}>
                    <Card className="grid gap-2">
                      <p>
                        <PageLink to={href("/clube/pessoa/:id", { id: w.personId })} className="font-semibold underline">
                          {w.personName}
                        </PageLink>{" "}
                        · marcado em {w.markedOn}
                      </p>
                      <p>{w.itemName}</p>
                      <label className="flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          name="selecionados"
                          value={`${w.personId}|${w.itemKey}`}
                          form="aprovar-selecionados"
                          className="size-5"
                        />
                        Selecionar<span className="sr-only">: {`${w.itemName} de ${w.personName}`}</span>
                      </label>
                      <IntentForm
                        intent="aprovar"
                        label="Aprovar"
                        who={`${w.itemName} de ${w.personName}`}
                        fields={{ pessoa: w.personId, item: w.itemKey }}
                        variant="primary"
                      />
                    </Card>
                  </li>
                ))}
              </ul>
              <Form id="aprovar-selecionados" method="post" className="sticky bottom-0 rounded-xl border border-brand-700 bg-surface p-3">
                <input type="hidden" name="intent" value="aprovar-selecionados" />
                <Button type="submit">Aprovar selecionados</Button>
              </Form>
            </>
          )}
        </section>
      ) : (
        <section aria-labelledby="classe-atual" className="grid gap-4">
          <h2 id="classe-atual" className="text-2xl font-bold">
            Classe {board.current.titulo}
          </h2>
          {csv && (
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <a href={`${href("/clube/painel.csv")}?classe=${board.current.id}`} className="font-semibold underline" download>
                Baixar planilha (CSV) da classe {board.current.titulo}
              </a>
              <a href={`${href("/clube/painel.csv")}?classe=${board.current.id}&detalhe=1`} className="font-semibold underline" download>
                Baixar planilha item a item
              </a>
            </p>
          )}
          {board.rows.length === 0 && <p className="text-muted">Ninguém matriculado nesta classe.</p>}
          {groups.map((unitId) => (
            <section key={unitId ?? "sem-unidade"} aria-label={unitId ? `Unidade ${unitName(unitId)}` : "Sem unidade"} className="grid gap-2">
              <h3 className="text-lg font-bold">{unitId ? `Unidade ${unitName(unitId)}` : "Sem unidade"}</h3>
              <ul className="grid gap-2">
                {board.rows
                  .filter((r) => r.unitId === unitId)
                  .map((r) => (
                    <li key={r.personId}>
                      <Card className="flex flex-wrap items-center justify-between gap-2">
                        <PageLink
                          to={`${href("/clube/pessoa/:id", { id: r.personId })}?classe=${board.current.id}`}
                          className="min-w-0 font-semibold underline"
                        >
                          {r.name}
                        </PageLink>
                        <span className="text-sm">
                          {r.waiting > 0 && <strong>{r.waiting} aguardando · </strong>}
                          {r.approved} de {r.total} {plural(r.approved, "aprovado", "aprovados")}
                          {r.returned > 0 && ` · ${count(r.returned, "devolvido", "devolvidos")}`} · Especialidades:{" "}
                          {count(r.specialtiesApproved, "aprovada", "aprovadas")}
                          {r.specialtiesWaiting > 0 && `, ${r.specialtiesWaiting} aguardando`}
                        </span>
                      </Card>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </section>
      )}
      <League
        title="Liga das unidades (este mês)"
        caption={`Pontos por membro no mês, só do trabalho do clube: ${POINTS.clubItemApproved} por item aprovado, ${PRESENCE_POINTS} por presença em reunião${criteria.length > 0 ? ` e ${CRITERION_POINTS} por critério cumprido nela (${criteriaNames(criteria)})` : ""}. Uma unidade sem ninguém não entra na liga.`}
        rows={units}
        mine={null}
      />
      <League
        title="Liga dos clubes"
        caption="Média de pontos do trabalho do clube (itens aprovados, presenças e critérios cumpridos nas reuniões) por membro por semana, nas últimas 4 semanas. Só clubes que escolheram participar."
        rows={clubs}
        mine={myClub}
      />
    </section>
  );
}

function League({ title, caption, rows, mine }: { title: string; caption: string; rows: LeagueRow[]; mine: string | null }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-sm text-muted">{caption}</p>
      {rows.length === 0 ? (
        <p className="text-muted">Ninguém na liga ainda.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-1">
          {rows.map((r, i) => (
            <li key={r.id} className={`flex justify-between gap-2 ${r.id === mine ? "font-bold" : ""}`}>
              <span className="min-w-0">
                {i + 1}º {r.name}
              </span>
              <span>
                {count(r.average, "ponto", "pontos")} por membro · {count(r.members, "membro", "membros")}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
