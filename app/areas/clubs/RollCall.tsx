import { useState } from "react";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { ATTENDANCE_LABELS, attendanceField, type Attendance } from "./meetings.ts";
import { CRITERIA, criterionField, type Criterion } from "./unit-points.ts";

interface Person {
  id: string;
  name: string;
  unitId: string | null;
}

/**
 * The roll call ('chamada') per unit: three choices per person (Presente, Falta, Justificada),
 * none chosen beforehand, and a checkbox per criterion the meeting scores (uniforme, Bíblia…);
 * plain radio buttons and checkboxes that work before JavaScript and travel in the offline queue
 * as they are. Once the page runs, a person's criteria wait until they are marked Presente.
 */
export function RollCall({
  people,
  units,
  marks = {},
  criteria = [],
  met = {},
}: {
  people: readonly Person[];
  units: ReadonlyArray<{ id: string; name: string }>;
  /** The marks already recorded (a correction); anyone without one starts unmarked: nobody is present until marked. */
  marks?: Readonly<Record<string, Attendance>>;
  /** The criteria this meeting scores besides presence. */
  criteria?: readonly Criterion[];
  /** The criteria already recorded per person (a correction). */
  met?: Readonly<Record<string, readonly Criterion[]>>;
}) {
  const groups = [...units.map((u) => ({ id: u.id as string | null, name: `Unidade ${u.name}` })), { id: null, name: "Sem unidade" }].filter((g) =>
    people.some((p) => p.unitId === g.id),
  );
  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <fieldset key={group.id ?? "sem-unidade"} className="grid gap-2 rounded-xl border border-line p-3">
          <legend className="px-1 text-lg font-bold">{group.name}</legend>
          {people
            .filter((p) => p.unitId === group.id)
            .map((p) => (
              <PersonMarks key={p.id} person={p} mark={marks[p.id]} criteria={criteria} met={met[p.id] ?? []} />
            ))}
        </fieldset>
      ))}
    </div>
  );
}

/** One person's mark and, below it, the criteria they met. */
function PersonMarks({
  person,
  mark,
  criteria,
  met,
}: {
  person: Person;
  mark: Attendance | undefined;
  criteria: readonly Criterion[];
  met: readonly Criterion[];
}) {
  const [status, setStatus] = useState(mark);
  const waiting = useHydrated() && status !== "presente";
  return (
    <fieldset className="grid gap-1 border-t border-line pt-2 first:border-0" data-pessoa={person.name}>
      <legend className="font-semibold">{person.name}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {(Object.keys(ATTENDANCE_LABELS) as Attendance[]).map((s) => (
          <label key={s} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={attendanceField(person.id)} value={s} defaultChecked={mark === s} onChange={() => setStatus(s)} />
            {ATTENDANCE_LABELS[s]}
          </label>
        ))}
      </div>
      {criteria.length > 0 && (
        <fieldset className="grid gap-1 disabled:opacity-60" disabled={waiting}>
          <legend className="text-sm text-muted">Pontos por critério{waiting ? " (só para quem está presente)" : ""}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {criteria.map((c) => (
              <label key={c} className="flex min-h-11 min-w-11 items-center gap-2">
                <input type="checkbox" name={criterionField(c, person.id)} value="sim" defaultChecked={met.includes(c)} className="size-5" />
                {CRITERIA[c]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
