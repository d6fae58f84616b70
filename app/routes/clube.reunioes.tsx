import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { may } from "#app/areas/clubs/clubs.ts";
import { clubPeople } from "#app/areas/clubs/roster.store.server.ts";
import { clubUnits } from "#app/areas/clubs/units.store.server.ts";
import { ActionNotice, ClubNav } from "#app/areas/clubs/ClubParts.tsx";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import {
  ATTENDANCE_LABELS,
  attendanceYear,
  MEETING_KINDS,
  MEETING_MESSAGES,
  meetingDate,
  meetingForms,
  unmarkedMessage,
  unmarkedPeople,
  type Attendance,
} from "#app/areas/clubs/meetings.ts";
import {
  attendanceOfYear,
  chooseCriteria,
  clubCriteria,
  correctRollCall,
  meetingCriteria,
  meetingsOfYear,
  recordMeeting,
} from "#app/areas/clubs/meetings.store.server.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { RollCall } from "#app/areas/clubs/RollCall.tsx";
import { CriteriaChoice } from "#app/areas/clubs/CriteriaChoice.tsx";
import { CRITERIA, criteriaNames, criteriaRefusal, withCriteria, type Criterion } from "#app/areas/clubs/unit-points.ts";
import { ClubVisitorView } from "#app/areas/clubs/ClubVisitorView.tsx";
import type { Route } from "./+types/clube.reunioes";
import { count, plural } from "#app/platform/site/count.ts";

