import type { z } from "zod";

/** The first message for each field, for showing beside the fields. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The one answer an action gives a form it does not lead elsewhere (decision 0042), built by the
 * helpers of `forms.server.ts` (`formDone`, `invalidForm`, `formError`) so a page's
 * `useActionData<typeof action>()` is typed without a cast. Either done (`ok: true`, with the
 * route's own data `D`: a message, figures, a code) or refused (`ok: false`: a message beside each
 * wrong field, a message for the whole form, what was typed to fill the form again). Both sides
 * name `errors`, `formError` and `values`, so a form reads them without asking which side it got.
 */
export type FormAnswer<D extends object = object> =
  | ({ ok: true; errors?: undefined; formError?: undefined; values?: Record<string, string> } & D)
  | { ok: false; errors: FieldErrors; formError?: string; values?: Record<string, string> };

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
