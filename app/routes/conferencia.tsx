import { data, href } from "react-router";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { monthLabel, reportMonth, REPORT_MONTHS_BACK, shiftMonth } from "#app/areas/clubs/reports.ts";
import { conferenceRollup } from "#app/areas/conference/conference-rollup.server.ts";
import type { ChurchLine, ClubLine } from "#app/areas/conference/rollup.ts";
import type { Route } from "./+types/conferencia";

/**
 * /conferencia?mes=yyyy-mm: the conference's roll-ups (decision 0065) — each church's members
 * and activity, every club's monthly report in one table with each church's and the
 * conference's totals, and the same as a spreadsheet. Read-only; the conference's staff see
 * every church, a district's pastor the district's.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Associação") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "rollup");
  const current = isoDate(await requestToday(args.request)).slice(0, 7);
  const month = reportMonth(new URL(args.request.url).searchParams.get("mes"), `${current}-01`);
  const rollup = await conferenceRollup(getApp(args.context).db, admin, month, new Date());
  return data(
    {
      acting: actingChurchView(admin),
      month,
      ...rollup,
      previous: shiftMonth(current, -REPORT_MONTHS_BACK) < month ? shiftMonth(month, -1) : null,
      next: month < current ? shiftMonth(month, 1) : null,
    },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const cell = "py-1 pr-3 text-left align-top";
const percent = (p: number | null) => (p === null ? "—" : `${p}%`);

function ClubsTable({ clubs, churches, total }: { clubs: ClubLine[]; churches: ChurchLine[]; total: ChurchLine["totals"] }) {
  const row = (key: string, church: string, club: string, t: ChurchLine["totals"], strong = false) => (
    <tr key={key} className={`border-b border-line ${strong ? "font-semibold" : ""}`}>
      <td className={cell}>{church}</td>
      <td className={cell}>{club}</td>
      <td className={cell}>{t.meetings}</td>
      <td className={cell}>{t.people}</td>
      <td className={cell}>
        {t.present}/{t.called}
      </td>
      <td className={cell}>{percent(t.percent)}</td>
      <td className={cell}>{t.specialties}</td>
      <td className={cell}>{t.investitures}</td>
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table aria-label="Relatórios dos clubes" className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line-strong">
            {["Igreja", "Clube", "Reuniões", "Pessoas", "Presenças", "Frequência", "Especialidades", "Investiduras"].map((h) => (
              <th key={h} className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {churches.flatMap((c) => [
            ...clubs.filter((l) => l.church === c.church).map((l, i) => row(`${c.church}-${i}`, l.church, l.club, l)),
            row(`${c.church}-total`, c.church, "Total da igreja", c.totals, true),
          ])}
          {row("total", "Associação", "Total", total, true)}
        </tbody>
      </table>
    </div>
  );
}

export default function Conference({ loaderData }: Route.ComponentProps) {
  const { month, clubs, churches, total, previous, next } = loaderData;
  return (
    <AdminPage acting={loaderData.acting} width="5xl" title="Associação" subtitle={`As igrejas e os relatórios dos clubes de ${monthLabel(month)}.`}>
      <nav aria-label="Meses" className="mb-4 flex flex-wrap items-center gap-3">
        {previous && <PageLink to={`${href("/conferencia")}?mes=${previous}`}>← {monthLabel(previous)}</PageLink>}
        {next && <PageLink to={`${href("/conferencia")}?mes=${next}`}>{monthLabel(next)} →</PageLink>}
        <a href={`${href("/conferencia.csv")}?mes=${month}`} className={buttonClass("secondary")} download>
          Baixar planilha (CSV)
        </a>
      </nav>
      <h2 className="mb-2 text-xl font-bold">Igrejas ({churches.length})</h2>
      <Card className="mb-6 overflow-x-auto">
        <table aria-label="Igrejas" className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line-strong">
              {["Igreja", "Membros", "Leram no mês", "Clubes", "Pequenos grupos"].map((h) => (
                <th key={h} className={cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {churches.map((c) => (
              <tr key={c.church} className="border-b border-line">
                <td className={cell}>{c.church}</td>
                <td className={cell}>{c.members}</td>
                <td className={cell}>{c.readers}</td>
                <td className={cell}>{c.clubs}</td>
                <td className={cell}>{c.groups}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <h2 className="mb-2 text-xl font-bold">Relatórios dos clubes</h2>
      {clubs.length === 0 ? (
        <p className="text-muted">Nenhum clube nestas igrejas ainda.</p>
      ) : (
        <ClubsTable clubs={clubs} churches={churches} total={total} />
      )}
    </AdminPage>
  );
}
