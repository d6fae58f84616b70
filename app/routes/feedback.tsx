import { Heart, MessageSquare, Star } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { mailTheChurch } from "#app/areas/church-settings/church-mail.server.ts";
import { inboxArrivalEmail } from "#app/areas/community/inbox-mail.ts";
import { feedbackStats, saveFeedback } from "#app/areas/community/community.store.server.ts";
import {
  COMMUNITY_MESSAGES,
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  formatRating,
  litStars,
  RATING_DEFAULT,
  RATING_MAX,
} from "#app/areas/community/fields.ts";
import { FormStatus, MessageAndSend, SenderFields } from "#app/areas/community/FormParts.tsx";
import { feedbackForm } from "#app/areas/community/forms.ts";
import { Stars } from "#app/areas/community/Stars.tsx";
import { useConfirmation } from "#app/areas/community/use-confirmation.ts";
import { formDone, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/feedback";
import { count } from "#app/platform/site/count.ts";
import { HEART, STAR_LIT, STAR_UNLIT } from "#app/components/ui/mark-colours.ts";

/** /feedback: entries stored on the server; the count and average are real. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/feedback")) }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * Visitors get the page from the render cache, so its figures may be minutes old (decision
 * 0012); whoever sends a feedback gets the figures read after it from the action.
 */
export async function loader(args: Route.LoaderArgs) {
  return { stats: await feedbackStats(getApp(args.context).db, await churchOfVisit(args)) };
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, feedbackForm);
  if (!form.ok) return invalidForm(form);
  const user = await optionalMember(args);
  const refused = user
    ? await refuseTooManyPosts(args.context, LIMITS.feedbackPerMember, user.id)
    : await refuseTooManyPosts(args.context, LIMITS.feedbackPerAddress);
  if (refused) return refused;
  const { db } = getApp(args.context);
  const church = await churchOfVisit(args);
  await saveFeedback(db, church, user?.id ?? null, form.data, new Date());
  await mailTheChurch(args, (to, inbox) => inboxArrivalEmail(to, { kind: "feedback", ...form.data }, inbox));
  return formDone({ stats: await feedbackStats(db, church) });
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
            <Star aria-hidden="true" className={`size-8 ${value <= rating ? STAR_LIT : STAR_UNLIT}`} />
            <span className="sr-only">{count(value, "estrela", "estrelas")}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="avaliacao-erro" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form stored on the server and the real figures. */
export default function Feedback({ loaderData, actionData: result }: Route.ComponentProps) {
  const stats = result?.ok ? result.stats : loaderData.stats;
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
            <MessageSquare className="mx-auto size-8 text-accent" aria-hidden="true" />
            <p className="mt-2 text-3xl font-bold" data-testid="feedback-count">
              {stats.count}
            </p>
            <h2 className="text-sm font-medium text-muted">Feedbacks recebidos</h2>
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
            <h2 className="text-sm font-medium text-muted">Avaliação média</h2>
          </Card>
        </li>
        <li>
          <Card className="h-full text-center">
            <Heart className={`mx-auto size-8 ${HEART}`} aria-hidden="true" />
            <p className="mt-2 text-lg font-bold">Feito com amor</p>
            <h2 className="text-sm font-medium text-muted">para a nossa comunidade</h2>
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
