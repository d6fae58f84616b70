import { BookOpen, Church, Film, HandHeart, Inbox, Music, Newspaper, ReceiptText, Users, Landmark } from "lucide-react";
import { data, href } from "react-router";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { churchReceiver } from "#app/areas/donation/receiver.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { ActingChurch } from "#app/components/ui/ActingChurch.tsx";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { rolesFor, type Duty } from "#app/areas/accounts/church-roles.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { rolesHeldOver } from "#app/areas/accounts/roles.store.server.ts";
import type { Route } from "./+types/admin";

/** /admin: the admins' hub (a visitor goes to /login, a member gets 403). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Administração") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "any");
  const db = getApp(args.context).db;
  // The sections of the duties the account does for the church it acts for.
  const held = await rolesHeldOver(db, admin.user.id, admin.church);
  const duties: Duty[] = DUTY_NAMES.filter((duty) => rolesFor(duty).some((role) => held.includes(role)));
  const settings = await churchSettings(getApp(args.context), admin.church, { fresh: true });
  return data({ pix: churchReceiver(settings, null) !== null, duties, acting: actingChurchView(admin) }, { headers: ADMIN_HEADERS });
}

const DUTY_NAMES = ["office", "treasury", "communication", "rollup", "conference"] as const satisfies readonly Duty[];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const SECTIONS: Array<{ to: string; icon: typeof Church; title: string; text: string; duty: Duty }> = [
  {
    duty: "office",
    to: href("/admin/igreja"),
    icon: Church,
    title: "Dados da igreja",
    text: "Nome, cidade, endereço, contatos, horários dos cultos e a chave Pix das doações.",
  },
  {
    duty: "treasury",
    to: href("/admin/doacoes"),
    icon: ReceiptText,
    title: "Doações",
    text: "As doações com a referência do Pix: marque o que foi recebido e baixe a planilha.",
  },
  {
    duty: "communication",
    to: href("/admin/noticias"),
    icon: Newspaper,
    title: "Notícias",
    text: "Publique as notícias da igreja, com texto em Markdown.",
  },
  {
    duty: "treasury",
    to: href("/admin/projetos"),
    icon: HandHeart,
    title: "Projetos missionários",
    text: "Cadastre projetos com meta e chave Pix para receber doações.",
  },
  {
    duty: "communication",
    to: href("/admin/videos"),
    icon: Film,
    title: "Vídeos",
    text: "Mostre vídeos do YouTube ou do Vimeo em Vídeos da Igreja.",
  },
  {
    duty: "communication",
    to: href("/admin/hinario"),
    icon: Music,
    title: "Hinário da igreja",
    text: "Importe os hinos da igreja (OpenLyrics ou texto), com letra, coro e copyright.",
  },
  {
    duty: "conference",
    to: href("/admin/escola-sabatina"),
    icon: BookOpen,
    title: "Escola Sabatina",
    text: "Importe o trimestre real da Escola Sabatina; a Lição de hoje passa a segui-lo nas datas dele.",
  },
  { duty: "office", to: href("/admin/mensagens"), icon: Inbox, title: "Mensagens recebidas", text: "Leia as mensagens de contato e os feedbacks." },
  {
    duty: "rollup",
    to: href("/conferencia"),
    icon: Landmark,
    title: "Associação",
    text: "As igrejas, seus membros e os relatórios mensais de todos os clubes, em uma tabela e em planilha.",
  },
  {
    duty: "office",
    to: href("/admin/pessoas"),
    icon: Users,
    title: "Pessoas e papéis",
    text: "Quem cuida da secretaria, da tesouraria e da comunicação: conceda e retire os papéis abaixo do seu.",
  },
];

export default function AdminHub({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Administração" subtitle="O conteúdo da sua igreja: o que você publica aqui substitui os exemplos do portal." />
      <ActingChurch acting={loaderData.acting} />
      <ul className="mb-6 grid gap-4 sm:grid-cols-2">
        {SECTIONS.filter((section) => loaderData.duties.includes(section.duty)).map(({ to, icon: Icon, title, text }) => (
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
      {loaderData.duties.includes("treasury") && (
        <Notice>
          {loaderData.pix
            ? "Doações por Pix: ligadas. Quem doa recebe o código copia e cola e o QR Code da chave da igreja (ou da chave do projeto)."
            : "Doações por Pix: desligadas. Informe a chave Pix da igreja, o nome do titular e a cidade em Dados da igreja para que a página de doação gere o código Pix; até lá ela só registra intenções."}
        </Notice>
      )}
    </div>
  );
}
