import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { answerIsFor, type MessageAnswer } from "#app/platform/http/field-errors.ts";
import { ORDER_LIMITS } from "./service-orders.ts";

const SLIDE_TITLES = ["Boas-vindas", "Avisos", "Oração", "Ofertório", "Culto Divino", "Escola Sabatina"];
/** The intents of the free slide's forms. */
export const SLIDE_INTENTS = ["adicionar-slide", "editar-slide"] as const;

/** The refusal of the slide form of `target` ('novo' or an item's id), when the answer is one. */
export function slideRefusal(answer: MessageAnswer | undefined, target: string) {
  return answer?.ok === false && answerIsFor(answer, SLIDE_INTENTS, target) ? answer : undefined;
}

/** The form of a free slide: a new one (`target` 'novo') or one of the order's, its values kept after a refusal. */
export function SlideForm({
  target,
  label,
  initial,
  answer,
  busy,
}: {
  target: string;
  label: string;
  initial: { estilo: string; titulo: string; texto: string };
  answer: MessageAnswer | undefined;
  busy: boolean;
}) {
  const refused = slideRefusal(answer, target);
  const typed = refused?.values;
  const values = typed ? { estilo: typed.estilo ?? "text", titulo: typed.titulo_slide ?? "", texto: typed.texto_slide ?? "" } : initial;
  const errors = refused?.errors ?? {};
  const id = (name: string) => `${name}-${target}`;
  const isNew = target === "novo";
  return (
    <Form
      method="post"
      className="mt-2 grid gap-3"
      key={refused ? "recusado" : `${target}-${initial.titulo}-${initial.texto}-${answer?.stamp ?? ""}`}
    >
      <input type="hidden" name="intent" value={isNew ? "adicionar-slide" : "editar-slide"} />
      {!isNew && <input type="hidden" name="item" value={target} />}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Tipo de slide</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="estilo" value="text" defaultChecked={values.estilo !== "title"} />
          Texto
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="estilo" value="title" defaultChecked={values.estilo === "title"} />
          Título
        </label>
      </fieldset>
      <FormField
        label="Título do slide"
        name="titulo_slide"
        id={id("campo-titulo-slide")}
        maxLength={ORDER_LIMITS.slideTitle}
        list="titulos-slide"
        placeholder="Avisos"
        defaultValue={values.titulo}
        error={errors.titulo_slide}
      />
      <FormField
        label="Texto do slide"
        name="texto_slide"
        id={id("campo-texto-slide")}
        multiline
        rows={4}
        maxLength={ORDER_LIMITS.slideText}
        hint="Deixe uma linha em branco entre os parágrafos; textos longos viram mais de um slide."
        defaultValue={values.texto}
        // The text's own message, else any other refusal of this form: said beside its last field.
        error={errors.texto_slide ?? errors.estilo ?? errors.item ?? errors.intent ?? refused?.formError}
      />
      {isNew && (
        <datalist id="titulos-slide">
          {SLIDE_TITLES.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      )}
      <button type="submit" className={buttonClass(isNew ? "primary" : "secondary", "justify-self-start")} disabled={busy}>
        {isNew ? (
          "Adicionar slide"
        ) : (
          <>
            Salvar slide<span className="sr-only"> {label}</span>
          </>
        )}
      </button>
    </Form>
  );
}
