import type { FormEventHandler } from "react";
import { Form } from "react-router";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import type { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { itemKey, type PathfinderClass } from "#app/areas/pathfinders/classes.ts";
import { reviewText, SPECIALTY_KEY_PATTERN, type Review } from "./clubs.ts";
import { AnswerHere, IntentForm, Options, type ClubActionResult } from "./ClubParts.tsx";
import { NOTE_MAX } from "./forms.ts";

type ItemsClass = Pick<PathfinderClass, "id" | "titulo" | "areas">;

/** The page's offline queue for these forms: their submit handler and the items with a write waiting. */
export interface ReviewQueue {
  onSubmit: (label: string) => FormEventHandler<HTMLFormElement>;
  waiting: ReadonlySet<string>;
  full: boolean;
}

/** The queue of a person's page: a write made without signal waits, shown as pending, and is sent when it returns. */
export function reviewQueue(queue: ReturnType<typeof useOfflineForm>, personName: string): ReviewQueue {
  return {
    onSubmit: (label) => queue.onSubmit(`${label} (${personName})`),
    waiting: new Set(queue.waiting.map((write) => write.fields.item ?? "")),
    full: queue.full,
  };
}

interface Rights {
  canMark: boolean;
  canReview: boolean;
  queue: ReviewQueue;
  /** The last action's answer, shown beside the item it was about. */
  result: ClubActionResult | undefined;
}

/** The form the selected items' checkboxes belong to ('Marcar e aprovar selecionados'). */
const BULK_FORM = "marcar-aprovar-selecionados";

/**
 * One person's items of a class, each with its sign-off state and the buttons the viewer may use;
 * a reviewer selects items done in front of them and marks and approves them together.
 */
export function PersonItems({ current, reviews, ...rights }: { current: ItemsClass; reviews: Review[] } & Rights) {
  const byKey = new Map(reviews.map((r) => [r.itemKey, r]));
  const open = current.areas.some((area, ai) => area.itens.some((_, ii) => byKey.get(itemKey(current.id, ai, ii))?.status !== "aprovado"));
  return (
    <div className="grid grid-cols-1 gap-4">
      {rights.canReview && open && (
        <p className="text-sm text-muted">
          Feito na sua frente? Use “Marcar e aprovar” em cada item, ou selecione vários e aprove todos de uma vez no fim da lista.
        </p>
      )}
      {current.areas.map((area, ai) => (
        <section key={area.area} className="rounded-xl border border-line p-4">
          <h3 className="text-lg font-bold">{area.area}</h3>
          <ul className="mt-2 grid gap-3">
            {area.itens.map((text, ii) => {
              const key = itemKey(current.id, ai, ii);
              return <ItemRow key={key} itemKey={key} text={text} review={byKey.get(key)} {...rights} />;
            })}
          </ul>
        </section>
      ))}
      {rights.canReview && open && (
        <Form id={BULK_FORM} method="post" className="sticky bottom-0 grid gap-2 rounded-xl border border-brand-700 bg-surface p-3">
          <input type="hidden" name="intent" value={BULK_FORM} />
          <div>
            <Button type="submit">Marcar e aprovar selecionados</Button>
          </div>
          <AnswerHere result={rights.result} intent={BULK_FORM} />
        </Form>
      )}
    </div>
  );
}

/** The person's specialties under review, and (for a roster entry) a form to mark one done. */
export function PersonSpecialties({
  specialties,
  catalogue,
  ...rights
}: { specialties: Array<{ key: string; name: string; review: Review }>; catalogue: Array<{ key: string; name: string }> } & Rights) {
  return (
    <section aria-labelledby="especialidades" className="grid grid-cols-1 gap-3 rounded-xl border border-line p-4">
      <h2 id="especialidades" className="text-xl font-bold">
        Especialidades
      </h2>
      {specialties.length === 0 && <p className="text-muted">Nenhuma especialidade marcada.</p>}
      <ul className="grid grid-cols-1 gap-3">
        {specialties.map((s) => (
          <ItemRow key={s.key} itemKey={s.key} text={s.name} review={s.review} {...rights} />
        ))}
      </ul>
      {rights.canMark && (
        <IntentForm intent="marcar" label="Marcar especialidade" fields={{ feito: "1" }} onSubmit={rights.queue.onSubmit("Marcar especialidade")}>
          <SelectField label="Especialidade concluída" name="item">
            <Options items={catalogue} value={(c) => c.key} label={(c) => c.name} />
          </SelectField>
        </IntentForm>
      )}
    </section>
  );
}

function ItemRow({
  itemKey: key,
  text,
  review,
  canMark,
  canReview,
  queue,
  result,
}: { itemKey: string; text: string; review: Review | undefined } & Rights) {
  const waiting = review !== undefined && review.status !== "devolvido";
  const queued = (label: string) => queue.onSubmit(`${label}: ${text}`);
  return (
    <li data-item={key} className="grid grid-cols-1 gap-2 border-t border-line pt-2">
      <p>{text}</p>
      <p className="text-sm font-semibold" data-testid={`estado-${key}`}>
        {review ? reviewText(review) : "Não marcado"}
      </p>
      {queue.waiting.has(key) && (
        <p>
          <PendingMark />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {canReview && review?.status !== "aprovado" && !SPECIALTY_KEY_PATTERN.test(key) && (
          <label className="flex min-h-11 items-center gap-2 pr-2">
            <input type="checkbox" name="itens" value={key} form={BULK_FORM} className="size-5" />
            Selecionar<span className="sr-only">: {text}</span>
          </label>
        )}
        {canReview && !review && (
          <IntentForm
            intent="marcar-aprovar"
            label="Marcar e aprovar"
            who={text}
            fields={{ item: key }}
            variant="primary"
            onSubmit={queued("Marcar e aprovar")}
          />
        )}
        {canMark && review?.status !== "aprovado" && (
          <IntentForm
            intent="marcar"
            label={waiting ? "Desmarcar" : review?.status === "devolvido" ? "Enviar de novo" : "Marcar como feito"}
            fields={{ item: key, feito: waiting ? "0" : "1" }}
            onSubmit={queued(waiting ? "Desmarcar" : "Marcar")}
          />
        )}
        {canReview && review && review.status !== "aprovado" && (
          <IntentForm intent="aprovar" label="Aprovar" fields={{ item: key }} variant="primary" onSubmit={queued("Aprovar")} />
        )}
        {canReview && review?.status === "aprovado" && (
          <IntentForm intent="desfazer" label="Desfazer aprovação" fields={{ item: key }} onSubmit={queued("Desfazer aprovação")} />
        )}
      </div>
      {canReview && review?.status === "feito" && (
        <Form method="post" className="grid grid-cols-1 gap-2" onSubmit={queued("Devolver")}>
          <input type="hidden" name="intent" value="devolver" />
          <input type="hidden" name="item" value={key} />
          <FormField label="Observação para devolver" name="nota" id={`nota-${key}`} maxLength={NOTE_MAX} required />
          <div>
            <Button type="submit" variant="secondary">
              Devolver
            </Button>
          </div>
        </Form>
      )}
      <AnswerHere result={result} intent={["marcar", "aprovar", "devolver", "desfazer", "marcar-aprovar"]} subject={key} />
    </li>
  );
}
