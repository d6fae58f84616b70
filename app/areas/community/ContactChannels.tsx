import { Church, Clock, Code, Mail, MessageCircle } from "lucide-react";
import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { formatPhone, whatsAppContactUrl } from "./fields.ts";

/** What the contact page shows of the church's own channels (from /admin/igreja). */
export interface ContactChannelsData {
  email: string | null;
  whatsApp: string | null;
  phone: string | null;
  church: { name: string | null; address: string | null; city: string | null; serviceTimes: string[] };
  officeHours: string[];
}

/** A link of the contact page. */
export const contactLinkClass = "font-semibold text-accent underline";
const linkClass = contactLinkClass;

/** One card for each channel this installation has (one row of them on a wide screen); without e-mail or phone, a line pointing to the form. */
export function ContactChannels({ email, whatsApp, phone, church, officeHours }: ContactChannelsData) {
  return (
    <>
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
    </>
  );
}
