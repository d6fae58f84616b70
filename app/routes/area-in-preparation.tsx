import { Hammer } from "lucide-react";
import { href, Link, useMatches } from "react-router";
import { documentTitle, pageTitle } from "../modules/site/pages.ts";
import type { Route } from "./+types/area-in-preparation";

/** A page of the route table whose area has not been built yet. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: documentTitle(pageTitle(matches.at(-1)?.id ?? "")) }];

export default function AreaInPreparation() {
  const id = useMatches().at(-1)?.id ?? "";
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <Hammer className="mx-auto size-12 text-brand-600 dark:text-brand-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{pageTitle(id)}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">Esta área está sendo preparada e estará disponível em breve.</p>
      <p className="mt-6">
        <Link to={href("/biblia")} className="font-semibold text-brand-700 underline dark:text-brand-300">
          Enquanto isso, leia a Bíblia
        </Link>
      </p>
    </section>
  );
}
