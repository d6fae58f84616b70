import { data, href } from "react-router";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { VIDEO_CATEGORIES } from "#app/areas/videos/videos.ts";
import { VIDEO_LIMITS, videoForm } from "#app/areas/videos/video-fields.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { adminContentAction, editedRecord } from "#app/areas/church-content/admin-actions.server.ts";
import { AdminCategoryField, AdminField, AdminForm } from "#app/areas/church-content/AdminForm.tsx";
import { AdminItems } from "#app/areas/church-content/AdminItems.tsx";
import { listVideoRecords, saveVideo } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/admin.videos";

/** /admin/videos: the church's own videos (YouTube or Vimeo). Admins only. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Vídeos da igreja") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "communication");
  const { church } = admin;
  const videos = await listVideoRecords(getApp(args.context).db, church);
  const editing = editedRecord(videos, args.request);
  return data({ acting: actingChurchView(admin), videos, editing }, { headers: ADMIN_HEADERS });
}

export const action = (args: Route.ActionArgs) =>
  adminContentAction(args, { kind: "videos", path: href("/admin/videos"), form: videoForm, save: saveVideo });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminVideos({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { videos, editing } = loaderData;
  return (
    <AdminPage
      acting={loaderData.acting}
      width="5xl"
      title="Vídeos da igreja"
      subtitle="Os vídeos que você publica aqui aparecem em Vídeos da Igreja, com o player de privacidade reforçada do YouTube ou do Vimeo."
    >
      <AdminForm title={editing ? "Editar vídeo" : "Novo vídeo"} editingId={editing?.id ?? null} path={href("/admin/videos")} answer={answer}>
        <AdminField label="Título" name="titulo" required maxLength={VIDEO_LIMITS.titulo} answer={answer} stored={editing?.titulo} />
        <AdminField label="Descrição" name="descricao" required maxLength={VIDEO_LIMITS.descricao} answer={answer} stored={editing?.descricao} />
        <AdminCategoryField categories={VIDEO_CATEGORIES} fallback={VIDEO_CATEGORIES[1]} answer={answer} stored={editing?.categoria} />
        <AdminField
          label="Endereço do vídeo"
          name="endereco"
          type="url"
          required
          maxLength={VIDEO_LIMITS.endereco}
          placeholder="https://www.youtube.com/watch?v=…"
          answer={answer}
          stored={editing?.endereco}
          hint="YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/live/… para transmissões, youtube.com/shorts/…) ou Vimeo (vimeo.com/número)."
        />
      </AdminForm>
      <h2 className="mb-3 text-xl font-bold">Vídeos cadastrados ({videos.length})</h2>
      <AdminItems
        path={href("/admin/videos")}
        empty="Nenhum vídeo cadastrado. Enquanto isso, a página Vídeos da Igreja diz que ainda não há vídeos."
        items={videos.map((video) => ({
          id: video.id,
          title: video.titulo,
          detail: `${video.categoria} · ${video.endereco}`,
          published: video.published,
        }))}
      />
    </AdminPage>
  );
}
