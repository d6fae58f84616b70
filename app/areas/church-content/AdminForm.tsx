import type { ComponentProps, ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { FormAnswer } from "#app/platform/http/field-errors.ts";
import type { MarkdownBlock } from "#app/platform/content/markdown.ts";
import { plural } from "#app/platform/site/count.ts";

/**
 * What an admin action answers when it does not redirect: done only by 'Pré-visualizar' (`preview`,
 * with each Markdown field read on the server in `previews`), or refused.
 */
export type AdminAnswer = FormAnswer<{ preview: boolean; previews: Record<string, MarkdownBlock[]> }>;

/** The server's reading of the Markdown field `name` after 'Pré-visualizar', if that was the last post. */
export function previewOf(answer: AdminAnswer | undefined, name: string): MarkdownBlock[] | undefined {
  return answer?.ok ? answer.previews[name] : undefined;
}

/**
 * The create or edit form of an admin page: its heading, the fields (children), 'Salvar' and
 * 'Pré-visualizar'; while editing, the item's id and a way back to a new item.
 */
export function AdminForm({
  title,
  editingId,
  path,
  answer,
  children,
}: {
  title: string;
  editingId: string | null;
  path: string;
  answer?: AdminAnswer;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  // A new address (after a save, or another item to edit) starts the fields afresh; a refused post keeps what was typed.
  const { key } = useLocation();
  const errorCount = Object.keys(answer?.errors ?? {}).length;
  return (
    <Card className="mb-8 p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      {answer?.formError && (
        <div className="mb-4">
          <Notice tone="error">{answer.formError}</Notice>
        </div>
      )}
      {errorCount > 0 && (
        <div className="mb-4">
          <Notice tone="error">Corrija {plural(errorCount, "o campo indicado", "os campos indicados")} abaixo. Nada foi salvo.</Notice>
        </div>
      )}
      {answer?.ok && answer.preview && (
        <div className="mb-4">
          <Notice>Pré-visualização abaixo. Ainda não foi salvo.</Notice>
        </div>
      )}
      <Form method="post" className="grid gap-4" key={key}>
        {editingId && <input type="hidden" name="id" value={editingId} />}
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="salvar" disabled={busy}>
            {busy ? "Salvando..." : "Salvar"}
          </Button>
          <Button type="submit" name="intent" value="previa" variant="secondary">
            Pré-visualizar
          </Button>
          {editingId && (
            <PageLink to={path} className={buttonClass("ghost")}>
              Cancelar edição
            </PageLink>
          )}
        </div>
      </Form>
    </Card>
  );
}

/** What a field shows: what was just typed (after a refused post), else the stored value, else nothing. */
export function typedOrStored(answer: AdminAnswer | undefined, name: string, stored: string | null | undefined): string {
  return answer?.values?.[name] ?? stored ?? "";
}

/** A text field of an admin form: its value from typedOrStored, its error from the answer. */
export function AdminField({
  answer,
  stored,
  name,
  ...props
}: { answer: AdminAnswer | undefined; stored: string | null | undefined; name: string; label: string } & Omit<
  ComponentProps<typeof FormField>,
  "name" | "defaultValue" | "error"
>) {
  return <FormField name={name} defaultValue={typedOrStored(answer, name, stored)} error={answer?.errors?.[name]} {...props} />;
}

/** The 'Categoria' select of an admin form: the stored category (else `fallback`) chosen, or what was just sent. */
export function AdminCategoryField({
  categories,
  fallback,
  answer,
  stored,
}: {
  categories: readonly string[];
  fallback: string;
  answer: AdminAnswer | undefined;
  stored: string | null | undefined;
}) {
  return (
    <SelectField
      label="Categoria"
      name="categoria"
      defaultValue={typedOrStored(answer, "categoria", stored ?? fallback)}
      error={answer?.errors?.categoria}
    >
      {categories.map((c) => (
        <option key={c}>{c}</option>
      ))}
    </SelectField>
  );
}
