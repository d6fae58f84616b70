import { Form, href, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/Button.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { signInWithLink } from "#app/areas/accounts/links.store.server.ts";
import { LinkCard } from "#app/areas/accounts/LinkCard.tsx";
import { afterLoginPath, loggedInRedirect, newPasswordPath, requesterOf } from "#app/areas/accounts/login-answer.server.ts";
import { RETURN_PARAM, returnPathOf, safeReturnPath } from "#app/areas/accounts/return-path.ts";
import { peekToken } from "#app/areas/accounts/tokens.store.server.ts";
import { TOKEN_STATE_MESSAGES, TOKEN_STATE_STATUS } from "#app/areas/accounts/tokens.ts";
import type { Route } from "./+types/entrar-com-link";

/** /entrar-com-link?token=…: the page of the link from 'Enviar link de acesso' (single use, 15 minutes); the button signs in. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Entrar com link") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await peekToken(getApp(context).db, token, "sign-in", new Date());
  return { token, problem: state === "usable" ? null : TOKEN_STATE_MESSAGES[state], back: returnPathOf(request.url) };
}

const linkForm = z.object({ token: z.string("Link inválido.").max(100, "Link inválido.") });

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, linkForm);
  if (!form.ok) return invalidForm({ errors: form.errors }, 400, undefined, TOKEN_STATE_MESSAGES.unknown);
  const app = getApp(args.context);
  const who = await requesterOf(args.request, app.clientAddress);
  const now = new Date();
  const outcome = await signInWithLink(app.db, form.data.token, who, now);
  // Back to the page the visitor was going to, when the link carries one (the one check).
  const back = safeReturnPath(form.values[RETURN_PARAM]);
  if (outcome.status === "claimed") return redirect(newPasswordPath(outcome.passwordToken, back));
  if (outcome.status === "limited") return formTooMany({ until: outcome.until, now }, "attempts");
  if (outcome.status !== "ok") return formError(TOKEN_STATE_MESSAGES[outcome.status], TOKEN_STATE_STATUS[outcome.status]);
  return loggedInRedirect(args.request, app.config.PUBLIC_URL, afterLoginPath(outcome, back), outcome.token);
}

export default function SignInWithLink() {
  const { token, problem, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <LinkCard title="Entrar com link" subtitle="Use o link que enviamos para o seu e-mail." answer={answer} problem={problem}>
      {answer || problem ? (
        <p className="text-center text-sm">
          <PageLink to={href("/login")} className="font-semibold text-accent underline">
            Voltar para Entrar
          </PageLink>
        </p>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
          <Button type="submit" className="w-full">
            Entrar
          </Button>
        </Form>
      )}
    </LinkCard>
  );
}
