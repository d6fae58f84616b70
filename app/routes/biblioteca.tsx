import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { BookCards } from "#app/areas/library/BookCards.tsx";
import { loadBooks } from "#app/areas/library/library.content.server.ts";
import { readPositions } from "#app/areas/library/positions.store.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/biblioteca";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/biblioteca")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  return {
    books: loadBooks().map(({ titulos: _titulos, ...book }) => book),
    positions: user ? await readPositions(getApp(context).db, user.id) : null,
  };
}

export default function Biblioteca({ loaderData: { books, positions } }: Route.ComponentProps) {
  return (
    <section>
      <PageHeader
        title="Biblioteca"
        subtitle={`${books.length} livros de Ellen G. White e clássicos da fé cristã, para ler capítulo por capítulo.`}
      />
      <div className="mb-6">
        <Notice>
          Conheça a autora na página{" "}
          <PageLink to={href("/ellen-white")} className="font-semibold underline">
            Ellen G. White
          </PageLink>
          .{positions === null && " Sua posição de leitura fica guardada neste navegador; entre na sua conta para guardá-la no seu perfil."}
        </Notice>
      </div>
      <BookCards books={books} positions={positions} />
    </section>
  );
}
