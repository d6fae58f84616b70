import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { UNPROVEN_ACCOUNT_DAYS } from "./ownership.ts";

/** Shown on every page to a member whose address is not confirmed yet; 'Reenviar' asks for a new link (limited). */
export function ConfirmEmailBanner({ email }: { email: string }) {
  return (
    <div className="mb-4">
      <Notice>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 break-words">
            <strong>Confirme seu e-mail.</strong> Enviamos um link para {email}. Contas novas não confirmadas são removidas {UNPROVEN_ACCOUNT_DAYS}{" "}
            dias depois do cadastro.
          </p>
          <Form method="post" action={href("/confirmar-email")}>
            <input type="hidden" name="intent" value="reenviar" />
            <Button type="submit" variant="secondary">
              Reenviar
            </Button>
          </Form>
        </div>
      </Notice>
    </div>
  );
}
