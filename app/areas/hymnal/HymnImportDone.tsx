import { Notice } from "#app/components/ui/Notice.tsx";
import { count } from "#app/platform/site/count.ts";

/** What an import stored: how many hymns, new, updated and (replacing) removed, and the numbers that were already taken. */
export interface HymnImportOutcome {
  hymns: number;
  created: number;
  updated: number;
  removed: number;
  replaced: boolean;
  replacements: string[];
}

/** The notice of a finished import. */
export function HymnImportDone({ imported }: { imported: HymnImportOutcome }) {
  return (
    <div className="mb-4">
      <Notice tone="success">
        {count(imported.hymns, "hino importado", "hinos importados")}: {count(imported.created, "novo", "novos")},{" "}
        {count(imported.updated, "atualizado", "atualizados")}
        {imported.replaced && `, ${count(imported.removed, "removido", "removidos")}`}.
        {imported.replacements.length > 0 && (
          <>
            <span className="mt-1 block font-semibold">Números que já estavam no hinário:</span>
            <ul className="list-disc pl-5 break-words">
              {imported.replacements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </Notice>
    </div>
  );
}