/** /clube/reunioes: the club's meetings of the year and their roll call; attendance per Pathfinder and unit. Leaders only. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/reunioes")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader(args: Route.LoaderArgs) {
  return clubPage(args, "lead", async ({ me, church }) => {
    const { db } = getApp(args.context);
    const today = isoDate(await requestToday(args.request));
    const year = Number(today.slice(0, 4));
    const people = (await clubPeople(db, church, me.clubId, new Date()))
      .filter((p) => p.status === "ativo")
      .map(({ id, name, unitId }) => ({ id, name, unitId }));
    const units = (await clubUnits(db, church, me.clubId)).map(({ id, name }) => ({ id, name }));
    const [meetings, marks, criteria] = await Promise.all([
      meetingsOfYear(db, church, me.clubId, year),
      attendanceOfYear(db, church, me.clubId, year),
      clubCriteria(db, church, me.clubId),
    ]);
    const asked = new URL(args.request.url).searchParams.get("reuniao");
    const selected = meetings.find((m) => m.id === asked);
    return {
      year,
      today,
      people,
      units,
      canRecord: may(me.role, "keepRoster"),
      mayChoose: may(me.role, "chooseCriteria"),
      criteria,
      meetings: meetings.map((m) => {
        const own = marks.filter((r) => r.meetingId === m.id);
        return { ...m, present: own.filter((r) => r.status === "presente").length, called: own.length };
      }),
      selected: selected && {
        ...selected,
        marks: Object.fromEntries(marks.filter((r) => r.meetingId === selected.id).map((r) => [r.personId, r.status])) as Record<string, Attendance>,
        met: Object.fromEntries(marks.filter((r) => r.meetingId === selected.id).map((r) => [r.personId, r.criteria])) as Record<string, Criterion[]>,
      },
      attendance: attendanceYear(people, units, marks),
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const now = new Date();
  const form = await parseForm(args.request, meetingForms(now));
  if (!form.ok) return invalidForm(form);
  const input = form.data;
  const { me, church } = await requireClubRole(args, input.intent === "criterios" ? "chooseCriteria" : "keepRoster");
  const { db } = getApp(args.context);
  if (input.intent === "criterios") {
    await chooseCriteria(db, church, me.clubId, input.criterio);
    return formDone({ message: "Critérios salvos: valem para as reuniões registradas a partir de agora." }, { intent: "criterios" });
  }
  const active = (await clubPeople(db, church, me.clubId, now)).filter((p) => p.status === "ativo");
  const nameOf = (id: string) => active.find((p) => p.id === id)?.name;
  if (input.intent === "registrar") {
    const missing = unmarkedPeople(active, input.marks);
    if (missing.length > 0) return formError(unmarkedMessage(missing), 400);
    const criteria = await clubCriteria(db, church, me.clubId);
    const problem = criteriaRefusal(input.marks, input.ticked, criteria, nameOf);
    if (problem) return formError(problem, 400);
    // A roll call queued without signal and sent again is applied once, by its id.
    await writeOnce(db, user.id, input.clientWriteId, now, (trx) =>
      recordMeeting(
        trx,
        church,
        me.clubId,
        { day: input.day, kind: input.kind, recordedBy: user.name, criteria, marks: withCriteria(input.marks, input.ticked) },
        now,
      ),
    );
    return formDone({ message: `Reunião de ${meetingDate(input.day)} registrada com a chamada.` });
  }
  const scored = await meetingCriteria(db, church, me.clubId, input.meetingId);
  if (!scored) return formError(MEETING_MESSAGES.notFound, 404);
  const problem = criteriaRefusal(input.marks, input.ticked, scored, nameOf);
  if (problem) return formError(problem, 400);
  const once = await writeOnce(
    db,
    user.id,
    input.clientWriteId,
    now,
    (trx) => correctRollCall(trx, church, me.clubId, input.meetingId, withCriteria(input.marks, input.ticked)),
    (found) => found,
  );
  if (!once.repeat && !once.value) return formError(MEETING_MESSAGES.notFound, 404);
  return formDone({ message: "Chamada corrigida." });
}

const percent = (value: number | null) => (value === null ? "—" : `${value}%`);

export default function MeetingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const queue = useOfflineForm(loaderData);
  if (loaderData.visitor) return <ClubVisitorView title="Reuniões e chamada" />;
  const { year, today, people, units, canRecord, mayChoose, criteria, meetings, selected, attendance } = loaderData;
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader title="Reuniões e chamada" subtitle={`O ano do clube em ${year}: reuniões, presença por desbravador e por unidade.`} />
      <ClubNav />
      <ActionNotice result={actionData} />
      {queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      {queue.waiting.length > 0 && (
        <ul aria-label="Chamadas aguardando conexão" className="grid gap-1">
          {queue.waiting.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-2">
              {w.label} <PendingMark />
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <Card>
          <h2 className="mb-3 text-xl font-bold">
            Chamada de {meetingDate(selected.day)} · {MEETING_KINDS[selected.kind]}
          </h2>
          <p className="mb-3 text-sm text-muted">Critérios desta reunião: {criteriaNames(selected.criteria)}.</p>
          {canRecord ? (
            <Form method="post" className="grid gap-4" onSubmit={queue.onSubmit(`Correção da chamada de ${meetingDate(selected.day)}`)}>
              <input type="hidden" name="intent" value="corrigir" />
              <input type="hidden" name="reuniao" value={selected.id} />
              <RollCall people={people} units={units} marks={selected.marks} criteria={selected.criteria} met={selected.met} />
              <div>
                <Button type="submit">Salvar correção</Button>
              </div>
            </Form>
          ) : (
            <ul className="grid gap-1">
              {people
                .filter((p) => selected.marks[p.id])
                .map((p) => (
                  <li key={p.id}>
                    {p.name}: {ATTENDANCE_LABELS[selected.marks[p.id]!]}
                    {(selected.met[p.id] ?? []).length > 0 && ` · ${(selected.met[p.id] ?? []).map((c) => CRITERIA[c]).join(", ")}`}
                  </li>
                ))}
            </ul>
          )}
        </Card>
      )}
      {canRecord && !selected && (
        <Card>
          <h2 className="mb-3 text-xl font-bold">Registrar reunião</h2>
          <p className="mb-3 text-sm text-muted">Sem sinal? A chamada fica guardada no aparelho e é enviada uma vez quando a conexão voltar.</p>
          <Form method="post" className="grid gap-4" onSubmit={queue.onSubmit("Chamada da reunião")}>
            <input type="hidden" name="intent" value="registrar" />
            <FormField label="Data" name="data" type="date" defaultValue={today} required />
            <SelectField label="Tipo" name="tipo" defaultValue="regular">
              {Object.entries(MEETING_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            {people.length === 0 ? <p>Ninguém no clube ainda.</p> : <RollCall people={people} units={units} criteria={criteria} />}
            <div>
              <Button type="submit">Registrar reunião</Button>
            </div>
          </Form>
        </Card>
      )}
      <CriteriaChoice chosen={criteria} mayChoose={mayChoose} result={actionData} />
      <section aria-labelledby="reunioes-do-ano" className="grid gap-2">
        <h2 id="reunioes-do-ano" className="text-xl font-bold">
          Reuniões de {year}
        </h2>
        {meetings.length === 0 ? (
          <p className="text-muted">Nenhuma reunião registrada neste ano.</p>
        ) : (
          <ul className="grid gap-2">
            {meetings.map((m) => (
              <li key={m.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <strong>{meetingDate(m.day)}</strong> · {MEETING_KINDS[m.kind]} · {m.present} de {m.called}{" "}
                    {plural(m.present, "presente", "presentes")}
                    {m.criteria.length > 0 && ` · ${criteriaNames(m.criteria)}`}
                  </span>
                  <PageLink to={`${href("/clube/reunioes")}?reuniao=${m.id}`} className="font-semibold underline">
                    Ver chamada<span className="sr-only"> de {meetingDate(m.day)}</span>
                  </PageLink>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="frequencia" className="grid gap-3">
        <h2 id="frequencia" className="text-xl font-bold">
          Frequência em {year}
        </h2>
        <p>
          <a href={`${href("/clube/reunioes.csv")}?ano=${year}`} className="font-semibold underline" download>
            Baixar frequência de {year} (CSV, por pessoa e unidade)
          </a>
        </p>
        <AttendanceList
          by="unidade"
          lines={attendance.units.map((u) => ({ id: u.id, text: `Unidade ${u.name}: ${percent(u.percent)} de presença (${attendanceCounts(u)})` }))}
        />
        <AttendanceList
          by="desbravador"
          lines={attendance.people.map((p) => ({ id: p.id, text: `${p.name}: ${percent(p.percent)} (${attendanceCounts(p)})` }))}
        />
      </section>
    </section>
  );
}

/** "1 presença, 2 faltas, 0 justificadas": each count in the singular or plural it needs. */
/** The year's attendance by unit or by pathfinder, a line each. */
function AttendanceList({ by, lines }: { by: string; lines: { id: string; text: string }[] }) {
  return (
    <>
      <h3 className="text-lg font-bold">Por {by}</h3>
      <ul aria-label={`Frequência por ${by}`} className="grid gap-1">
        {lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
    </>
  );
}

function attendanceCounts(a: { present: number; absent: number; justified: number }): string {
  return [count(a.present, "presença", "presenças"), count(a.absent, "falta", "faltas"), count(a.justified, "justificada", "justificadas")].join(
    ", ",
  );
}
