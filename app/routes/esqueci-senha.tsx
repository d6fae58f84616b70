import { data, Form, href, useActionData, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { EmailField } from "#app/areas/accounts/EmailField.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { requestLink } from "#app/areas/accounts/links.store.server.ts";
import { LINK_SENT } from "#app/areas/accounts/link-messages.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { LinkCard, type LinkCardMessage } from "#app/areas/accounts/LinkCard.tsx";
import { emailOnlySchema } from "#app/areas/accounts/validation.ts";
import { RETURN_PARAM, safeReturnPath, withReturnPath } from "#app/areas/accounts/return-path.ts";
import type { Route } from "./+types/esqueci-senha";

/** /esqueci-senha: a link to create a new password, sent to the address if it has an account (the answer never says). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Esqueci minha senha") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

interface ForgotResult {
  message: LinkCardMessage;
  error?: string;
  email?: string;
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, emailOnlySchema);
  if (!form.ok) return data<ForgotResult>({ message: { tone: "error", text: "Confira o e-mail." }, error: form.errors.email }, { status: 400 });
  const app = getApp(args.context);
  const now = new Date();
  // The page the visitor was going to rides along in the link (the one check).
  const back = safeReturnPath(form.values[RETURN_PARAM]);
  const outcome = await requestLink(app.db, accountMail(args), "reset-password", form.data.email, app.clientAddress, now, back);
  if (outcome.status === "limited")
    return tooManyRequests({ until: outcome.until, now }, "attempts", (text): ForgotResult => ({
      message: { tone: "error", text },
      email: form.data.email,
    }));
  return data<ForgotResult>({ message: { tone: "success", text: LINK_SENT.reset }, email: form.data.email });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get(RETURN_PARAM));
  return (
    <LinkCard
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      message={result?.message}
    >
      <Form method="post" className="grid gap-4" noValidate>
        {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
        <EmailField defaultValue={result?.email} error={result?.error} />
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
