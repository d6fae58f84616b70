import { PageLink } from "#app/components/ui/PageLink.tsx";
import { parseReference, referenceHref } from "#app/areas/bible/references.ts";

/** A devotional's verse: the quotation, its reference linked to the reader, and the version. */
export function VerseQuote({ quotation, reference, version }: { quotation: string; reference: string; version: string }) {
  const parsed = parseReference(reference);
  return (
    <blockquote className="mb-6 rounded-lg border-l-4 border-brand-600 bg-accent-soft p-4">
      <p className="font-serif text-lg italic">“{quotation}”</p>
      <footer className="mt-2 font-semibold">
        {parsed ? (
          <PageLink to={referenceHref(parsed)} className="text-accent underline">
            {reference}
          </PageLink>
        ) : (
          reference
        )}{" "}
        <span className="font-normal">({version})</span>
      </footer>
    </blockquote>
  );
}
