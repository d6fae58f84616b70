import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { TypedPassageLink } from "./one-search.ts";

/** The passages a typed list names ("Rm 8:28; 12:1-2"), or the books a short name may mean ("Es 4"), to open. */
export function TypedPassages({ choice, links }: { choice: boolean; links: TypedPassageLink[] }) {
  return (
    <section aria-labelledby="passagens" className="mb-6">
      <h2 id="passagens" className="mb-3 text-xl font-bold">
        {choice ? "Qual destas passagens?" : "Passagens"}
      </h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <PageLink
              to={link.href}
              className="flex min-h-11 items-center rounded-lg border border-line px-3 py-2 font-semibold text-accent underline break-words"
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
