import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { answerIsFor, type MessageAnswer } from "#app/platform/http/field-errors.ts";
import { OneFieldForm } from "./OneFieldForm.tsx";
import type { OrderView } from "./order-pages.server.ts";
import { ORDER_LIMITS } from "./service-orders.ts";

/** A form that sets one field of the order, with the refusal's message for it beside it. */
function SettingForm({
  intent,
  button,
  answer,
  busy,
  ...field
}: { intent: string; button: string; answer: MessageAnswer | undefined; busy: boolean } & ComponentProps<typeof FormField>) {
  const refused = answer?.ok === false && answerIsFor(answer, intent) ? answer : undefined;
  return (
    <OneFieldForm intent={intent} button={button} busy={busy}>
      <FormField {...field} error={refused?.errors[field.name]} />
    </OneFieldForm>
  );
}

/** An order's settings for its owner: its title, the service's start time (the opening's countdown), deleting it. */
export function OrderSettings({ order, answer, busy }: { order: OrderView; answer: MessageAnswer | undefined; busy: boolean }) {
  return (
    <section aria-labelledby="ajustes" className="mt-8 grid gap-4">
      <h2 id="ajustes" className="text-xl font-bold">
        Ajustes
      </h2>
      <SettingForm
        intent="renomear"
        button="Renomear"
        answer={answer}
        busy={busy}
        label="Título"
        name="titulo"
        id="campo-titulo-roteiro"
        required
        maxLength={ORDER_LIMITS.title}
        defaultValue={order.title}
      />
      <SettingForm
        intent="horario"
        button="Salvar horário"
        answer={answer}
        busy={busy}
        label="Início do culto"
        hint="A tela de abertura da projeção mostra o nome da igreja e a contagem até este horário."
        name="inicio"
        id="campo-inicio-roteiro"
        type="time"
        defaultValue={order.startsAt ?? ""}
      />
      <Form method="post">
        <input type="hidden" name="intent" value="excluir" />
        <button type="submit" className={buttonClass("danger")} disabled={busy}>
          <Trash2 className="size-4" aria-hidden="true" />
          Excluir roteiro
        </button>
      </Form>
    </section>
  );
}
