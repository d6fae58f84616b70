import { href, redirect, useActionData, useLoaderData } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { profileLoader } from "#app/areas/profile/profile-page.server.ts";
import { MemberProfile } from "#app/areas/profile/MemberProfile.tsx";
import { NOTIFICATION_MAIL_INTENT } from "#app/areas/notifications/NotificationMailCard.tsx";
import { notificationMailForm } from "#app/areas/notifications/notifications.ts";
import { setMailOptOuts } from "#app/areas/notifications/notifications.store.server.ts";
import type { Route } from "./+types/perfil.avisos";

/** /perfil/avisos: which notices also come by e-mail (the page is the profile's settings tab). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Avisos por e-mail") }];

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "settings");
}

/** Saves the member's choice per kind of notice. Members only, same-site posts. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, notificationMailForm);
  if (!form.ok) {
    return invalidForm({ errors: form.errors }, 400, { intent: NOTIFICATION_MAIL_INTENT }, Object.values(form.errors)[0] ?? "Valor inválido.");
  }
  await setMailOptOuts(getApp(args.context).db, user.id, form.data);
  return redirect(withFlash(`${href("/perfil")}?tab=settings`, "avisos-salvos"), { status: 303 });
}

export default function NoticeMailRoute() {
  return <MemberProfile data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
