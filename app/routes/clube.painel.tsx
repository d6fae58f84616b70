import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { may, type LeagueRow } from "#app/areas/clubs/clubs.ts";
import { ClubNav, LoginFirst } from "#app/areas/clubs/ClubParts.tsx";
import { classDashboard } from "#app/areas/clubs/dashboard.server.ts";
import { clubLeague, unitLeague } from "#app/areas/clubs/leagues.store.server.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { PRESENCE_POINTS } from "#app/areas/clubs/meetings.ts";
import { POINTS } from "#app/areas/gamification/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/clube.painel";

/** /clube/painel: per class and unit who has what waiting and approved; the unit league and the club league. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/painel")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader(args: Route.LoaderArgs) {
  return clubPage(args, "lead", async ({ me }) => {
    const { db } = getApp(args.context);
    const now = new Date();
    return {
      board: await classDashboard(db, me.clubId, Number(new URL(args.request.url).searchParams.get("classe"))),
      csv: may(me.role, "keepRoster"),
      units: await unitLeague(db, me.clubId, now),
      clubs: await clubLeague(db, now),
      myClub: me.clubId,
    };
  });
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.visitor)
    return (
      <section className="mx-auto max-w-4xl">
        <PageHeader title="Painel do clube" />
        <LoginFirst />
      </section>
    );
  const { board, csv, units, clubs, myClub } = loaderData;
  const unitName = (id: string | null) => board.units.find((u) => u.id === id)?.name ?? "Sem unidade";
  const groups = [...board.units.map((u) => u.id as string | null), null].filter((id) => board.rows.some((r) => r.unitId === id));
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader title="Painel do clube" subtitle="Quem tem itens aguardando aprovação aparece primeiro." />
      <ClubNav />
      <nav aria-label="Classes" className="flex flex-wrap gap-2">
        {board.classes.map((c) => (
          <PageLink
            key={c.id}
            to={`${href("/clube/painel")}?classe=${c.id}`}
            aria-current={c.id === board.current.id ? "page" : undefined}
            className="rounded-full border-2 border-brand-700 px-3 py-1 font-semibold aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {c.titulo}
          </PageLink>
        ))}
      </nav>
      <h2 className="text-2xl font-bold">Classe {board.current.titulo}</h2>
      {csv && (
        <p>
          <a href={`${href("/clube/painel.csv")}?classe=${board.current.id}`} className="font-semibold underline" download>
            Baixar planilha (CSV) da classe {board.current.titulo}
          </a>
        </p>
      )}
      {groups.map((unitId) => (
        <section key={unitId ?? "sem-unidade"} aria-label={`Unidade ${unitName(unitId)}`} className="grid gap-2">
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
                      {r.approved} de {r.total} aprovados{r.returned > 0 && ` · ${r.returned} devolvidos`}
                    </span>
                  </Card>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <League
        title="Liga das unidades (este mês)"
        caption={`Pontos por membro no mês, só do trabalho do clube: ${POINTS.clubItemApproved} por item aprovado e ${PRESENCE_POINTS} por presença em reunião. Unidade sem membros não entra.`}
        rows={units}
        mine={null}
      />
      <League
        title="Liga dos clubes"
        caption="Média de pontos do trabalho do clube (itens aprovados e presenças) por membro por semana, nas últimas 4 semanas. Só clubes que escolheram participar."
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
      <p className="text-sm text-gray-700 dark:text-gray-300">{caption}</p>
      {rows.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Ninguém na liga ainda.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-1">
          {rows.map((r, i) => (
            <li key={r.id} className={`flex justify-between gap-2 ${r.id === mine ? "font-bold" : ""}`}>
              <span className="min-w-0">
                {i + 1}º {r.name}
              </span>
              <span>
                {r.average.toLocaleString("pt-BR")} pts/membro · {r.members} membro(s)
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
