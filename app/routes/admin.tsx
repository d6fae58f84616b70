import { BookOpen, Church, Film, HandHeart, Inbox, Music, Newspaper, ReceiptText } from "lucide-react";
import { data, href } from "react-router";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { churchReceiver } from "#app/areas/donation/receiver.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import type { Route } from "./+types/admin";

/** /admin: the admins' hub (a visitor goes to /login, a member gets 403). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Administração") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const { church } = await requireAdmin(args, "any");
  return data(
    { pix: churchReceiver(await churchSettings(getApp(args.context), church, { fresh: true }), null) !== null },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const SECTIONS = [
  {
    to: href("/admin/igreja"),
    icon: Church,
    title: "Dados da igreja",
    text: "Nome, cidade, endereço, contatos, horários dos cultos e a chave Pix das doações.",
  },
  {
    to: href("/admin/doacoes"),
    icon: ReceiptText,
    title: "Doações",
    text: "As doações com a referência do Pix: marque o que foi recebido e baixe a planilha.",
  },
  { to: href("/admin/noticias"), icon: Newspaper, title: "Notícias", text: "Publique as notícias da igreja, com texto em Markdown." },
  {
    to: href("/admin/projetos"),
    icon: HandHeart,
    title: "Projetos missionários",
    text: "Cadastre projetos com meta e chave Pix para receber doações.",
  },
  { to: href("/admin/videos"), icon: Film, title: "Vídeos", text: "Mostre vídeos do YouTube ou do Vimeo em Vídeos da Igreja." },
  {
    to: href("/admin/hinario"),
    icon: Music,
    title: "Hinário da igreja",
    text: "Importe os hinos da igreja (OpenLyrics ou texto), com letra, coro e copyright.",
  },
  {
    to: href("/admin/escola-sabatina"),
    icon: BookOpen,
    title: "Escola Sabatina",
    text: "Importe o trimestre real da Escola Sabatina; a Lição de hoje passa a segui-lo nas datas dele.",
  },
  { to: href("/admin/mensagens"), icon: Inbox, title: "Mensagens recebidas", text: "Leia as mensagens de contato e os feedbacks." },
];

export default function AdminHub({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Administração" subtitle="O conteúdo da sua igreja: o que você publica aqui substitui os exemplos do portal." />
      <ul className="mb-6 grid gap-4 sm:grid-cols-2">
        {SECTIONS.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <PageLink
              to={to}
              className="flex h-full gap-3 rounded-xl border border-line bg-raised p-4 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-8 shrink-0 text-accent" aria-hidden="true" />
              <span>
                <span className="block text-lg font-bold">{title}</span>
                <span className="text-muted">{text}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
      <Notice>
        {loaderData.pix
          ? "Doações por Pix: ligadas. Quem doa recebe o código copia e cola e o QR Code da chave da igreja (ou da chave do projeto)."
          : "Doações por Pix: desligadas. Informe a chave Pix da igreja, o nome do titular e a cidade em Dados da igreja para que a página de doação gere o código Pix; até lá ela só registra intenções."}
      </Notice>
    </div>
  );
}
