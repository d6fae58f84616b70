import { data, href } from "react-router";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { formatAmount } from "#app/areas/donation/donation.ts";
import { PROJECT_LIMITS, projectForm } from "#app/areas/donation/project-fields.ts";
import { churchReceiver } from "#app/areas/donation/receiver.ts";
import { PIX_KEY_KIND_LABELS, PIX_NAME_MAX, pixKeyKind } from "#app/areas/donation/pix.ts";
import { PixNameField } from "#app/areas/donation/PixNameField.tsx";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { adminContentAction, editedRecord } from "#app/areas/church-content/admin-actions.server.ts";
import { AdminField, AdminForm, typedOrStored } from "#app/areas/church-content/AdminForm.tsx";
import { AdminItems } from "#app/areas/church-content/AdminItems.tsx";
import { MarkdownEditor } from "#app/areas/church-content/MarkdownEditor.tsx";
import { listProjectRecords, saveProject } from "#app/areas/donation/projects.store.server.ts";
import type { Route } from "./+types/admin.projetos";

/** /admin/projetos: the church's missionary projects, each with an optional PIX key and goal. Admins only. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Projetos da igreja") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "treasury");
  const { church } = admin;
  const app = getApp(args.context);
  const projects = await listProjectRecords(app.db, church);
  const editing = editedRecord(projects, args.request);
  const receiver = churchReceiver(await churchSettings(app, church, { fresh: true }), null);
  return data({ acting: actingChurchView(admin), projects, editing, churchRecipient: receiver?.name ?? null }, { headers: ADMIN_HEADERS });
}

export const action = (args: Route.ActionArgs) =>
  adminContentAction(args, { kind: "projects", path: href("/admin/projetos"), form: projectForm, markdown: ["texto"], save: saveProject });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const goalText = (cents: number | null) => (cents === null ? "" : formatAmount(cents / 100));

export default function AdminProjects({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { projects, editing, churchRecipient } = loaderData;
  return (
    <AdminPage
      acting={loaderData.acting}
      width="5xl"
      title="Projetos da igreja"
      subtitle="Os projetos que você publica aqui aparecem em Projetos, no lugar dos exemplos, e podem receber doações por Pix."
    >
      <div className="mb-6">
        <Notice>
          {churchRecipient ? (
            `Sem chave própria, as doações de um projeto vão para a chave Pix da igreja (recebedor: ${churchRecipient}).`
          ) : (
            <>
              A igreja ainda não tem chave Pix: só projetos com chave própria recebem doações, e só depois que a cidade da igreja estiver em{" "}
              <PageLink to={href("/admin/igreja")} className="font-semibold underline">
                Dados da igreja
              </PageLink>
              .
            </>
          )}
        </Notice>
      </div>
      <AdminForm title={editing ? "Editar projeto" : "Novo projeto"} editingId={editing?.id ?? null} path={href("/admin/projetos")} answer={answer}>
        <AdminField label="Título" name="titulo" required maxLength={PROJECT_LIMITS.titulo} answer={answer} stored={editing?.titulo} />
        <AdminField
          label="Descrição"
          name="descricao"
          required
          maxLength={PROJECT_LIMITS.descricao}
          answer={answer}
          stored={editing?.descricao}
          hint="Aparece no cartão do projeto."
        />
        <AdminField label="Local" name="localizacao" required maxLength={PROJECT_LIMITS.localizacao} answer={answer} stored={editing?.localizacao} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField
            label="Chave Pix do projeto (opcional)"
            name="chavePix"
            maxLength={PROJECT_LIMITS.chavePix}
            autoComplete="off"
            answer={answer}
            stored={editing?.chavePix}
            hint="CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Vazia: a chave da igreja."
          />
          <PixNameField
            label="Titular da chave do projeto"
            name="recebedor"
            max={PIX_NAME_MAX}
            maxLength={PROJECT_LIMITS.recebedor}
            autoComplete="off"
            defaultValue={typedOrStored(answer, "recebedor", editing?.recebedor)}
            error={answer?.errors?.recebedor}
          />
          <AdminField
            label="Meta em R$ (opcional)"
            name="meta"
            inputMode="decimal"
            maxLength={PROJECT_LIMITS.meta}
            placeholder="5.000,00"
            answer={answer}
            stored={editing ? goalText(editing.meta) : ""}
          />
          <label className="flex items-center gap-2 self-end pb-2 font-medium">
            <input
              type="checkbox"
              name="mostrarTotal"
              defaultChecked={answer?.values ? answer.values.mostrarTotal === "on" : (editing?.mostrarTotal ?? false)}
              className="size-5"
            />
            Mostrar na página do projeto o total recebido
          </label>
        </div>
        <MarkdownEditor label="Texto (Saiba Mais)" name="texto" maxLength={PROJECT_LIMITS.texto} answer={answer} stored={editing?.texto} />
      </AdminForm>
      <h2 className="mb-3 text-xl font-bold">Projetos cadastrados ({projects.length})</h2>
      <AdminItems
        path={href("/admin/projetos")}
        empty="Nenhum projeto cadastrado. Enquanto isso, a página Projetos mostra exemplos, sem pedir doações."
        items={projects.map((p) => ({
          id: p.id,
          title: p.titulo,
          detail: [
            p.localizacao,
            p.meta !== null ? `meta R$ ${goalText(p.meta)}` : null,
            p.chavePix
              ? `Pix (${PIX_KEY_KIND_LABELS[pixKeyKind(p.chavePix)]}): ${p.chavePix}${p.recebedor ? `, ${p.recebedor}` : ""}`
              : "Pix da igreja",
            p.mostrarTotal ? "mostra o total recebido" : null,
          ]
            .filter(Boolean)
            .join(" · "),
          published: p.published,
        }))}
      />
    </AdminPage>
  );
}
