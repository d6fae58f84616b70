import { Heart, MessageSquare, Star } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { FormStatus, MessageAndSend, SenderFields, type FormAnswer } from "./FormParts.tsx";
import { COMMUNITY_MESSAGES, FEEDBACK_KIND_LABELS, FEEDBACK_KINDS, formatRating, litStars, RATING_DEFAULT, RATING_MAX } from "./fields.ts";
import { Stars } from "./Stars.tsx";
import { useConfirmation } from "./use-confirmation.ts";

export interface FeedbackPageData {
  count: number;
  average: number | null;
}

function RatingPicker({ initial, error }: { initial: number; error?: string }) {
  const [rating, setRating] = useState(initial);
  return (
    <fieldset aria-describedby={error ? "avaliacao-erro" : undefined}>
      <legend className="font-medium">Avaliação</legend>
      <div className="mt-1 flex gap-1">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
          <label key={value} className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="radio"
              name="avaliacao"
              value={value}
              className="sr-only"
              defaultChecked={value === initial}
              onChange={() => setRating(value)}
            />
            <Star
              aria-hidden="true"
              className={`size-8 ${value <= rating ? "fill-yellow-500 text-yellow-600 dark:fill-yellow-400 dark:text-yellow-400" : "text-gray-400"}`}
            />
            <span className="sr-only">{value === 1 ? "1 estrela" : `${value} estrelas`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="avaliacao-erro" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** /feedback (spec 3 §2.11): the form stored on the server and the real figures. */
export function FeedbackPage({ stats, result }: { stats: FeedbackPageData; result: FormAnswer | undefined }) {
  const { showing, formKey } = useConfirmation(result, result?.ok === true);
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const initialRating =
    Number(values.avaliacao) >= 1 && Number(values.avaliacao) <= RATING_MAX ? Math.trunc(Number(values.avaliacao)) : RATING_DEFAULT;
  const kind = FEEDBACK_KINDS.find((k) => k === values.tipo) ?? "sugestao";
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Seu Feedback" subtitle="Conte o que achou do Lâmpada: sugestões, problemas e elogios nos ajudam a melhorar." />
      <ul className="mb-8 grid gap-4 sm:grid-cols-3">
        <li>
          <Card className="h-full text-center">
            <MessageSquare className="mx-auto size-8 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            <p className="mt-2 text-3xl font-bold" data-testid="feedback-count">
              {stats.count}
            </p>
            <h2 className="text-sm font-medium text-gray-700 dark:text-gray-300">Feedbacks recebidos</h2>
          </Card>
        </li>
        <li>
          <Card className="h-full text-center">
            <Stars
              lit={litStars(stats.average)}
              label={stats.average === null ? "Nenhuma avaliação ainda" : `${formatRating(stats.average)} de 5 estrelas`}
              size="size-7"
            />
            <p className="mt-2 text-3xl font-bold" data-testid="feedback-average">
              {stats.average === null ? "—" : formatRating(stats.average)}
            </p>
            <h2 className="text-sm font-medium text-gray-700 dark:text-gray-300">Avaliação média</h2>
          </Card>
        </li>
        <li>
          <Card className="h-full text-center">
            <Heart className="mx-auto size-8 fill-red-600 text-red-600" aria-hidden="true" />
            <p className="mt-2 text-lg font-bold">Feito com amor</p>
            <h2 className="text-sm font-medium text-gray-700 dark:text-gray-300">para a nossa comunidade</h2>
          </Card>
        </li>
      </ul>

      <Card className="p-6">
        <h2 className="mb-4 text-xl font-bold">Envie seu feedback</h2>
        <FormStatus success={COMMUNITY_MESSAGES.feedbackSent} showing={showing} result={result} />
        <Form key={formKey} method="post" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SenderFields result={result} />
          </div>
          <SelectField label="Tipo" name="tipo" defaultValue={kind} error={errors.tipo}>
            {FEEDBACK_KINDS.map((k) => (
              <option key={k} value={k}>
                {FEEDBACK_KIND_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <RatingPicker initial={initialRating} error={errors.avaliacao} />
          <MessageAndSend result={result} label="Enviar Feedback" />
        </Form>
      </Card>
    </div>
  );
}
