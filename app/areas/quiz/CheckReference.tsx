import { PageLink } from "#app/components/ui/PageLink.tsx";
import { parseReference, referenceHref } from "#app/areas/bible/references.ts";

/**
 * 'Confira em' and a question's Bible reference, a link to the passage when it reads as one;
 * otherwise the plain reference, or nothing at all when `linkOnly`.
 */
export function CheckReference({ referencia, className, linkOnly = false }: { referencia: string; className: string; linkOnly?: boolean }) {
  const reference = parseReference(referencia);
  if (!reference && linkOnly) return null;
  return (
    <p className={className}>
      Confira em{" "}
      {reference ? (
        <PageLink to={referenceHref(reference)} className="font-medium text-accent underline">
          {referencia}
        </PageLink>
      ) : (
        referencia
      )}
    </p>
  );
}
