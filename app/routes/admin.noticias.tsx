import { data, href } from "react-router";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { CHURCH_TIME_ZONE, localDate } from "#app/platform/site/time-zone.ts";
import { NEWS_CATEGORIES } from "#app/areas/news/news.ts";
import { NEWS_LIMITS, newsForm } from "#app/areas/news/news-fields.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { adminContentAction, editedRecord } from "#app/areas/church-content/admin-actions.server.ts";
import { AdminCategoryField, AdminField, AdminForm } from "#app/areas/church-content/AdminForm.tsx";
import { AdminItems } from "#app/areas/church-content/AdminItems.tsx";
import { MarkdownEditor } from "#app/areas/church-content/MarkdownEditor.tsx";
import { listNewsRecords, saveNews } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/admin.noticias";

/** /admin/noticias: the church's own news; ?editar={id} edits one. Admins only (a visitor goes to /login, a member gets 403). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Notícias da igreja") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "communication");
  const { church } = admin;
  const news = await listNewsRecords(getApp(args.context).db, church);
  const editing = editedRecord(news, args.request);
  const today = isoDate(localDate(new Date(), CHURCH_TIME_ZONE));
  return data({ acting: actingChurchView(admin), news, editing, today }, { headers: ADMIN_HEADERS });
}

export const action = (args: Route.ActionArgs) =>
  adminContentAction(args, { kind: "news", path: href("/admin/noticias"), form: newsForm, markdown: ["corpo"], save: saveNews });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminNews({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { news, editing, today } = loaderData;
  return (
    <AdminPage acting={loaderData.acting} width="5xl" title="Notícias da igreja" subtitle="O que você publica aqui aparece em Notícias da Igreja.">
      <AdminForm title={editing ? "Editar notícia" : "Nova notícia"} editingId={editing?.id ?? null} path={href("/admin/noticias")} answer={answer}>
        <AdminField label="Título" name="titulo" required maxLength={NEWS_LIMITS.titulo} answer={answer} stored={editing?.titulo} />
        <AdminField
          label="Resumo"
          name="resumo"
          required
          maxLength={NEWS_LIMITS.resumo}
          answer={answer}
          stored={editing?.resumo}
          hint="Aparece no cartão da notícia."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField label="Data" name="data" type="date" required answer={answer} stored={editing?.data ?? today} />
          <AdminCategoryField categories={NEWS_CATEGORIES} fallback={NEWS_CATEGORIES[0]} answer={answer} stored={editing?.categoria} />
        </div>
        <AdminField
          label="Link da fonte (opcional)"
          name="link"
          type="url"
          maxLength={500}
          placeholder="https://"
          answer={answer}
          stored={editing?.link}
        />
        <MarkdownEditor label="Texto" name="corpo" maxLength={NEWS_LIMITS.corpo} answer={answer} stored={editing?.corpo} />
      </AdminForm>
      <h2 className="mb-3 text-xl font-bold">Notícias cadastradas ({news.length})</h2>
      <AdminItems
        path={href("/admin/noticias")}
        empty="Nenhuma notícia cadastrada. Enquanto isso, a página Notícias da Igreja diz que ainda não há notícias."
        items={news.map((n) => ({ id: n.id, title: n.titulo, detail: `${n.data} · ${n.categoria}`, published: n.published }))}
      />
    </AdminPage>
  );
}
