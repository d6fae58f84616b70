import { Send } from "lucide-react";
import { useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import type { FormAnswer } from "#app/platform/http/field-errors.ts";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "./fields.ts";

/** The confirmation (while it shows) and a refusal for the whole form (429). */
export function FormStatus({ success, showing, result }: { success: string; showing: boolean; result: FormAnswer | undefined }) {
  if (!showing && !result?.formError) return null;
  return <div className="mb-4">{showing ? <Notice tone="success">{success}</Notice> : <Notice tone="error">{result!.formError}</Notice>}</div>;
}

/** Nome and email, required, as both forms ask them. */
export function SenderFields({ result }: { result: FormAnswer | undefined }) {
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  return (
    <>
      <FormField label="Nome" name="nome" required maxLength={NAME_MAX} autoComplete="name" defaultValue={values.nome} error={errors.nome} />
      <FormField
        label="E-mail"
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
    </>
  );
}

/** The message and the send button. */
export function MessageAndSend({ result, label }: { result: FormAnswer | undefined; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <FormField
        label="Mensagem"
        name="mensagem"
        multiline
        required
        maxLength={MESSAGE_MAX}
        hint={`Até ${MESSAGE_MAX} caracteres.`}
        defaultValue={result?.values?.mensagem}
        error={result?.errors?.mensagem}
      />
      <Button type="submit" disabled={busy}>
        <Send className="size-4" aria-hidden="true" />
        {busy ? "Enviando..." : label}
      </Button>
    </>
  );
}
