import { data, Form, href, useActionData } from "react-router";
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
  const outcome = await requestLink(app.db, accountMail(args), "reset-password", form.data.email, app.clientAddress, now);
  if (outcome.status === "limited")
    return tooManyRequests({ until: outcome.until, now }, "attempts", (text): ForgotResult => ({
      message: { tone: "error", text },
      email: form.data.email,
    }));
  return data<ForgotResult>({ message: { tone: "success", text: LINK_SENT.reset }, email: form.data.email });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  return (
    <LinkCard
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
      message={result?.message}
    >
      <Form method="post" className="grid gap-4" noValidate>
        <EmailField defaultValue={result?.email} error={result?.error} />
        <Button type="submit">Enviar link</Button>
      </Form>
      <p className="text-center text-sm">
        <PageLink to={href("/login")} className="font-semibold text-brand-700 underline dark:text-brand-300">
          Voltar para Entrar
        </PageLink>
      </p>
    </LinkCard>
  );
}
