import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { count, plural } from "#app/platform/site/count.ts";

/** One hymn of the preview, as the page shows it before importing (decision 0053). */
export interface PreviewRow {
  arquivo: string;
  titulo: string;
  primeiraLinha: string;
  numero: number;
  origem: "arquivo" | "hinario" | "nome" | "ordem" | "proposto";
}

export interface HymnPreviewData {
  rows: PreviewRow[];
  /** The hymns' text, posted back unchanged with the numbers the admin kept or typed. */
  payload: string;
  songbooks: string[];
  /** The numbers the hymnal has now: [número, título, importado]. */
  taken: Array<[number, string, boolean]>;
  /** Hymns for every church of the conference (the conference's staff chose it), not the church's own. */
  everyChurch: boolean;
}

const ORIGIN: Record<PreviewRow["origem"], string> = {
  arquivo: "número do arquivo",
  hinario: "número do hinário escolhido",
  nome: "número do nome do arquivo",
  ordem: "número em ordem",
  proposto: "sem número no arquivo: proposto",
};

/**
 * The preview of an import: each hymn's number (found or proposed, editable), title, first line
 * and file; a number the hymnal already has says what it replaces, a number typed twice says so,
 * before anything is imported.
 */
export function HymnImportPreview({ preview, busy }: { preview: HymnPreviewData; busy: boolean }) {
  const [numbers, setNumbers] = useState(() => preview.rows.map((r) => String(r.numero)));
  const taken = new Map(preview.taken.map(([n, titulo, importado]) => [n, { titulo, importado }]));
  const times = new Map<string, number>();
  for (const n of numbers) times.set(n, (times.get(n) ?? 0) + 1);
  const replacing = numbers.filter((n) => taken.has(Number(n))).length;
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4" aria-labelledby="previa-titulo">
      <h3 id="previa-titulo" className="text-lg font-bold">
        Confira antes de importar ({count(preview.rows.length, "hino", "hinos")})
      </h3>
      <p className="text-muted">
        Nada foi gravado ainda. Corrija os números que quiser e importe.
        {preview.songbooks.length > 0 && ` Hinários citados nos arquivos: ${preview.songbooks.join(", ")}.`}
        {replacing > 0 &&
          ` ${count(replacing, "número já está", "números já estão")} no hinário e ${plural(replacing, "será substituído", "serão substituídos")}.`}
      </p>
      <input type="hidden" name="intent" value="importar" />
      <input type="hidden" name="hinos" value={preview.payload} />
      {preview.everyChurch && (
        <>
          <input type="hidden" name="todasAsIgrejas" value="1" />
          <p className="font-semibold">Estes hinos vão para todas as igrejas da associação.</p>
        </>
      )}
      <ol className="grid gap-2">
        {preview.rows.map((row, i) => {
          const number = numbers[i]!;
          const before = taken.get(Number(number));
          const twice = (times.get(number) ?? 0) > 1;
          const noteId = `previa-${i}-nota`;
          return (
            <li key={`${row.arquivo}-${i}`} className="flex flex-wrap items-start gap-3 rounded-lg border border-line p-3">
              <input
                name="numero"
                inputMode="numeric"
                pattern="[0-9]{1,4}"
                required
                value={number}
                onChange={(e) => setNumbers((all) => all.map((n, j) => (j === i ? e.target.value.trim() : n)))}
                aria-label={`Número de «${row.titulo}»`}
                aria-describedby={noteId}
                aria-invalid={twice ? true : undefined}
                className={`${inputClass} w-24 min-h-11`}
              />
              <span className="min-w-0 flex-1 break-words">
                <span className="block font-semibold">{row.titulo}</span>
                <span className="block text-muted">{row.primeiraLinha || "(sem letra)"}</span>
                <small id={noteId} className="block text-muted">
                  {row.arquivo} · {number === String(row.numero) ? ORIGIN[row.origem] : "número editado"}
                  {before && (
                    <strong className="block text-warning">
                      Substitui o hino {number} «{before.titulo}» ({before.importado ? "importado antes" : "exemplo do portal"}).
                    </strong>
                  )}
                  {twice && <strong className="block text-danger">Número repetido nesta importação.</strong>}
                </small>
              </span>
            </li>
          );
        })}
      </ol>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="substituir" value="1" className="mt-1 size-5" />
        <span>Substituir todo o hinário importado por estes hinos (os hinos importados antes que não estiverem aqui saem).</span>
      </label>
      <div>
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? "Importando..." : `Importar ${count(preview.rows.length, "hino", "hinos")}`}
        </Button>
      </div>
    </Form>
  );
}
