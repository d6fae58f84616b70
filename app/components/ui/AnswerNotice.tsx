import { answerIsFor, answerMessage, type MessageAnswer } from "#app/platform/http/field-errors.ts";
import { Notice } from "./Notice.tsx";

/**
 * The message of a form's answer (decision 0061): done, its message; refused, the whole form's
 * (or the first wrong field's, unless `firstField` is false because the page shows each beside its
 * field). Shown for the form of `intent` (one of them, about `subject` when given), or, without
 * `intent`, for an answer about no form in particular.
 */
export function AnswerNotice({
  answer,
  intent,
  subject,
  firstField = true,
}: {
  answer: MessageAnswer | undefined;
  intent?: string | readonly string[];
  subject?: string;
  firstField?: boolean;
}) {
  const about = intent === undefined ? !answer?.intent : answerIsFor(answer, intent, subject);
  const said = about ? answerMessage(answer, { firstField }) : undefined;
  return said ? <Notice tone={said.tone}>{said.text}</Notice> : null;
}
