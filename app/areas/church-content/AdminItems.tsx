import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";

interface AdminItem {
  id: string;
  title: string;
  detail: string;
  published: boolean;
}

/** The list on an admin page: each item with its state and its Editar, Ocultar/Publicar and Excluir actions. */
export function AdminItems({ items, path, empty }: { items: AdminItem[]; path: string; empty: string }) {
  if (items.length === 0) return <p className="rounded-xl border border-dashed border-line-strong p-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-line bg-raised p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-bold break-words">{item.title}</h3>
              <p className="text-sm break-words text-muted">{item.detail}</p>
            </div>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.published ? "bg-success-soft text-success" : "bg-subtle text-fg"}`}
            >
              {item.published ? "Publicado" : "Oculto"}
            </span>
          </div>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            <PageLink to={`${path}?editar=${encodeURIComponent(item.id)}`} className={buttonClass("secondary", "text-sm")}>
              <Pencil className="size-4" aria-hidden="true" /> Editar <span className="sr-only">{item.title}</span>
            </PageLink>
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" name="intent" value={item.published ? "ocultar" : "publicar"} className={buttonClass("secondary", "text-sm")}>
                {item.published ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
                {item.published ? "Ocultar" : "Publicar"} <span className="sr-only">{item.title}</span>
              </button>
            </Form>
            <details>
              <summary className={buttonClass("ghost", "cursor-pointer list-none text-sm")}>
                <Trash2 className="size-4" aria-hidden="true" /> Excluir <span className="sr-only">{item.title}</span>
              </summary>
              <Form method="post" className="mt-2 grid gap-2">
                <input type="hidden" name="id" value={item.id} />
                <p className="text-sm">Excluir para sempre? Para só tirar das páginas, use Ocultar.</p>
                <button type="submit" name="intent" value="excluir" className={buttonClass("danger", "w-fit text-sm")}>
                  Confirmar exclusão
                </button>
              </Form>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}
