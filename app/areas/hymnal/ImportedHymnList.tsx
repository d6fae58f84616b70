import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";

/**
 * The hymns the church imported (or, with `title`, those of another scope such as every church's),
 * each a link to its page, with or without lyrics and the file it came from.
 */
export function ImportedHymnList({
  hymns,
  title = "Hinos importados",
}: {
  hymns: { numero: number; titulo: string; comLetra: boolean; arquivo: string }[];
  title?: string;
}) {
  return (
    <>
      <h2 className="mb-3 text-xl font-bold">
        {title} ({hymns.length})
      </h2>
      {hymns.length === 0 ? (
        <p className="text-muted">Nenhum hino importado. Enquanto isso, o Hinário mostra os exemplos do portal.</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {hymns.map((h) => (
            <li key={h.numero}>
              <PageLink to={href("/hinario/:numero", { numero: String(h.numero) })} className="font-semibold text-accent underline">
                {h.numero}. {h.titulo}
              </PageLink>{" "}
              <small className="text-muted">
                {h.comLetra ? "com letra" : "sem letra"} · {h.arquivo}
              </small>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
