import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { AnswerHere, type ClubActionResult } from "./ClubParts.tsx";
import { CRITERIA, CRITERION_HINTS, CRITERION_KEYS, CRITERION_POINTS, criteriaNames, PRESENCE_POINTS, type Criterion } from "./unit-points.ts";

/**
 * The club's criteria of points at its meetings: the direction chooses them in a plain form (no
 * JavaScript needed); everyone else who leads reads them. Presence always counts.
 */
export function CriteriaChoice({
  chosen,
  mayChoose,
  result,
}: {
  chosen: readonly Criterion[];
  mayChoose: boolean;
  result: ClubActionResult | undefined;
}) {
  return (
    <Card>
      <h2 id="criterios" className="mb-2 text-xl font-bold">
        Critérios de pontos
      </h2>
      <p className="mb-3 text-sm text-muted">
        Na chamada, cada pessoa presente ganha {PRESENCE_POINTS} pontos pela presença e mais {CRITERION_POINTS} por critério cumprido, para a liga das
        unidades. Critérios deste clube: {criteriaNames(chosen)}.
      </p>
      {mayChoose && (
        <Form method="post" className="grid gap-3" aria-labelledby="criterios">
          <input type="hidden" name="intent" value="criterios" />
          <fieldset className="grid gap-1">
            <legend className="font-semibold">O que o clube pontua em cada reunião</legend>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked disabled readOnly className="size-5" />
              Presença (sempre conta)
            </label>
            {CRITERION_KEYS.map((c) => (
              <label key={c} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="criterio" value={c} defaultChecked={chosen.includes(c)} className="size-5" />
                <span>
                  {CRITERIA[c]} <span className="text-sm text-muted">({CRITERION_HINTS[c]})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-muted">A escolha vale para as reuniões registradas a partir de agora; as anteriores mantêm os seus critérios.</p>
          <div>
            <Button type="submit">Salvar critérios</Button>
          </div>
          <AnswerHere result={result} intent="criterios" />
        </Form>
      )}
    </Card>
  );
}
