import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import type { MessageAnswer } from "#app/platform/http/field-errors.ts";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { mailField, NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS, type NotificationKind } from "./notifications.ts";

export const NOTIFICATION_MAIL_INTENT = "avisos-email";

/** The profile's settings card: which notices also come by e-mail (all of them unless turned off). */
export function NotificationMailCard({ off, result }: { off: readonly NotificationKind[]; result: MessageAnswer | undefined }) {
  return (
    <Card>
      <h2 className="mb-1 text-xl font-bold">Avisos por e-mail</h2>
      <p className="mb-3 text-muted">
        Tudo aparece em{" "}
        <PageLink to={href("/avisos")} className="font-semibold underline">
          Avisos
        </PageLink>
        . Escolha o que também chega ao seu e-mail confirmado.
      </p>
      <AnswerNotice answer={result} intent={NOTIFICATION_MAIL_INTENT} firstField={false} />
      <Form method="post" action={href("/perfil/avisos")} className="grid gap-2">
        {NOTIFICATION_KIND_LIST.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={mailField(kind)} value="1" defaultChecked={!off.includes(kind)} className="size-5" />
            {NOTIFICATION_KINDS[kind].label}
          </label>
        ))}
        <div>
          <Button type="submit">Salvar avisos por e-mail</Button>
        </div>
      </Form>
    </Card>
  );
}
