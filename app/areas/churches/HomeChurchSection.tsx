import { Form, useNavigation } from "react-router";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { TitledSection } from "#app/components/ui/TitledSection.tsx";
import type { MessageAnswer } from "#app/platform/http/field-errors.ts";
import type { Church } from "./churches.store.server.ts";
import { HOME_CHURCH_FIELD, HOME_CHURCH_INTENT } from "./home-church.ts";
import { HomeChurchSelect } from "./HomeChurchSelect.tsx";

/** "Minha igreja" on /perfil (only with two churches or more): the member's home church, to change. */
export function HomeChurchSection({
  churches,
  current,
  answer,
}: {
  churches: Church[];
  /** The slug of the member's home church, or null while they have none. */
  current: string | null;
  answer: MessageAnswer | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const error = answer?.intent === HOME_CHURCH_INTENT && !answer.ok ? answer.errors[HOME_CHURCH_FIELD] : undefined;
  return (
    <TitledSection id="minha-igreja" title="Minha igreja" className="mt-6" titleClassName="mb-3 text-xl font-bold">
      <Card>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value={HOME_CHURCH_INTENT} />
          <AnswerNotice answer={answer} intent={HOME_CHURCH_INTENT} firstField={false} />
          <HomeChurchSelect key={current} churches={churches} defaultValue={current ?? undefined} error={error} />
          <p className="text-sm text-muted">Ao mudar de igreja, seus pontos, sua sequência e seu histórico continuam com você.</p>
          <Button type="submit" className="justify-self-start" disabled={busy}>
            Salvar igreja
          </Button>
        </Form>
      </Card>
    </TitledSection>
  );
}
