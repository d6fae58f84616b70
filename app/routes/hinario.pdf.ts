import { hymnalPdf } from "#app/areas/hymnal/hymnal-pdf.server.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { refuseTooManyFiles } from "#app/platform/limits/limited-file.server.ts";
import type { Route } from "./+types/hinario.pdf";

/** The complete hymnal as a PDF the portal generates from its own content and the church's imported hymns. */
export async function loader({ context }: Route.LoaderArgs) {
  const refused = await refuseTooManyFiles(context);
  if (refused) return refused;
  return new Response(hymnalPdf((await churchHymnal(getApp(context).db)).hymns), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="hinario-lampada.pdf"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
