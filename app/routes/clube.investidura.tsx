import { href } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { classItemKeys } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { clubPeople } from "#app/areas/clubs/roster.store.server.ts";
import { clubUnits } from "#app/areas/clubs/units.store.server.ts";
import { ClubNav } from "#app/areas/clubs/ClubParts.tsx";
import { investitureList, meetingDate } from "#app/areas/clubs/meetings.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { PrintButton } from "#app/areas/clubs/PrintButton.tsx";
import { clubReviews } from "#app/areas/clubs/reviews.store.server.ts";
import { ClubVisitorView } from "#app/areas/clubs/ClubVisitorView.tsx";
import type { Route } from "./+types/clube.investidura";

/** /clube/investidura: who completed which class in a year (every item approved), ready to print. Leaders only. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/investidura")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader(args: Route.LoaderArgs) {
  return clubPage(args, "lead", async ({ me, church }) => {
    const { db } = getApp(args.context);
    const current = Number(isoDate(await requestToday(args.request)).slice(0, 4));
    const asked = Number(new URL(args.request.url).searchParams.get("ano"));
    const year = Number.isInteger(asked) && asked >= current - 10 && asked <= current ? asked : current;
    const units = await clubUnits(db, church, me.clubId);
    const people = (await clubPeople(db, church, me.clubId, new Date()))
      .filter((p) => p.status === "ativo")
      .map((p) => ({ id: p.id, name: p.name, unitName: units.find((u) => u.id === p.unitId)?.name ?? "" }));
    const classes = loadClasses().map((c) => ({ id: c.id, titulo: c.titulo, keys: classItemKeys(c) }));
    return {
      year,
      current,
      club: me.clubName,
      classes: investitureList(classes, people, await clubReviews(db, church, me.clubId), year),
    };
  });
}

export default function InvestiturePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.visitor) return <ClubVisitorView title="Investidura" />;
  const { year, current, club, classes } = loaderData;
  const anyone = classes.some((c) => c.people.length > 0);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 wrap-anywhere" data-print-page>
      <PageHeader title={`Investidura ${year}`} subtitle={`${club}: quem completou cada classe em ${year}, com todos os itens aprovados.`} />
      <div className="print:hidden">
        <ClubNav />
        <nav aria-label="Anos" className="flex flex-wrap gap-3">
          {[current, current - 1].map((y) => (
            <PageLink
              key={y}
              to={`${href("/clube/investidura")}?ano=${y}`}
              aria-current={y === year ? "page" : undefined}
              className="font-semibold underline aria-[current=page]:no-underline"
            >
              {y}
            </PageLink>
          ))}
        </nav>
        <div className="mt-3">
          <PrintButton />
        </div>
      </div>
      {!anyone && <p>Ninguém completou uma classe em {year} ainda.</p>}
      {classes
        .filter((c) => c.people.length > 0)
        .map((c) => (
          <section key={c.classId} aria-label={`Classe ${c.titulo}`} className="grid gap-2 break-inside-avoid">
            <h2 className="text-xl font-bold">Classe {c.titulo}</h2>
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-line-strong">
                  <th className="py-1 pr-2">Nome</th>
                  <th className="py-1 pr-2">Unidade</th>
                  <th className="py-1">Concluída em</th>
                </tr>
              </thead>
              <tbody>
                {c.people.map((p) => (
                  <tr key={p.personId} className="border-b border-line">
                    <td className="py-1 pr-2">{p.name}</td>
                    <td className="py-1 pr-2">{p.unitName || "—"}</td>
                    <td className="py-1">{meetingDate(p.completedOn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
    </section>
  );
}
