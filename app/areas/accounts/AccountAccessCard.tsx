import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import type { MessageAnswer } from "#app/platform/http/field-errors.ts";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { EmailField } from "./EmailField.tsx";
import { PASSWORD_MIN } from "./fields.ts";

/** The result a form of this card gets back (the profile's action result, read by intent). */
type AccessResult = MessageAnswer;

export const ACCESS_INTENTS = { email: "alterar-email", password: "alterar-senha" } as const;

/** An address not yet proven cannot be changed (a stranger who signed up first with it could move the account away). */
export const UNPROVEN_EMAIL_CHANGE = "Para trocar o e-mail, confirme primeiro o atual pelo link que enviamos para ele.";

function Result({ result, intent }: { result: AccessResult | undefined; intent: string }) {
  return <AnswerNotice answer={result} intent={intent} firstField={false} />;
}

/** Settings: the account's e-mail (changed through a link sent to the new one) and its password. */
export function AccountAccessCard({ email, confirmed, result }: { email: string; confirmed: boolean; result: AccessResult | undefined }) {
  const errorsFor = (intent: string) => (result?.intent === intent ? (result.errors ?? {}) : {});
  const emailErrors = errorsFor(ACCESS_INTENTS.email);
  const passwordErrors = errorsFor(ACCESS_INTENTS.password);
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">E-mail e senha</h2>
      <p className="mb-3 break-words text-muted">
        E-mail da conta: <strong className="wrap-anywhere">{email}</strong> ({confirmed ? "confirmado" : "ainda não confirmado"})
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        {confirmed ? (
          <Form method="post" action={href("/perfil/acesso")} className="grid content-start gap-3" noValidate>
            <h3 className="font-semibold">Alterar e-mail</h3>
            <Result result={result} intent={ACCESS_INTENTS.email} />
            <input type="hidden" name="intent" value={ACCESS_INTENTS.email} />
            <EmailField
              label="Novo e-mail"
              defaultValue={result?.intent === ACCESS_INTENTS.email ? result.values?.email : undefined}
              hint="Enviaremos um link para o novo endereço; a troca vale quando você confirmar."
              error={emailErrors.email}
            />
            <FormField
              label="Senha atual"
              name="senha"
              id="campo-senha-email"
              type="password"
              autoComplete="current-password"
              required
              error={emailErrors.senha}
            />
            <div>
              <Button type="submit" variant="secondary">
                Alterar e-mail
              </Button>
            </div>
          </Form>
        ) : (
          <div className="grid content-start gap-3">
            <h3 className="font-semibold">Alterar e-mail</h3>
            <Result result={result} intent={ACCESS_INTENTS.email} />
            <p className="text-sm">
              {UNPROVEN_EMAIL_CHANGE}{" "}
              <PageLink to={href("/confirmar-email")} className="font-semibold underline">
                Reenviar o link
              </PageLink>
            </p>
          </div>
        )}
        <Form method="post" action={href("/perfil/acesso")} className="grid content-start gap-3" noValidate>
          <h3 className="font-semibold">Alterar senha</h3>
          <Result result={result} intent={ACCESS_INTENTS.password} />
          <input type="hidden" name="intent" value={ACCESS_INTENTS.password} />
          <FormField
            label="Senha atual"
            name="senhaAtual"
            type="password"
            autoComplete="current-password"
            required
            error={passwordErrors.senhaAtual}
          />
          <FormField
            label="Nova senha"
            name="senha"
            id="campo-nova-senha"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            required
            hint={`Pelo menos ${PASSWORD_MIN} caracteres. Os outros dispositivos saem da conta.`}
            error={passwordErrors.senha}
          />
          <FormField
            label="Confirmar nova senha"
            name="confirmarSenha"
            id="campo-confirmar-nova-senha"
            type="password"
            autoComplete="new-password"
            required
            error={passwordErrors.confirmarSenha}
          />
          <div>
            <Button type="submit" variant="secondary">
              Alterar senha
            </Button>
          </div>
        </Form>
      </div>
    </Card>
  );
}
