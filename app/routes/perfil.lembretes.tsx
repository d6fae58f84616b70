import { href, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { profileLoader } from "#app/areas/profile/profile-page.server.ts";
import { MemberProfile } from "#app/areas/profile/MemberProfile.tsx";
import {
  REMINDER_MESSAGES,
  REMINDERS_INTENT,
  reminderSettingsFields,
  settingsFromForm,
  settingsProblem,
  SUBSCRIPTION_LIMITS,
  subscriptionSchema,
} from "#app/areas/reminders/reminders.ts";
import { addSubscription, removeAllSubscriptions, removeSubscription, saveReminderSettings } from "#app/areas/reminders/reminders.store.server.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/perfil.lembretes";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";

/** /perfil/lembretes: the reminders' choices and this device's subscription (the page is the profile's settings tab). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Lembretes") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "settings");
}

/** The largest post: a subscription's fields with their names and the intent. */
const REMINDER_FORM_BYTES = 4 * 1024;

const endpointField = z
  .string(REMINDER_MESSAGES.badSubscription)
  .min(1, REMINDER_MESSAGES.badSubscription)
  .max(SUBSCRIPTION_LIMITS.endpoint, REMINDER_MESSAGES.badSubscription);

const reminderForms = (pushServices: readonly string[]) =>
  z.discriminatedUnion(
    "intent",
    [
      reminderSettingsFields.extend({ intent: z.literal("salvar") }),
      subscriptionSchema(pushServices).extend({ intent: z.literal("inscrever") }),
      z.object({ intent: z.literal("cancelar"), endpoint: endpointField }),
      z.object({ intent: z.literal("cancelar-todos") }),
    ],
    "Ação desconhecida.",
  );

const where = { intent: REMINDERS_INTENT };

/** Saves the choices, turns this device's reminders on or off, or every device's off. Members only, limited, same-site posts. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const app = getApp(args.context);
  if (app.config.REMINDERS !== "1") return formError(REMINDER_MESSAGES.unavailable, 404, undefined, where);
  // Past the limit, the message shows where the profile shows this form's answers (429, Retry-After).
  const now = new Date();
  const until = await hitAll(app.db, [[LIMITS.remindersPerMember, user.id]], now);
  if (until !== null) return formTooMany({ until, now }, "attempts", undefined, where);
  const form = await parseForm(args.request, reminderForms(app.config.REMINDERS_PUSH_SERVICES), { maxBytes: REMINDER_FORM_BYTES });
  if (!form.ok) {
    return invalidForm(form, 400, where, form.errors.intent ?? Object.values(form.errors)[0] ?? REMINDER_MESSAGES.badSubscription);
  }
  switch (form.data.intent) {
    case "salvar": {
      const settings = settingsFromForm(form.data);
      const problem = settingsProblem(settings);
      if (problem) return invalidForm({ errors: { [problem.field]: problem.message }, values: form.values }, 400, where, problem.message);
      await saveReminderSettings(app.db, user.id, settings, now);
      // Answered in place, beside the button (the page does not move; issue 40).
      return formDone({ message: REMINDER_MESSAGES.saved }, where);
    }
    case "inscrever":
      if (!(await addSubscription(app.db, user.id, form.data, now))) return formError(REMINDER_MESSAGES.tooManyDevices, 409, undefined, where);
      return formDone({ message: REMINDER_MESSAGES.subscribed }, where);
    case "cancelar":
      await removeSubscription(app.db, user.id, form.data.endpoint);
      return formDone({ message: REMINDER_MESSAGES.unsubscribed }, where);
    case "cancelar-todos":
      await removeAllSubscriptions(app.db, user.id);
      return redirect(withFlash(href("/perfil") + "?tab=settings", "lembretes-desativados"), { status: 303 });
  }
}

export default function RemindersRoute() {
  return <MemberProfile data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
