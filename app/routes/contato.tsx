import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { TitledSection } from "#app/components/ui/TitledSection.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { mailTheChurch } from "#app/areas/church-settings/church-mail.server.ts";
import { inboxArrivalEmail } from "#app/areas/community/inbox-mail.ts";
import { saveContactMessage } from "#app/areas/community/community.store.server.ts";
import { ContactChannels } from "#app/areas/community/ContactChannels.tsx";
import { ContactMessageForm } from "#app/areas/community/ContactMessageForm.tsx";
import { contactForm } from "#app/areas/community/forms.ts";
import { formDone, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/contato";

/** /contato: messages are stored for the church to read at /admin/mensagens and, when it wants, e-mailed to it. */
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/contato")) },
  { name: "description", content: "Fale com a equipe do Lâmpada: e-mail, WhatsApp, horário de atendimento e formulário." },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The church's own channels, from /admin/igreja (the environment's CONTACT_EMAIL and CONTACT_WHATSAPP until then). */
export async function loader(args: Route.LoaderArgs) {
  const church = await churchSettings(getApp(args.context), await churchOfVisit(args));
  return {
    email: church.email,
    whatsApp: church.whatsapp,
    phone: church.phone,
    church: { name: church.name, address: church.address, city: church.city, serviceTimes: church.serviceTimes },
    officeHours: church.officeHours,
    faq: church.faq,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, contactForm);
  if (!form.ok) return invalidForm(form);
  const refused = await refuseTooManyPosts(args.context, LIMITS.contactPerAddress);
  if (refused) return refused;
  const user = await optionalMember(args);
  await saveContactMessage(getApp(args.context).db, await churchOfVisit(args), user?.id ?? null, form.data, new Date());
  await mailTheChurch(args, (to, inbox) => inboxArrivalEmail(to, { kind: "contato", ...form.data }, inbox));
  return formDone();
}

/** Cards (only the channels this installation has, one row of them on a wide screen), the message form stored on the server, the church's FAQ. */
export default function Contato({ loaderData, actionData: result }: Route.ComponentProps) {
  const { faq, ...channels } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Fale Conosco" subtitle="Tem uma dúvida, um pedido ou uma sugestão? Escreva para nós." />
      <ContactChannels {...channels} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ContactMessageForm email={channels.email} result={result} />
        {faq.length > 0 && (
          <TitledSection id="perguntas" title="Perguntas frequentes" titleClassName="mb-4 text-xl font-bold">
            <div className="grid gap-3">
              {faq.map((item) => (
                <details key={item.question} className="rounded-xl border border-line bg-raised p-4">
                  <summary className="cursor-pointer py-2 font-semibold break-words">{item.question}</summary>
                  <p className="mt-2 break-words text-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </TitledSection>
        )}
      </div>
    </div>
  );
}
