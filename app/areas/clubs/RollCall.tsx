import { ATTENDANCE_LABELS, attendanceField, type Attendance } from "./meetings.ts";

interface Person {
  id: string;
  name: string;
  unitId: string | null;
}

/**
 * The roll call ('chamada') per unit: three choices per person (Presente, Falta, Justificada),
 * none chosen beforehand, plain radio buttons that work before JavaScript and travel in the
 * offline queue as they are.
 */
export function RollCall({
  people,
  units,
  marks = {},
}: {
  people: readonly Person[];
  units: ReadonlyArray<{ id: string; name: string }>;
  /** The marks already recorded (a correction); anyone without one starts unmarked: nobody is present until marked. */
  marks?: Readonly<Record<string, Attendance>>;
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
              <fieldset key={p.id} className="grid gap-1 border-t border-line pt-2 first:border-0" data-pessoa={p.name}>
                <legend className="font-semibold">{p.name}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {(Object.keys(ATTENDANCE_LABELS) as Attendance[]).map((status) => (
                    <label key={status} className="flex min-h-11 items-center gap-2">
                      <input type="radio" name={attendanceField(p.id)} value={status} defaultChecked={marks[p.id] === status} />
                      {ATTENDANCE_LABELS[status]}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
        </fieldset>
      ))}
    </div>
  );
}
