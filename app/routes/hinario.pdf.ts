import { hymnalPdf } from "../modules/hymnal/hymnal-pdf.server.ts";

/** The complete hymnal as a PDF the portal generates from its own content. */
export function loader() {
  return new Response(hymnalPdf(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="hinario-lampada.pdf"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
