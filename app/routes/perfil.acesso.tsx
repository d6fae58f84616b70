import { data, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { ACCESS_INTENTS, UNPROVEN_EMAIL_CHANGE } from "#app/areas/accounts/AccountAccessCard.tsx";
import { PASSWORD_MAX } from "#app/areas/accounts/fields.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { changePassword, requestEmailChange } from "#app/areas/accounts/links.store.server.ts";
import { requesterOf } from "#app/areas/accounts/login-answer.server.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { emailField, newPasswordSchema } from "#app/areas/accounts/validation.ts";
import { MemberProfile } from "#app/areas/profile/MemberProfile.tsx";
import { profileLoader } from "#app/areas/profile/profile-page.server.ts";
import type { ProfileActionResult } from "#app/areas/profile/profile-results.ts";
import type { Route } from "./+types/perfil.acesso";

/** /perfil/acesso: changing the account's e-mail (confirmed by a link to the new one) or password (the page is the settings tab). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Minha conta") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "settings");
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const currentPassword = z.preprocess(text, z.string().min(1, "Informe sua senha atual.").max(PASSWORD_MAX, "Senha incorreta."));

const accessForms = z.union([
  z.object({ intent: z.literal(ACCESS_INTENTS.email), email: z.preprocess(text, emailField), senha: currentPassword }),
  newPasswordSchema.and(z.object({ intent: z.literal(ACCESS_INTENTS.password), senhaAtual: currentPassword })),
]);

const answer = (intent: string, tone: "success" | "error", message: string, status = 200, extra: Partial<ProfileActionResult> = {}) =>
  data<ProfileActionResult>({ intent, tone, message, ...extra }, { status });

export async function action(args: Route.ActionArgs) {
  const member = await requireWritingMember(args);
  const form = await parseForm(args.request, accessForms);
  if (!form.ok) {
    const intent = form.values.intent ?? "";
    return answer(intent, "error", form.errors.intent ?? "Confira os campos destacados.", 400, {
      errors: form.errors,
      values: { email: form.values.email ?? "" },
    });
  }
  const app = getApp(args.context);
  const mail = accountMail(args);
  const now = new Date();
  const input = form.data;
  const who = await requesterOf(args.request, app.clientAddress);
  const outcome =
    input.intent === ACCESS_INTENTS.email
      ? await requestEmailChange(app.db, mail, member, { email: input.email, password: input.senha }, who.address, now)
      : await changePassword(app.db, mail, member, { current: input.senhaAtual, next: input.senha }, who, now);
  switch (outcome.status) {
    case "limited":
      return tooManyRequests({ until: outcome.until, now }, "attempts", (message): ProfileActionResult => ({
        intent: input.intent,
        tone: "error",
        message,
      }));
    case "wrong":
      return answer(input.intent, "error", "Senha atual incorreta. Nada foi alterado.", 401);
    case "same":
      return answer(input.intent, "error", "Este já é o e-mail da sua conta.", 400);
    case "unproven":
      return answer(input.intent, "error", UNPROVEN_EMAIL_CHANGE, 403);
    case "ok":
      // The same words whether or not the address has an account (its owner is told instead).
      return input.intent === ACCESS_INTENTS.email
        ? answer(
            input.intent,
            "success",
            `Enviamos uma mensagem para ${input.email}. Se o endereço puder ser usado, o e-mail da conta muda quando você confirmar pelo link; avisamos também o endereço atual.`,
          )
        : answer(input.intent, "success", "Senha alterada. Os outros dispositivos saíram da conta e avisamos seu e-mail.");
  }
}

export default function AccessRoute() {
  return <MemberProfile data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
