import { Form } from "react-router";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import type { GroupPageData } from "./group-page.server.ts";
import { GROUP_LIMITS } from "./small-groups.ts";
import { WEEKDAY_NAMES } from "#app/platform/site/calendar.ts";
import { fieldError, Section, type GroupAnswer } from "./GroupParts.tsx";

type Props = { page: GroupPageData; answer: GroupAnswer | undefined };

/** The group's meetings: when and where (set by the leader), the leader's attendance form, the last meetings. */
export function GroupMeetings({ page, answer }: Props) {
  const leads = page.me.role === "leader";
  return (
    <Section title="Encontros">
      <Card>
        <p className="mb-3">
          {page.meeting.line
            ? `O grupo se encontra: ${page.meeting.line}.`
            : leads
              ? "Diga ao grupo quando e onde vocês se encontram."
              : "Quem lidera o grupo ainda não marcou o dia e o local dos encontros."}
        </p>
        {leads && <MeetingForm page={page} answer={answer} />}
        {leads && <AttendanceForm page={page} answer={answer} />}
        <h3 className="mt-4 mb-2 font-bold">Últimos encontros</h3>
        {page.meetings.length === 0 ? (
          <p>Nenhuma presença registrada ainda.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Presença nos últimos encontros">
            {page.meetings.map((m) => (
              <li key={m.day}>
                <span className="font-semibold">{m.date}:</span> {m.summary}
                {m.names.length > 0 && <span className="text-muted"> ({m.names.join(", ")})</span>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Section>
  );
}

/** The leader's form for the meeting's weekday, time and place. */
function MeetingForm({ page, answer }: Props) {
  return (
    <details className="mb-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent underline">
        {page.meeting.line ? "Mudar dia, hora ou local" : "Marcar dia, hora e local"}
      </summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end">
        <input type="hidden" name="intent" value="encontro" />
        <SelectField
          label="Dia da semana"
          name="diaSemana"
          defaultValue={page.meeting.weekday === null ? "" : String(page.meeting.weekday)}
          error={fieldError(answer, "encontro", "diaSemana")}
        >
          <option value="">Não marcado</option>
          {WEEKDAY_NAMES.map((day, i) => (
            <option key={day} value={i}>
              {day}
            </option>
          ))}
        </SelectField>
        <FormField label="Hora" name="hora" type="time" defaultValue={page.meeting.time ?? ""} error={fieldError(answer, "encontro", "hora")} />
        <FormField
          label="Local"
          name="local"
          maxLength={GROUP_LIMITS.place}
          placeholder="Casa da Ana, Rua das Flores, 12"
          defaultValue={page.meeting.place ?? ""}
          error={fieldError(answer, "encontro", "local")}
        />
        <div>
          <Button type="submit">Salvar encontro</Button>
        </div>
        <AnswerNotice answer={answer} intent="encontro" firstField={false} />
      </Form>
    </details>
  );
}

/** The leader's attendance of one meeting: its date, who of the group came, how many visitors. */
function AttendanceForm({ page, answer }: Props) {
  const todays = page.meetings[0]?.day === page.today ? page.meetings[0] : undefined;
  const presentError = fieldError(answer, "presenca", "presentes");
  return (
    <Form method="post" className="grid gap-3 border-t border-line pt-3" aria-labelledby="presenca-titulo">
      <h3 id="presenca-titulo" className="font-bold">
        Presença do encontro
      </h3>
      <AnswerNotice answer={answer} intent="presenca" firstField={false} />
      <input type="hidden" name="intent" value="presenca" />
      <FormField
        label="Data do encontro"
        name="data"
        type="date"
        required
        max={page.today}
        defaultValue={page.today}
        error={fieldError(answer, "presenca", "data")}
      />
      <fieldset aria-describedby={presentError ? "presentes-erro" : undefined}>
        <legend className="font-medium">Quem do grupo veio</legend>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {page.roster.map((m) => (
            <li key={m.userId}>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="presentes"
                  value={m.userId}
                  defaultChecked={todays?.present.includes(m.userId)}
                  className="size-5 shrink-0"
                />
                {m.name}
              </label>
            </li>
          ))}
        </ul>
        {presentError && (
          <p id="presentes-erro" className="text-sm font-medium text-danger">
            {presentError}
          </p>
        )}
      </fieldset>
      <FormField
        label="Visitantes"
        name="visitantes"
        type="number"
        inputMode="numeric"
        min={0}
        max={GROUP_LIMITS.visitors}
        required
        defaultValue={todays ? todays.visitors : 0}
        hint="Quantas pessoas de fora do grupo vieram."
        error={fieldError(answer, "presenca", "visitantes")}
      />
      <div>
        <Button type="submit">Salvar presença</Button>
      </div>
    </Form>
  );
}
