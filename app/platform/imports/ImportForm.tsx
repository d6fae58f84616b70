import { inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { sizeText } from "./problems.ts";
import { UPLOAD_BYTES } from "./upload-limits.ts";
import { plural } from "#app/platform/site/count.ts";

/**
 * The admin upload form both importers share (decision 0053): the file field with its limits
 * and the list of problems that refused an upload, each line naming its file.
 */

/** 'Nada foi importado. Corrija o problema:' and one line per problem; `id` ties it to its field. */
export function ImportProblems({ id, problems }: { id: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="mb-4">
      <Notice tone="error">
        <p className="font-semibold">Nada foi importado. Corrija {plural(problems.length, "o problema", `os ${problems.length} problemas`)}:</p>
        <ul id={id} className="mt-1 list-disc pl-5 break-words">
          {problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Notice>
    </div>
  );
}

/** The file field of an import: its label, the types it takes, and what one upload may carry (`more`: where a larger set goes). */
export function ImportFileField(props: {
  name: string;
  label: string;
  accept: string;
  multiple?: boolean;
  problems: readonly string[];
  fileLimit?: number;
  more: string;
}) {
  const id = `campo-${props.name}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="file"
        multiple={props.multiple}
        required
        accept={props.accept}
        aria-invalid={props.problems.length ? true : undefined}
        aria-describedby={props.problems.length ? `${id}-erro` : undefined}
        className={inputClass}
      />
      <p className="text-sm text-muted">
        Até {sizeText(UPLOAD_BYTES)} por envio{props.fileLimit ? ` e ${sizeText(props.fileLimit)} por arquivo` : ""}; {props.more}
      </p>
    </div>
  );
}
