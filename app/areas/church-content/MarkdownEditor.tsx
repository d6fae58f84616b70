import { Markdown } from "#app/platform/content/Markdown.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { previewOf, typedOrStored, type AdminAnswer } from "./AdminForm.tsx";

/**
 * A Markdown text area with its preview beside it: 'Pré-visualizar' posts the form and the server
 * answers the text read by the one reader the content pages use (decision 0052), so the preview is
 * exactly the page and the browser never downloads the parser; the field shows what was typed, else `stored`.
 */
export function MarkdownEditor({
  label,
  name,
  maxLength,
  answer,
  stored,
}: {
  label: string;
  name: string;
  maxLength: number;
  answer: AdminAnswer | undefined;
  stored: string | null | undefined;
}) {
  const preview = previewOf(answer, name);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FormField
        label={label}
        name={name}
        multiline
        rows={12}
        maxLength={maxLength}
        defaultValue={typedOrStored(answer, name, stored)}
        error={answer?.errors?.[name]}
        hint={`Markdown: **negrito**, *itálico*, # título, - lista, > citação, [texto](https://…). Até ${maxLength} caracteres.`}
      />
      <section aria-labelledby={`${name}-previa`} className="min-w-0 rounded-lg border border-dashed border-line-strong p-4">
        <h3 id={`${name}-previa`} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
          Pré-visualização
        </h3>
        {preview?.length ? (
          <Markdown blocks={preview} headingLevel={4} className="space-y-3 leading-relaxed break-words" />
        ) : (
          <p className="text-muted">{preview ? "O texto está vazio." : "Toque em “Pré-visualizar” para ver o texto como na página."}</p>
        )}
      </section>
    </div>
  );
}
