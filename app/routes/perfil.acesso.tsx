import { useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
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
import type { Route } from "./+types/perfil.acesso";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";

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

export async function action(args: Route.ActionArgs) {
  const member = await requireWritingMember(args);
  const form = await parseForm(args.request, accessForms);
  if (!form.ok) {
    const intent = form.values.intent ?? "";
    return invalidForm(
      { errors: form.errors, values: { email: form.values.email ?? "" } },
      400,
      { intent },
      form.errors.intent ?? "Confira os campos destacados.",
    );
  }
  const app = getApp(args.context);
  const mail = accountMail(args);
  const now = new Date();
  const input = form.data;
  const where = { intent: input.intent };
  const who = await requesterOf(args.request, app.clientAddress);
  const outcome =
    input.intent === ACCESS_INTENTS.email
      ? await requestEmailChange(app.db, mail, member, { email: input.email, password: input.senha }, who.address, now)
      : await changePassword(app.db, mail, member, { current: input.senhaAtual, next: input.senha }, who, now);
  switch (outcome.status) {
    case "limited":
      return formTooMany({ until: outcome.until, now }, "attempts", undefined, where);
    case "wrong":
      return formError("Senha atual incorreta. Nada foi alterado.", 401, undefined, where);
    case "same":
      return formError("Este já é o e-mail da sua conta.", 400, undefined, where);
    case "unproven":
      return formError(UNPROVEN_EMAIL_CHANGE, 403, undefined, where);
    case "ok":
      // The same words whether or not the address has an account (its owner is told instead).
      return input.intent === ACCESS_INTENTS.email
        ? formDone(
            {
              message: `Enviamos uma mensagem para ${input.email}. Se o endereço puder ser usado, o e-mail da conta muda quando você confirmar pelo link; avisamos também o endereço atual.`,
            },
            where,
          )
        : formDone({ message: "Senha alterada. Os outros dispositivos saíram da conta e avisamos seu e-mail." }, where);
  }
}

export default function AccessRoute() {
  return <MemberProfile data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
