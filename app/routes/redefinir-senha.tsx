import { Form, href, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { PASSWORD_MIN } from "#app/areas/accounts/fields.ts";
import { resetPassword } from "#app/areas/accounts/links.store.server.ts";
import { LinkCard } from "#app/areas/accounts/LinkCard.tsx";
import { afterLoginPath, loggedInRedirect, requesterOf } from "#app/areas/accounts/login-answer.server.ts";
import { RETURN_PARAM, returnPathOf, safeReturnPath } from "#app/areas/accounts/return-path.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { peekToken } from "#app/areas/accounts/tokens.store.server.ts";
import { TOKEN_STATE_MESSAGES, TOKEN_STATE_STATUS } from "#app/areas/accounts/tokens.ts";
import { newPasswordSchema } from "#app/areas/accounts/validation.ts";
import type { Route } from "./+types/redefinir-senha";

/** /redefinir-senha?token=…: the page of the link from 'Esqueci minha senha' (single use, 1 hour). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Criar nova senha") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const state = await peekToken(getApp(context).db, token, "reset-password", new Date());
  return { token, problem: state === "usable" ? null : TOKEN_STATE_MESSAGES[state], back: returnPathOf(request.url) };
}

const resetForm = newPasswordSchema.and(z.object({ token: z.string("Link inválido.").max(100, "Link inválido.") }));

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, resetForm);
  if (!form.ok) return invalidForm({ errors: form.errors });
  const app = getApp(args.context);
  const who = await requesterOf(args.request, app.clientAddress);
  const now = new Date();
  const outcome = await resetPassword(app.db, accountMail(args), form.data.token, form.data.senha, who, now);
  if (outcome.status === "limited") return formTooMany({ until: outcome.until, now }, "attempts");
  if (outcome.status !== "ok") return formError(TOKEN_STATE_MESSAGES[outcome.status], TOKEN_STATE_STATUS[outcome.status]);
  // Back to the page the visitor was going to (an invitation), when the link carries one (the one check).
  const back = safeReturnPath(form.values[RETURN_PARAM]);
  return loggedInRedirect(args.request, app.config.PUBLIC_URL, afterLoginPath(outcome, back, "senha-redefinida"), outcome.token);
}

export default function ResetPassword() {
  const { token, problem, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = answer?.errors ?? {};
  return (
    <LinkCard title="Criar nova senha" subtitle="Ao salvar, sua conta sai de todos os outros dispositivos." answer={answer} problem={problem}>
      {problem || answer?.formError ? (
        <p className="text-center text-sm">
          <PageLink to={href("/esqueci-senha")} className="font-semibold text-accent underline">
            Pedir um novo link
          </PageLink>
        </p>
      ) : (
        <Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="token" value={token} />
          {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
          <FormField
            label="Nova senha"
            name="senha"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            hint={`Pelo menos ${PASSWORD_MIN} caracteres; evite senhas comuns como 123456.`}
            error={errors.senha}
          />
          <FormField
            label="Confirmar senha"
            name="confirmarSenha"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmarSenha}
          />
          <Button type="submit">Salvar nova senha</Button>
        </Form>
      )}
    </LinkCard>
  );
}
