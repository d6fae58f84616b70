import { useState } from "react";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";

/**
 * A Markdown text area with its preview beside it, drawn by the renderer the content pages
 * use: live as the admin types (once the page's script runs), and after 'Pré-visualizar'
 * without JavaScript.
 */
export function MarkdownEditor({
  label,
  name,
  maxLength,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  maxLength: number;
  defaultValue: string;
  error?: string;
}) {
  const [source, setSource] = useState(defaultValue);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FormField
        label={label}
        name={name}
        multiline
        rows={12}
        maxLength={maxLength}
        value={source}
        onChange={(e) => setSource(e.currentTarget.value)}
        error={error}
        hint={`Markdown: **negrito**, *itálico*, # título, - lista, > citação, [texto](https://…). Até ${maxLength} caracteres.`}
      />
      <section aria-labelledby={`${name}-previa`} className="min-w-0 rounded-lg border border-dashed border-gray-400 p-4 dark:border-gray-500">
        <h3 id={`${name}-previa`} className="mb-2 text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
          Pré-visualização
        </h3>
        {source.trim() ? (
          <Markdown source={source} headingLevel={4} className="space-y-3 leading-relaxed break-words" />
        ) : (
          <p className="text-gray-600 dark:text-gray-400">O texto aparecerá aqui como na página.</p>
        )}
      </section>
    </div>
  );
}
