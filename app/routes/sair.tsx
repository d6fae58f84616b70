import { Form, href, redirect } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { LOGOUT_QUESTION } from "#app/areas/accounts/LogoutButton.tsx";
import { deleteSession, signedOutHeaders } from "#app/areas/accounts/session.store.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import type { Route } from "./+types/sair";

export const meta: Route.MetaFunction = () => [{ title: documentTitle("Sair") }];

/** Logout: ends the session on the server, clears the cookie, back to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  await deleteSession(app.db, request);
  return redirect(withFlash(href("/"), "saiu"), {
    headers: await signedOutHeaders(request, app.config.PUBLIC_URL),
  });
}

/** The confirmation as a page, for when the dialog cannot open (before JavaScript). */
export default function Logout() {
  return (
    <section className="mx-auto max-w-md text-center">
      <PageHeader title={LOGOUT_QUESTION.topBar} />
      <Form method="post" className="flex justify-center gap-3">
        <ButtonLink to={href("/")} variant="secondary">
          Cancelar
        </ButtonLink>
        <Button type="submit">Sair</Button>
      </Form>
    </section>
  );
}
