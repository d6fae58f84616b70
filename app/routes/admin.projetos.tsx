import { data, href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { formatAmount } from "#app/areas/donation/donation.ts";
import { PROJECT_LIMITS, projectForm } from "#app/areas/donation/project-fields.ts";
import { churchReceiver } from "#app/areas/donation/receiver.server.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/church-content/admin.server.ts";
import { adminContentAction } from "#app/areas/church-content/admin-actions.server.ts";
import { AdminForm, type AdminAnswer } from "#app/areas/church-content/AdminForm.tsx";
import { AdminItems } from "#app/areas/church-content/AdminItems.tsx";
import { MarkdownEditor } from "#app/areas/church-content/MarkdownEditor.tsx";
import { listProjectRecords, saveProject } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/admin.projetos";

/** /admin/projetos: the church's missionary projects, each with an optional PIX key and goal. Admins only. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Projetos da igreja") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const app = getApp(args.context);
  const projects = await listProjectRecords(app.db);
  const editing = projects.find((p) => p.id === new URL(args.request.url).searchParams.get("editar")) ?? null;
  const receiver = churchReceiver(app.config, null);
  return data(
    { projects, editing, church: receiver ? { name: receiver.name, hasKey: true } : { name: app.config.CHURCH_NAME ?? null, hasKey: false } },
    { headers: ADMIN_HEADERS },
  );
}

export const action = (args: Route.ActionArgs) =>
  adminContentAction(args, { kind: "projects", path: href("/admin/projetos"), form: projectForm, save: saveProject });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const goalText = (cents: number | null) => (cents === null ? "" : formatAmount(cents / 100));

export default function AdminProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, editing, church } = loaderData;
  const answer = actionData as AdminAnswer | undefined;
  const errors = answer?.errors ?? {};
  const v = answer?.values ?? {};
  const value = (name: string, stored: string | null | undefined) => v[name] ?? stored ?? "";
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to={href("/admin")} className="mb-4">
        Administração
      </BackLink>
      <PageHeader
        title="Projetos da igreja"
        subtitle="Os projetos que você publica aqui aparecem em Projetos, no lugar dos exemplos, e podem receber doações por Pix."
      />
      <div className="mb-6">
        <Notice>
          {church.hasKey
            ? `Sem chave própria, as doações de um projeto vão para a chave Pix da igreja (${church.name}).`
            : "A igreja não tem chave Pix configurada (CHURCH_PIX_KEY, CHURCH_NAME e CHURCH_CITY): só projetos com chave própria recebem doações, e só se CHURCH_NAME e CHURCH_CITY estiverem configurados."}
        </Notice>
      </div>
      <AdminForm title={editing ? "Editar projeto" : "Novo projeto"} editingId={editing?.id ?? null} path={href("/admin/projetos")} answer={answer}>
        <FormField
          label="Título"
          name="titulo"
          required
          maxLength={PROJECT_LIMITS.titulo}
          defaultValue={value("titulo", editing?.titulo)}
          error={errors.titulo}
        />
        <FormField
          label="Descrição"
          name="descricao"
          required
          maxLength={PROJECT_LIMITS.descricao}
          defaultValue={value("descricao", editing?.descricao)}
          error={errors.descricao}
          hint="Aparece no cartão do projeto."
        />
        <FormField
          label="Local"
          name="localizacao"
          required
          maxLength={PROJECT_LIMITS.localizacao}
          defaultValue={value("localizacao", editing?.localizacao)}
          error={errors.localizacao}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Chave Pix do projeto (opcional)"
            name="chavePix"
            maxLength={PROJECT_LIMITS.chavePix}
            autoComplete="off"
            defaultValue={value("chavePix", editing?.chavePix)}
            error={errors.chavePix}
            hint="CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória. Vazia: a chave da igreja."
          />
          <FormField
            label="Meta em R$ (opcional)"
            name="meta"
            inputMode="decimal"
            maxLength={PROJECT_LIMITS.meta}
            placeholder="5.000,00"
            defaultValue={value("meta", editing ? goalText(editing.meta) : "")}
            error={errors.meta}
          />
        </div>
        <MarkdownEditor
          label="Texto (Saiba Mais)"
          name="texto"
          maxLength={PROJECT_LIMITS.texto}
          defaultValue={value("texto", editing?.texto)}
          error={errors.texto}
        />
      </AdminForm>
      <h2 className="mb-3 text-xl font-bold">Projetos cadastrados ({projects.length})</h2>
      <AdminItems
        path={href("/admin/projetos")}
        empty="Nenhum projeto cadastrado. Enquanto isso, a página Projetos mostra exemplos, sem pedir doações."
        items={projects.map((p) => ({
          id: p.id,
          title: p.titulo,
          detail: [p.localizacao, p.meta !== null ? `meta R$ ${goalText(p.meta)}` : null, p.chavePix ? `Pix: ${p.chavePix}` : "Pix da igreja"]
            .filter(Boolean)
            .join(" · "),
          published: p.published,
        }))}
      />
    </div>
  );
}
