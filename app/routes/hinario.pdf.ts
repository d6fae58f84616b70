import { hymnalPdf } from "#app/areas/hymnal/hymnal-pdf.server.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { refuseTooManyFiles } from "#app/platform/limits/limited-file.server.ts";
import type { Route } from "./+types/hinario.pdf";

/** The complete hymnal as a PDF the portal generates from its own content and the church's imported hymns. */
export async function loader(args: Route.LoaderArgs) {
  const refused = await refuseTooManyFiles(args.context);
  if (refused) return refused;
  const { hymns } = await churchHymnal(getApp(args.context).db, await churchOfVisit(args));
  return new Response(hymnalPdf(hymns), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="hinario-lampada.pdf"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
