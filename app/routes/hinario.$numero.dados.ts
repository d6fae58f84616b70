import { data } from "react-router";
import { findHymn } from "#app/areas/hymnal/hymnal.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import type { Route } from "./+types/hinario.$numero.dados";

/** /hinario/{numero}/dados.json: one hymn with its lyrics, for the hymnal list's dialog (the list carries no lyrics). */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const hymn = await findHymn(getApp(context).db, await churchOfVisit(args), params.numero);
  if (!hymn) return data({ error: "Hino não encontrado." }, { status: 404 });
  return data(hymn, { headers: { "Cache-Control": "no-cache" } });
}
