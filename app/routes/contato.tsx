import { Church, Clock, Code, Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Form, href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { mailTheChurch } from "#app/areas/church-settings/church-mail.server.ts";
import { inboxArrivalEmail } from "#app/areas/community/inbox-mail.ts";
import { saveContactMessage } from "#app/areas/community/community.store.server.ts";
import { COMMUNITY_MESSAGES, contactMailto, formatPhone, PHONE_MAX, whatsAppContactUrl } from "#app/areas/community/fields.ts";
import { FormStatus, MessageAndSend, SenderFields } from "#app/areas/community/FormParts.tsx";
import { contactForm } from "#app/areas/community/forms.ts";
import { useConfirmation } from "#app/areas/community/use-confirmation.ts";
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
export async function loader({ context }: Route.LoaderArgs) {
  const church = await churchSettings(getApp(context));
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
  await saveContactMessage(getApp(args.context).db, user?.id ?? null, form.data, new Date());
  await mailTheChurch(args, (to, inbox) => inboxArrivalEmail(to, { kind: "contato", ...form.data }, inbox));
  return formDone();
}

const linkClass = "font-semibold text-accent underline";

/** Cards (only the channels this installation has, one row of them on a wide screen), the message form stored on the server, the church's FAQ. */
export default function Contato({ loaderData, actionData: result }: Route.ComponentProps) {
  const { email, whatsApp, phone, church, officeHours, faq } = loaderData;
  const { showing, formKey } = useConfirmation(result, result?.ok === true);
  const [typed, setTyped] = useState({ nome: "", email: "", telefone: "", mensagem: "" });
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Fale Conosco" subtitle="Tem uma dúvida, um pedido ou uma sugestão? Escreva para nós." />
      {!email && !whatsApp && !phone && (
        <p className="mb-4 text-lg">Fale com a equipe pelo formulário abaixo: respondemos em até 24 horas em dias úteis.</p>
      )}
      <ul className="mb-8 grid gap-4 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
        {email && (
          <li>
            <Card className="h-full">
              <h2 className="flex items-center gap-2 font-bold">
                <Mail className="size-5 text-accent" aria-hidden="true" /> E-mail
              </h2>
              <a href={`mailto:${email}`} className={`mt-2 block break-all ${linkClass}`}>
                {email}
              </a>
            </Card>
          </li>
        )}
        {(whatsApp || phone) && (
          <li>
            <Card className="h-full">
              <h2 className="flex items-center gap-2 font-bold">
                <MessageCircle className="size-5 text-success" aria-hidden="true" /> Telefone / WhatsApp
              </h2>
              {phone && (
                <a href={`tel:+${phone}`} className={`mt-2 block ${linkClass}`}>
                  {formatPhone(phone)}
                </a>
              )}
              {whatsApp && (
                <>
                  {whatsApp !== phone && <p className="mt-2">{formatPhone(whatsApp)}</p>}
                  <a href={whatsAppContactUrl(whatsApp)} target="_blank" rel="noopener noreferrer" className={`mt-1 inline-block ${linkClass}`}>
                    Conversar no WhatsApp
                  </a>
                </>
              )}
            </Card>
          </li>
        )}
        {(church.address || church.serviceTimes.length > 0) && (
          <li>
            <Card className="h-full">
              <h2 className="flex items-center gap-2 font-bold">
                <Church className="size-5 text-accent" aria-hidden="true" /> {church.name ?? "A igreja"}
              </h2>
              {church.address && (
                <p className="mt-2 break-words">
                  {church.address}
                  {church.city ? ` — ${church.city}` : ""}
                </p>
              )}
              {church.serviceTimes.length > 0 && (
                <>
                  <h3 className="mt-2 font-semibold">Cultos</h3>
                  <ul className="text-sm">
                    {church.serviceTimes.map((line) => (
                      <li key={line} className="break-words">
                        {line}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          </li>
        )}
        <li>
          <Card className="h-full">
            <h2 className="flex items-center gap-2 font-bold">
              <Code className="size-5 text-accent" aria-hidden="true" /> Desenvolvimento
            </h2>
            <p className="mt-2 text-muted">Encontrou um erro no portal?</p>
            <PageLink to={href("/feedback")} className={`mt-1 inline-block ${linkClass}`}>
              Relatar pelo Feedback
            </PageLink>
          </Card>
        </li>
        {officeHours.length > 0 && (
          <li>
            <Card className="h-full">
              <h2 className="flex items-center gap-2 font-bold">
                <Clock className="size-5 text-warning" aria-hidden="true" /> Horário de atendimento
              </h2>
              <ul className="mt-2 text-sm" aria-label="Horário de atendimento">
                {officeHours.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        )}
      </ul>

      <div className="grid gap-8 lg:grid-cols-2">
        <Card className="p-6">
          <h2 className="mb-4 text-xl font-bold">Envie sua mensagem</h2>
          <FormStatus success={COMMUNITY_MESSAGES.contactSent} showing={showing} result={result} />
          <Form
            key={formKey}
            method="post"
            className="grid gap-4"
            onChange={(e) => {
              const form = new FormData(e.currentTarget);
              setTyped({
                nome: String(form.get("nome") ?? ""),
                email: String(form.get("email") ?? ""),
                telefone: String(form.get("telefone") ?? ""),
                mensagem: String(form.get("mensagem") ?? ""),
              });
            }}
          >
            <SenderFields result={result} />
            <FormField
              label="Telefone (opcional)"
              name="telefone"
              type="tel"
              maxLength={PHONE_MAX}
              autoComplete="tel"
              defaultValue={result?.values?.telefone}
              error={result?.errors?.telefone}
            />
            <MessageAndSend result={result} label="Enviar Mensagem" />
            {email && (
              <p className="text-sm text-muted">
                Prefere seu programa de e-mail?{" "}
                <a href={contactMailto(email, typed)} className={linkClass}>
                  Abrir e-mail preenchido
                </a>
              </p>
            )}
          </Form>
        </Card>

        {faq.length > 0 && (
          <section aria-labelledby="perguntas">
            <h2 id="perguntas" className="mb-4 text-xl font-bold">
              Perguntas frequentes
            </h2>
            <div className="grid gap-3">
              {faq.map((item) => (
                <details key={item.question} className="rounded-xl border border-line bg-raised p-4">
                  <summary className="cursor-pointer py-2 font-semibold break-words">{item.question}</summary>
                  <p className="mt-2 break-words text-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
