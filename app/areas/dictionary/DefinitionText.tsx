import { PassageLink } from "#app/areas/bible/PassageLink.tsx";
import { linkReferences } from "./dictionary.ts";

/** A definition with its Bible references opening their text (and linked to the reader before scripts run). */
export function DefinitionText({ text }: { text: string }) {
  return (
    <>
      {linkReferences(text).map((segment, i) =>
        segment.reference ? (
          <PassageLink key={i} reference={segment.reference} className="font-medium text-accent underline">
            {segment.text}
          </PassageLink>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
