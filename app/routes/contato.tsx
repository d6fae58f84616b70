import { data } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { saveContactMessage } from "#app/areas/community/community.store.server.ts";
import { ContactPage } from "#app/areas/community/ContactPage.tsx";
import type { FormAnswer } from "#app/areas/community/FormParts.tsx";
import { contactForm } from "#app/areas/community/forms.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/contato";

/** /contato (spec 3 §2.10): messages are stored for the church to read at /admin/mensagens. */
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/contato")) },
  { name: "description", content: "Fale com a equipe do Lâmpada: e-mail, WhatsApp, horário de atendimento e formulário." },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const { config } = getApp(context);
  return { email: config.CONTACT_EMAIL ?? null, whatsApp: config.CONTACT_WHATSAPP ?? null };
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, contactForm);
  if (!form.ok) return invalidForm(form);
  const refused = await refuseTooManyPosts(args.context, LIMITS.contactPerAddress);
  if (refused) return refused;
  const user = await optionalMember(args);
  await saveContactMessage(getApp(args.context).db, user?.id ?? null, form.data, new Date());
  return data({ ok: true });
}

export default function Contato({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage email={loaderData.email} whatsApp={loaderData.whatsApp} result={actionData as FormAnswer | undefined} />;
}
