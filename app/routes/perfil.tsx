import { href, redirect, useActionData, useLoaderData } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { MESSAGES } from "#app/areas/accounts/fields.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { profileForms } from "#app/areas/profile/profile-forms.ts";
import { parseTab } from "#app/areas/profile/profile-fields.ts";
import { profileLoader } from "#app/areas/profile/profile-page.server.ts";
import { MemberProfile } from "#app/areas/profile/MemberProfile.tsx";
import { cycleBibleVersion, saveSettings, togglePreference, updateProfile } from "#app/areas/profile/profile.store.server.ts";
import { dailyDevotionalMessage, notificationsMessage, sabbathRestMessage, versionChangedMessage } from "#app/areas/profile/profile.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { setSabbathRest } from "#app/areas/gamification/streak.store.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { churchBySlug, churchById } from "#app/areas/churches/churches.store.server.ts";
import { homeChurchChoices, setHomeChurch } from "#app/areas/churches/home-church.store.server.ts";
import { HOME_CHURCH_FIELD, HOME_CHURCH_REQUIRED, movedMessage } from "#app/areas/churches/home-church.ts";
import { HomeChurchSection } from "#app/areas/churches/HomeChurchSection.tsx";
import type { Route } from "./+types/perfil";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/perfil")) }];

/** 'Minha igreja', for a member when the deployment has two churches or more (null otherwise). */
async function homeChurchChoice(args: Route.LoaderArgs) {
  const member = await optionalMember(args);
  const { db } = getApp(args.context);
  const churches = member ? await homeChurchChoices(db) : [];
  if (!member || churches.length === 0) return null;
  const current = member.homeChurchId ? await churchById(db, member.homeChurchId) : undefined;
  return { churches, current: current?.slug ?? null };
}

export async function loader(args: Route.LoaderArgs) {
  const [page, homeChurch] = await Promise.all([
    profileLoader(args, parseTab(new URL(args.request.url).searchParams.get("tab"))),
    homeChurchChoice(args),
  ]);
  return { page, homeChurch };
}

const done = (intent: string, message: string) => formDone({ message }, { intent });

/** The profile and its settings (notes, the account and sessions have routes of their own). */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const now = new Date();
  const form = await parseForm(args.request, profileForms(now.toISOString().slice(0, 10)));
  if (!form.ok) {
    const intent = form.values.intent ?? "";
    return invalidForm(form, 400, { intent }, form.errors.intent);
  }
  const { db } = getApp(args.context);
  const input = form.data;
  switch (input.intent) {
    case "perfil":
      if (!(await updateProfile(db, user.id, input))) return formError(MESSAGES.userNotFound, 404, undefined, { intent: input.intent });
      return redirect(withFlash(href("/perfil") + "?tab=info", "perfil-atualizado"));
    case "versao":
      return done(input.intent, versionChangedMessage(await cycleBibleVersion(db, user.id)));
    case "notificacoes":
      return done(input.intent, notificationsMessage(await togglePreference(db, user.id, "notifications")));
    case "devocional":
      return done(input.intent, dailyDevotionalMessage(await togglePreference(db, user.id, "daily_devotional")));
    case "config":
      await saveSettings(db, user.id, input);
      return done(input.intent, "Configurações salvas.");
    case "descanso-sabado":
      await setSabbathRest(db, user.id, input.sabado === "1", now);
      return done(input.intent, sabbathRestMessage(input.sabado === "1"));
    case "igreja": {
      const church = await churchBySlug(db, input.igreja);
      if (!church) return invalidForm({ errors: { [HOME_CHURCH_FIELD]: HOME_CHURCH_REQUIRED } }, 400, { intent: input.intent });
      const moved = await setHomeChurch(db, user.id, church);
      if (!moved.ok) return formError(moved.message, 409, undefined, { intent: input.intent });
      return done(input.intent, movedMessage(church.name));
    }
  }
}

export default function ProfileRoute() {
  const { page, homeChurch } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MemberProfile data={page} result={result}>
      {homeChurch && <HomeChurchSection churches={homeChurch.churches} current={homeChurch.current} answer={result} />}
    </MemberProfile>
  );
}
