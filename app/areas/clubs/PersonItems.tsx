import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { itemKey, type PathfinderClass } from "#app/areas/pathfinders/classes.ts";
import { reviewText, type Review } from "./clubs.ts";
import { IntentForm } from "./ClubParts.tsx";
import { NOTE_MAX } from "./forms.ts";

type ItemsClass = Pick<PathfinderClass, "id" | "titulo" | "areas">;

/** One person's items of a class, each with its sign-off state and the buttons the viewer may use. */
export function PersonItems({
  current,
  reviews,
  canMark,
  canReview,
}: {
  current: ItemsClass;
  reviews: Review[];
  canMark: boolean;
  canReview: boolean;
}) {
  const byKey = new Map(reviews.map((r) => [r.itemKey, r]));
  return (
    <div className="grid gap-4">
      {current.areas.map((area, ai) => (
        <section key={area.area} className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
          <h3 className="text-lg font-bold">{area.area}</h3>
          <ul className="mt-2 grid gap-3">
            {area.itens.map((text, ii) => {
              const key = itemKey(current.id, ai, ii);
              const review = byKey.get(key);
              return (
                <li key={key} data-item={key} className="grid gap-2 border-t border-gray-200 pt-2 dark:border-gray-700">
                  <p className="break-words">{text}</p>
                  <p className="text-sm font-semibold" data-testid={`estado-${key}`}>
                    {review ? reviewText(review) : "Não marcado"}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {canMark && review?.status !== "aprovado" && (
                      <IntentForm
                        intent="marcar"
                        label={review && review.status !== "devolvido" ? "Desmarcar" : "Marcar como feito"}
                        fields={{ item: key, feito: review && review.status !== "devolvido" ? "0" : "1" }}
                      />
                    )}
                    {canReview && review && review.status !== "aprovado" && (
                      <IntentForm intent="aprovar" label="Aprovar" fields={{ item: key }} variant="primary" />
                    )}
                    {canReview && review?.status === "aprovado" && <IntentForm intent="desfazer" label="Desfazer aprovação" fields={{ item: key }} />}
                  </div>
                  {canReview && review?.status === "feito" && (
                    <Form method="post" className="grid gap-2">
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
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
