import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";

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

/** The site footer; the contact e-mail is the installation's (CONTACT_EMAIL), hidden when unset. */
export function Footer({ contactEmail }: { contactEmail: string | null }) {
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50 pb-20 md:pb-0 dark:border-gray-700 dark:bg-gray-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="font-bold text-brand-700 dark:text-brand-300">Lâmpada</p>
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            “Lâmpada para os meus pés é a tua palavra e luz para o meu caminho.” (Sl 119:105)
          </p>
        </div>
        <nav aria-label="Links rápidos">
          <h2 className="font-semibold text-gray-900 dark:text-gray-100">Links rápidos</h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <PageLink to={l.to} className="text-gray-700 hover:underline dark:text-gray-300">
                  {l.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-gray-900 dark:text-gray-100">Contato</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {contactEmail && (
              <li>
                <a href={`mailto:${contactEmail}`} className="text-gray-700 hover:underline dark:text-gray-300">
                  {contactEmail}
                </a>
              </li>
            )}
            <li>
              <PageLink to={href("/contato")} className="text-gray-700 hover:underline dark:text-gray-300">
                Formulário de contato
              </PageLink>
            </li>
            <li>
              <PageLink to={href("/feedback")} className="text-gray-700 hover:underline dark:text-gray-300">
                Enviar feedback
              </PageLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
