import { Flame, ShieldCheck } from "lucide-react";
import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PROTECTIONS_KEPT, DAYS_PER_PROTECTION } from "#app/areas/gamification/streak.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { ResultNotice } from "./ProfileTabs.tsx";
import { count } from "#app/platform/site/count.ts";

export interface StreakCardData {
  current: number;
  protections: number;
  /** The days a protection saved, as the page writes them ("12 de novembro"), newest first. */
  saved: string[];
  sabbathRest: boolean;
}

/** The profile's streak: protections held and the days they saved, and Sabbath as a rest day (a plain form). */
export function StreakCard({ streak, result }: { streak: StreakCardData; result: ProfileActionResult | undefined }) {
  return (
    <section aria-labelledby="sequencia-titulo" className="mt-6">
      <Card>
        <h2 id="sequencia-titulo" className="mb-2 flex items-center gap-2 text-xl font-bold">
          <Flame className="size-5 text-warning" aria-hidden="true" /> Sequência de dias
        </h2>
        <p className="text-lg font-semibold">{count(streak.current, "dia seguido", "dias seguidos")}</p>
        <p className="mt-3 flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-5 text-success" aria-hidden="true" />
          Proteções: {streak.protections} de {PROTECTIONS_KEPT}
        </p>
        <p className="text-muted">
          A cada {DAYS_PER_PROTECTION} dias seguidos você ganha uma proteção (guarda até {PROTECTIONS_KEPT}). Se faltar um dia, ela é usada sozinha e
          sua sequência continua.
        </p>
        {streak.saved.length > 0 && (
          <ul aria-label="Dias salvos" className="mt-2 list-disc pl-6">
            {streak.saved.map((day) => (
              <li key={day}>Sua proteção salvou {day}</li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 font-semibold">Sábado, dia de descanso</h3>
        <p className="text-muted">
          {streak.sabbathRest
            ? "Ativado: um sábado sem atividade não quebra nem aumenta sua sequência."
            : "Se você prefere ler no papel aos sábados, ative: um sábado sem atividade não quebrará nem aumentará sua sequência."}
        </p>
        <ResultNotice result={result} intents={["descanso-sabado"]} />
        <Form method="post" action={href("/perfil") + "?tab=info"} className="mt-2">
          <input type="hidden" name="intent" value="descanso-sabado" />
          <input type="hidden" name="sabado" value={streak.sabbathRest ? "0" : "1"} />
          <Button type="submit" variant="secondary">
            {streak.sabbathRest ? "Contar o sábado normalmente" : "Descansar aos sábados"}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
