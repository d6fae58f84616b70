import { type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES } from "./modules/site/pages.ts";

/** Pages that have their own module; every other page of PAGES is being prepared. */
const built: Record<string, string> = {
  "/biblia": "routes/biblia.tsx",
  "/biblia/:livro/:capitulo": "routes/biblia.capitulo.tsx",
  "/biblia/busca": "routes/biblia.busca.tsx",
};

export default [
  ...PAGES.map((page) => route(page.path, built[page.path] ?? "routes/area-in-preparation.tsx", { id: page.path })),
  route("preferencias/tema", "routes/preferencias.tema.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
