import { CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { KeptInBrowserNotice } from "#app/components/ui/Notice.tsx";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { SPECIALTIES_STORAGE_KEY } from "./local-keys.ts";
import { specialtyKey, storedSpecialties } from "./visitor-progress.ts";

function Completed() {
  return (
    <p className="inline-flex items-center gap-2 font-semibold text-success">
      <CheckCircle2 className="size-5" aria-hidden="true" />
      Especialidade concluída
    </p>
  );
}

/**
 * 'Concluir Especialidade': a member's is posted to the page's action; a visitor's is kept in
 * this browser, like the class progress, and joins the account at login or sign-up.
 */
export function SpecialtyCompletion({
  specialtyId,
  member,
  done,
  club = null,
}: {
  specialtyId: number;
  member: boolean;
  done: boolean;
  /** In a club: how its sign-off reads ('Aguardando aprovação', 'Aprovado por…', 'Devolvido por…: nota'). */
  club?: { state: string; status: string } | null;
}) {
  const busy = useNavigation().state === "submitting";
  const stored = useStoredValue(SPECIALTIES_STORAGE_KEY, "{}");
  if (member && club) {
    return (
      <div className="grid gap-2">
        <p className="font-semibold" data-testid="estado-especialidade">
          {club.state}
        </p>
        {club.status === "devolvido" && (
          <Form method="post">
            <Button type="submit" name="intent" value="concluir" disabled={busy}>
              Enviar de novo
            </Button>
          </Form>
        )}
      </div>
    );
  }
  if (member) {
    return done ? (
      <Completed />
    ) : (
      <Form method="post">
        <Button type="submit" name="intent" value="concluir" disabled={busy}>
          Concluir Especialidade
        </Button>
      </Form>
    );
  }
  const completed = storedSpecialties(stored);
  const complete = () => {
    const ids = [...new Set([...storedSpecialties(localStorage.getItem(SPECIALTIES_STORAGE_KEY)), specialtyId])];
    writeStoredValue(SPECIALTIES_STORAGE_KEY, JSON.stringify(Object.fromEntries(ids.map((id) => [specialtyKey(id), true]))));
  };
  return (
    <>
      {completed.includes(specialtyId) ? (
        <Completed />
      ) : (
        <div>
          <Button onClick={complete} disabled={stored === null}>
            Concluir Especialidade
          </Button>
        </div>
      )}
      <KeptInBrowserNotice className="" />
    </>
  );
}
