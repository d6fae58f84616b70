import type { z } from "zod";

/** The first message for each field, for showing beside the fields. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Which of a page's several forms an answer is about: the form's `intent`, whom it acted on
 * (`subject`), and on success a new `stamp`, the key that clears the form that sent it.
 */
export interface FormWhere {
  intent?: string;
  subject?: string;
  stamp?: string;
}

/**
 * The one answer an action gives a form it does not lead elsewhere (decisions 0042, 0061), built by
 * the helpers of `forms.server.ts` (`formDone`, `invalidForm`, `formError`, `formTooMany`) so a
 * page's `useActionData<typeof action>()` is typed without a cast. Either done (`ok: true`, with
 * the route's own data `D`: a message, figures, a code) or refused (`ok: false`: a message beside
 * each wrong field, every one kept, a message for the whole form, what was typed to fill the form
 * again). Both sides name `errors`, `formError` and `values`, and the "where" of a page with
 * several forms (`FormWhere`), so a form reads them without asking which side it got.
 */
export type FormAnswer<D extends object = object> =
  | ({ ok: true; errors?: undefined; formError?: undefined; values?: Record<string, string> } & FormWhere & D)
  | ({ ok: false; errors: FieldErrors; formError?: string; values?: Record<string, string> } & FormWhere);

/** An answer that may say a message when done (`formDone({ message })`), as the pages with several forms read it. */
export type MessageAnswer = FormAnswer<{ message?: string }>;

/**
 * The one line a page shows for an answer: the done message, or the refusal of the whole form,
 * or (unless the page shows each field's message beside it: `firstField: false`) the first wrong
 * field's message.
 */
export function answerMessage(
  answer: MessageAnswer | undefined,
  { firstField = true } = {},
): { tone: "success" | "error"; text: string } | undefined {
  if (!answer) return undefined;
  const text = answer.ok
    ? answer.message
    : (answer.formError ?? (firstField ? Object.values(answer.errors).find((m) => m !== undefined) : undefined));
  return text ? { tone: answer.ok ? "success" : "error", text } : undefined;
}

/** Whether an answer is about the form of `intent` (one of them) and, when given, about `subject`. */
export function answerIsFor(answer: FormWhere | undefined, intent: string | readonly string[], subject?: string): boolean {
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  return answer?.intent !== undefined && intents.includes(answer.intent) && (subject === undefined || answer.subject === subject);
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message of a refused answer (the form's, else the first wrong field's); undefined when done or not yet answered. */
export function refusalOf(answer: FormAnswer | undefined): string | undefined {
  return answer?.ok === false ? answerMessage(answer)?.text : undefined;
}
