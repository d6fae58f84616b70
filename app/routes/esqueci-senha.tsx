import { Form, href, useActionData, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { EmailField } from "#app/areas/accounts/EmailField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { requestLink } from "#app/areas/accounts/links.store.server.ts";
import { LINK_SENT } from "#app/areas/accounts/link-messages.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { LinkCard } from "#app/areas/accounts/LinkCard.tsx";
import { emailOnlySchema } from "#app/areas/accounts/validation.ts";
import { RETURN_PARAM, safeReturnPath, withReturnPath } from "#app/areas/accounts/return-path.ts";
import type { Route } from "./+types/esqueci-senha";

/** /esqueci-senha: a link to create a new password, sent to the address if it has an account (the answer never says). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Esqueci minha senha") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** A wrong address is said above the form and beside the field; what was typed comes back only once the address is valid. */
export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, emailOnlySchema);
  if (!form.ok) return invalidForm({ errors: form.errors }, 400, undefined, "Confira o e-mail.");
  const app = getApp(args.context);
  const now = new Date();
  // The page the visitor was going to rides along in the link (the one check).
  const back = safeReturnPath(form.values[RETURN_PARAM]);
  const outcome = await requestLink(app.db, accountMail(args), "reset-password", form.data.email, app.clientAddress, now, back);
  const values = { email: form.data.email };
  if (outcome.status === "limited") return formTooMany({ until: outcome.until, now }, "attempts", values);
  return formDone({ message: LINK_SENT.reset, values });
}

export default function ForgotPassword() {
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get(RETURN_PARAM));
  return (
    <LinkCard title="Esqueci minha senha" subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha." answer={answer}>
      <Form method="post" className="grid gap-4" noValidate>
        {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
        <EmailField defaultValue={answer?.values?.email} error={answer?.errors?.email} />
        <Button type="submit">Enviar link</Button>
      </Form>
      <p className="text-center text-sm">
        <PageLink to={withReturnPath(href("/login"), back)} className="font-semibold text-accent underline">
          Voltar para Entrar
        </PageLink>
      </p>
    </LinkCard>
  );
}
