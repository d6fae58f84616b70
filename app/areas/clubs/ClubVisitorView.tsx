import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { LoginFirst } from "./ClubParts.tsx";

const WIDTHS = { "3xl": "max-w-3xl", "4xl": "max-w-4xl" } as const;

/** A club page as a visitor sees it: its title and the way in ('Entrar', 'Criar conta'). */
export function ClubVisitorView({ title, width = "3xl" }: { title: string; width?: keyof typeof WIDTHS }) {
  return (
    <section className={`mx-auto ${WIDTHS[width]}`}>
      <PageHeader title={title} />
      <LoginFirst />
    </section>
  );
}
