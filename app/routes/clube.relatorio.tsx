import type { ReactNode } from "react";
import { data, href } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { count } from "#app/platform/site/count.ts";
import { NOT_IN_CLUB } from "#app/areas/clubs/guards.server.ts";
import { ClubNav } from "#app/areas/clubs/ClubParts.tsx";
import { MEETING_KINDS, meetingDate } from "#app/areas/clubs/meetings.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { PrintButton } from "#app/areas/clubs/PrintButton.tsx";
import { monthLabel, reportMonth, REPORT_MONTHS_BACK, shiftMonth } from "#app/areas/clubs/reports.ts";
import { monthlyReportOf } from "#app/areas/clubs/reports.store.server.ts";
import { criteriaNames, tallySummary } from "#app/areas/clubs/unit-points.ts";
import { ClubVisitorView } from "#app/areas/clubs/ClubVisitorView.tsx";
import type { Route } from "./+types/clube.relatorio";

/**
 * /clube/relatorio?mes=yyyy-mm: the monthly report a club sends its conference — the month's
 * meetings, attendance by unit, members by class with their progress, specialties completed and
 * investitures — on one printable page, and as a spreadsheet. Leaders only.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/relatorio")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader(args: Route.LoaderArgs) {
  return clubPage(args, "lead", async ({ me, church }) => {
    const { db } = getApp(args.context);
    const current = isoDate(await requestToday(args.request)).slice(0, 7);
    const month = reportMonth(new URL(args.request.url).searchParams.get("mes"), `${current}-01`);
    const report = await monthlyReportOf(db, church, me.clubId, month, new Date());
    // The club went away since the guard found it.
    if (!report) throw data({ error: NOT_IN_CLUB }, { status: 403 });
    return {
      club: report.club,
      report,
      previous: shiftMonth(current, -REPORT_MONTHS_BACK) < month ? shiftMonth(month, -1) : null,
      next: month < current ? shiftMonth(month, 1) : null,
    };
  });
}

const cell = "py-1 pr-2 align-top";
/** The points' tables: headers and the points column keep their words whole at 360 px. */
const pointsTable = "[&_th]:wrap-normal [&_td:last-child]:whitespace-nowrap";

/** A table of the report: its head, then one row per entry, each cell as given. */
function Table({ label, head, rows, className = "" }: { label: string; head: readonly string[]; rows: readonly ReactNode[][]; className?: string }) {
  return (
    <table aria-label={label} className={`w-full border-collapse text-left text-sm ${className}`}>
      <thead>
        <tr className="border-b border-line-strong">
          {head.map((h) => (
            <th key={h} className={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i} className="border-b border-line">
            {cells.map((c, j) => (
              <td key={j} className={cell}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Part({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2 break-inside-avoid">
      <h2 className="text-xl font-bold">{title}</h2>
      {empty ? <p className="text-muted">{empty}</p> : children}
    </section>
  );
}

export default function MonthlyReportPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.visitor) return <ClubVisitorView title="Relatório mensal" />;
  const { club, report, previous, next } = loaderData;
  const label = monthLabel(report.month);
  const percent = (p: number | null) => (p === null ? "—" : `${p}%`);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 wrap-anywhere" data-print-page>
      <PageHeader title={`Relatório mensal · ${label}`} subtitle={`${club}: o mês do clube para enviar à Associação ou Missão.`} />
      <div className="grid gap-3 print:hidden">
        <ClubNav />
        <nav aria-label="Meses" className="flex flex-wrap gap-4">
          {previous && (
            <PageLink to={`${href("/clube/relatorio")}?mes=${previous}`} className="font-semibold underline">
              ← {monthLabel(previous)}
            </PageLink>
          )}
          {next && (
            <PageLink to={`${href("/clube/relatorio")}?mes=${next}`} className="font-semibold underline">
              {monthLabel(next)} →
            </PageLink>
          )}
        </nav>
        <p className="flex flex-wrap items-center gap-4">
          <PrintButton />
          <a href={`${href("/clube/relatorio.csv")}?mes=${report.month}`} className="font-semibold underline" download>
            Baixar planilha (CSV) do relatório
          </a>
        </p>
      </div>
      <Part title={`Reuniões (${report.meetings.length})`} empty={report.meetings.length === 0 ? "Nenhuma reunião registrada neste mês." : null}>
        <Table
          label="Reuniões do mês"
          head={["Data", "Tipo", "Presença"]}
          rows={report.meetings.map((m) => [
            meetingDate(m.day),
            MEETING_KINDS[m.kind],
            <>
              {m.present} de {m.called} · {count(m.absent, "falta", "faltas")} · {count(m.justified, "justificada", "justificadas")}
            </>,
          ])}
        />
      </Part>
      <Part title="Frequência por unidade" empty={report.units.length === 0 ? "Ninguém no clube ainda." : null}>
        <Table
          label="Frequência por unidade"
          head={["Unidade", "Pessoas", "Frequência"]}
          rows={report.units.map((u) => [
            u.name,
            u.people,
            <>
              {percent(u.percent)} ({u.present} de {u.called})
            </>,
          ])}
        />
      </Part>
      <Part title="Pontos por critério" empty={report.points.length === 0 ? "Ninguém no clube ainda." : null}>
        <p className="text-sm text-muted">Critérios pontuados nas reuniões do mês: {criteriaNames(report.criteria)}.</p>
        <Table
          label="Pontos por unidade"
          head={["Unidade", "Critérios", "Pontos"]}
          className={pointsTable}
          rows={report.units.map((u) => [u.name, tallySummary(u.points, report.criteria), u.points.points])}
        />
        <Table
          label="Pontos por pessoa"
          head={["Nome", "Critérios", "Pontos"]}
          className={pointsTable}
          rows={report.points.map((p) => [
            <>
              {p.name}
              <span className="block text-muted">{p.unit}</span>
            </>,
            tallySummary(p.tally, report.criteria),
            p.tally.points,
          ])}
        />
      </Part>
      <Part title="Membros por classe" empty={report.classes.length === 0 ? "Ninguém matriculado em uma classe." : null}>
        {report.classes.map((c) => (
          <Table
            key={c.titulo}
            label={`Classe ${c.titulo}`}
            head={[`Classe ${c.titulo}`, "Unidade", "Itens aprovados"]}
            rows={c.people.map((p) => [
              p.name,
              p.unit,
              <>
                {p.approved} de {p.total}
              </>,
            ])}
          />
        ))}
      </Part>
      <Part title="Especialidades concluídas no mês" empty={report.specialties.length === 0 ? "Nenhuma especialidade aprovada neste mês." : null}>
        <Table
          label="Especialidades concluídas"
          head={["Especialidade", "Nome", "Data"]}
          rows={report.specialties.map((s) => [s.specialty, s.name, meetingDate(s.on)])}
        />
      </Part>
      <Part title="Investiduras" empty={report.investitures.length === 0 ? "Ninguém completou uma classe neste mês." : null}>
        <Table
          label="Investiduras do mês"
          head={["Classe", "Nome", "Data"]}
          rows={report.investitures.map((p) => [p.titulo, p.name, meetingDate(p.on)])}
        />
      </Part>
    </section>
  );
}
