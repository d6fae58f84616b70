import { findHymn } from "#app/areas/hymnal/hymnal.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { hymnFileName, hymnText } from "#app/areas/hymnal/hymns.ts";
import { refuseTooManyFiles } from "#app/platform/limits/limited-file.server.ts";
import type { Route } from "./+types/hinario.$numero.letra";

/** 'Baixar Letra': a hymn's lyrics as a UTF-8 text file (only a hymn that has lyrics). */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const hymn = await findHymn(getApp(context).db, await churchOfVisit(args), params.numero);
  if (!hymn?.letra) return new Response("Hino não encontrado", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const refused = await refuseTooManyFiles(context);
  if (refused) return refused;
  return new Response(hymnText(hymn), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${hymnFileName(hymn)}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
