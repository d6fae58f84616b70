import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { formatPhone, whatsAppContactUrl } from "#app/areas/community/fields.ts";
import type { ChurchSettings } from "#app/areas/church-settings/settings-fields.ts";

const QUICK_LINKS = [
  { to: "/biblia", label: "Bíblia" },
  { to: "/devocional", label: "Devocional" },
  { to: "/escola-sabatina", label: "Escola Sabatina" },
  { to: "/dicionario", label: "Dicionário Bíblico" },
  { to: "/devocionais-ellen", label: "Livros Devocionais" },
  { to: "/hinario", label: "Hinário" },
  { to: "/estudos", label: "Estudos" },
  { to: "/desbravadores", label: "Desbravadores" },
  { to: "/doacao", label: "Doação" },
];

/** The church as the footer shows it (/admin/igreja); what is unset is left out. */
type FooterChurch = Pick<ChurchSettings, "name" | "city" | "address" | "email" | "phone" | "whatsapp">;

const footerLink = "text-muted hover:underline";

/** The site footer: the church's name, address and channels as its admins set them. */
export function Footer({ church, manyChurches }: { church: FooterChurch | null; manyChurches: boolean }) {
  const links = manyChurches ? [...QUICK_LINKS, { to: href("/igrejas"), label: "Igrejas" }] : QUICK_LINKS;
  const place = [church?.address, church?.city].filter(Boolean).join(" — ");
  return (
    <footer className="mt-12 border-t border-line bg-sunken pb-20 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="font-bold text-accent">Lâmpada</p>
          {church?.name && <p className="mt-1 font-semibold text-fg">{church.name}</p>}
          {place && <p className="text-sm text-muted">{place}</p>}
          <p className="mt-2 text-sm text-muted">“Lâmpada para os meus pés é a tua palavra e luz para o meu caminho.” (Sl 119:105)</p>
        </div>
        <nav aria-label="Links rápidos">
          <h2 className="font-semibold text-fg">Links rápidos</h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <PageLink to={l.to} className="text-muted hover:underline">
                  {l.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-fg">Contato</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {church?.email && (
              <li>
                <a href={`mailto:${church.email}`} className={`break-all ${footerLink}`}>
                  {church.email}
                </a>
              </li>
            )}
            {church?.phone && (
              <li>
                <a href={`tel:+${church.phone}`} className={footerLink}>
                  {formatPhone(church.phone)}
                </a>
              </li>
            )}
            {church?.whatsapp && (
              <li>
                <a href={whatsAppContactUrl(church.whatsapp)} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  WhatsApp {formatPhone(church.whatsapp)}
                </a>
              </li>
            )}
            <li>
              <PageLink to={href("/contato")} className="text-muted hover:underline">
                Formulário de contato
              </PageLink>
            </li>
            <li>
              <PageLink to={href("/feedback")} className="text-muted hover:underline">
                Enviar feedback
              </PageLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
