import { useState } from "react";
import { Form } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import type { FormAnswer } from "#app/platform/http/field-errors.ts";
import { contactLinkClass as linkClass } from "./ContactChannels.tsx";
import { COMMUNITY_MESSAGES, contactMailto, PHONE_MAX } from "./fields.ts";
import { FormStatus, MessageAndSend, SenderFields } from "./FormParts.tsx";
import { useConfirmation } from "./use-confirmation.ts";

/** The contact form, stored on the server; with the church's e-mail, a link that opens it filled in the visitor's own e-mail program. */
export function ContactMessageForm({ email, result }: { email: string | null; result: FormAnswer | undefined }) {
  const { showing, formKey } = useConfirmation(result, result?.ok === true);
  const [typed, setTyped] = useState({ nome: "", email: "", telefone: "", mensagem: "" });
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-xl font-bold">Envie sua mensagem</h2>
      <FormStatus success={COMMUNITY_MESSAGES.contactSent} showing={showing} result={result} />
      <Form
        key={formKey}
        method="post"
        className="grid gap-4"
        onChange={(e) => {
          const form = new FormData(e.currentTarget);
          setTyped({
            nome: String(form.get("nome") ?? ""),
            email: String(form.get("email") ?? ""),
            telefone: String(form.get("telefone") ?? ""),
            mensagem: String(form.get("mensagem") ?? ""),
          });
        }}
      >
        <SenderFields result={result} />
        <FormField
          label="Telefone (opcional)"
          name="telefone"
          type="tel"
          maxLength={PHONE_MAX}
          autoComplete="tel"
          defaultValue={result?.values?.telefone}
          error={result?.errors?.telefone}
        />
        <MessageAndSend result={result} label="Enviar Mensagem" />
        {email && (
          <p className="text-sm text-muted">
            Prefere seu programa de e-mail?{" "}
            <a href={contactMailto(email, typed)} className={linkClass}>
              Abrir e-mail preenchido
            </a>
          </p>
        )}
      </Form>
    </Card>
  );
}
