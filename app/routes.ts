import { type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES } from "./modules/site/pages.ts";

/** Pages that have their own module; every other page of PAGES is being prepared. */
const built: Record<string, string> = {
  "/": "routes/home.tsx",
  "/conquistas": "routes/conquistas.tsx",
  "/hinario": "routes/hinario.tsx",
  "/hinario/:numero": "routes/hinario.$numero.tsx",
  "/dicionario": "routes/dicionario.tsx",
  "/quiz": "routes/quiz.tsx",
  "/login": "routes/login.tsx",
  "/perfil": "routes/perfil.tsx",
  "/biblia": "routes/biblia.tsx",
  "/biblia/:livro/:capitulo": "routes/biblia.capitulo.tsx",
  "/biblia/busca": "routes/biblia.busca.tsx",
};

export default [
  ...PAGES.map((page) => route(page.path, built[page.path] ?? "routes/area-in-preparation.tsx", { id: page.path })),
  route("preferencias/tema", "routes/preferencias.tema.ts"),
  route("versiculo-do-dia", "routes/versiculo-do-dia.ts"),
  route("hinario.pdf", "routes/hinario.pdf.ts"),
  route("hinario/:numero/letra.txt", "routes/hinario.$numero.letra.ts"),
  route("sair", "routes/sair.tsx"),
  route("perfil/foto", "routes/perfil.foto.ts"),
  route("perfil/dados", "routes/perfil.dados.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
