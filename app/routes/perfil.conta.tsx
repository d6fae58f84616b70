import { href, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { deleteAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { handOverGroups } from "#app/areas/small-groups/group-members.store.server.ts";
import { handOverBeforeDeletion } from "#app/areas/clubs/clubs.store.server.ts";
import { checkOwnPassword } from "#app/areas/accounts/auth.store.server.ts";
import { signedOutHeaders } from "#app/areas/accounts/session.store.server.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { profileLoader } from "#app/areas/profile/profile-page.server.ts";
import { MemberProfile } from "#app/areas/profile/MemberProfile.tsx";
import { withFlash } from "#app/platform/site/flash.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/perfil.conta";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";

/** /perfil/conta: deleting the account, confirmed with the password (the page is the profile's settings tab). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Minha conta") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "settings");
}

const deletion = z.object({
  senha: z.string("Informe sua senha.").min(1, "Informe sua senha.").max(200, "Senha incorreta. Sua conta não foi excluída."),
});
const INTENT = "excluir-conta";

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, deletion);
  if (!form.ok) return invalidForm({ errors: form.errors }, 400, { intent: INTENT }, form.errors.senha);
  const app = getApp(args.context);
  const now = new Date();
  const check = await checkOwnPassword(app.db, user, form.data.senha, app.clientAddress, now);
  if (check.status === "limited") return formTooMany({ until: check.until, now }, "attempts", undefined, { intent: INTENT });
  if (check.status === "wrong") return formError("Senha incorreta. Sua conta não foi excluída.", 401, undefined, { intent: INTENT });
  // A group the member leads passes to another member first (or goes, when no one else is in it).
  await handOverGroups(app.db, user.id);
  // A director's club passes to another leader (or goes, with its roster, when nobody else has an account).
  await handOverBeforeDeletion(app.db, user.id);
  await deleteAccount(app.db, user.id);
  return redirect(withFlash(href("/"), "conta-excluida"), {
    headers: await signedOutHeaders(args.request, app.config.PUBLIC_URL),
  });
}

export default function AccountRoute() {
  return <MemberProfile data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
