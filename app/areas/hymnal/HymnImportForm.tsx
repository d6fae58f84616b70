import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { ImportFileField } from "#app/platform/imports/ImportForm.tsx";
import { IMPORT_LIMITS } from "./hymn-import.ts";

/**
 * The first step of the import (decision 0053): the files and where their numbers come from, sent to
 * be read and previewed. `errors`: the refused fields; `fileProblems`: the reasons files were refused;
 * `reading`: the files are being read; `conferenceStaff`: the account may import for every church
 * of the conference (the choice is shown only then; the church acted for by default).
 */
export function HymnImportForm({
  errors,
  fileProblems,
  busy,
  reading,
  conferenceStaff,
}: {
  errors: Record<string, string | undefined>;
  fileProblems: string[];
  busy: boolean;
  reading: boolean;
  conferenceStaff: boolean;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4">
      <input type="hidden" name="intent" value="conferir" />
      <ImportFileField
        name="arquivos"
        label="Arquivos dos hinos"
        multiple
        accept=".xml,.txt,.json,.zip,application/xml,text/xml,text/plain,application/json,application/zip"
        problems={fileProblems}
        fileLimit={IMPORT_LIMITS.fileBytes}
        more="um hinário maior vai em partes (importar de novo um número atualiza o hino) ou pelo comando npm run hymnal:import."
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">Números dos hinos</legend>
        <label className="flex min-h-11 items-start gap-2">
          <input type="radio" name="numeracao" value="arquivo" defaultChecked className="mt-1 size-5" />
          <span>O que cada arquivo traz (o hinário citado, o cabeçalho ou o número no início do nome do arquivo)</span>
        </label>
        <label className="flex min-h-11 items-start gap-2">
          <input type="radio" name="numeracao" value="hinario" className="mt-1 size-5" />
          <span>Os de um hinário citado nos arquivos:</span>
        </label>
        <input
          name="hinario"
          aria-label="Nome do hinário"
          placeholder="Nome do hinário, como nos arquivos"
          aria-invalid={errors.hinario ? true : undefined}
          aria-describedby={errors.hinario ? "campo-hinario-erro" : undefined}
          className={`${inputClass} ml-7 max-w-sm`}
        />
        {errors.hinario && (
          <p id="campo-hinario-erro" className="ml-7 text-sm text-danger">
            {errors.hinario}
          </p>
        )}
        <label className="flex min-h-11 items-start gap-2">
          <input type="radio" name="numeracao" value="nome" className="mt-1 size-5" />
          <span>O número no início do nome de cada arquivo (como «48 - Título.xml»)</span>
        </label>
        <label className="flex min-h-11 items-start gap-2">
          <input type="radio" name="numeracao" value="ordem" className="mt-1 size-5" />
          <span>Em ordem, a partir do número:</span>
        </label>
        <input
          name="inicio"
          inputMode="numeric"
          aria-label="Primeiro número"
          placeholder="Por exemplo 500"
          aria-invalid={errors.inicio ? true : undefined}
          aria-describedby={errors.inicio ? "campo-inicio-erro" : undefined}
          className={`${inputClass} ml-7 w-40`}
        />
        {errors.inicio && (
          <p id="campo-inicio-erro" className="ml-7 text-sm text-danger">
            {errors.inicio}
          </p>
        )}
        <p className="text-sm text-muted">Um hino sem número recebe o próximo livre; você corrige na prévia.</p>
      </fieldset>
      {conferenceStaff && (
        <label className="flex min-h-11 items-start gap-2">
          <input type="checkbox" name="todasAsIgrejas" value="1" className="mt-1 size-5" />
          <span>Para todas as igrejas da associação</span>
        </label>
      )}
      <div>
        <Button type="submit" disabled={busy} className="min-h-11">
          {reading ? "Lendo..." : "Conferir"}
        </Button>
      </div>
    </Form>
  );
}
