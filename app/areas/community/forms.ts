import { z } from "zod";
import { emailField, nameField } from "#app/areas/accounts/validation.ts";
import { cleanText, hasVisibleText, longText } from "#app/platform/http/text-fields.ts";
import { COMMUNITY_MESSAGES, FEEDBACK_KINDS, MESSAGE_MAX, PHONE_MAX, RATING_DEFAULT, RATING_MAX, RATING_MIN } from "./fields.ts";
import { DEFAULT_INBOX_FILTER, INBOX_FILTERS, INBOX_KINDS, INBOX_MESSAGES, INBOX_STATUSES } from "./inbox.ts";

/** The contact and feedback forms' schemas: required fields, lengths, messages. */
/** A missing field reads as empty, so it gets the field's own message. */
const given = (value: unknown) => (typeof value === "string" ? value : "");
const required = <S extends z.ZodType>(schema: S) => z.preprocess(given, schema);

const message = longText(MESSAGE_MAX, "A mensagem").refine(hasVisibleText, COMMUNITY_MESSAGES.emptyMessage);

const phone = cleanText(PHONE_MAX, "O telefone")
  .refine((v) => v === "" || /^[\d\s()+-]+$/.test(v), COMMUNITY_MESSAGES.badPhone)
  .transform((v) => (v === "" ? null : v));

export const contactForm = z.object({
  nome: required(nameField),
  email: required(emailField),
  telefone: required(phone),
  mensagem: required(message),
});
export type ContactInput = z.output<typeof contactForm>;

export const feedbackForm = z.object({
  nome: required(nameField),
  email: required(emailField),
  tipo: z
    .string()
    .optional()
    .transform((v) => v || "sugestao")
    .pipe(z.enum(FEEDBACK_KINDS, COMMUNITY_MESSAGES.badKind)),
  avaliacao: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : RATING_DEFAULT))
    .pipe(
      z
        .number(COMMUNITY_MESSAGES.badRating)
        .int(COMMUNITY_MESSAGES.badRating)
        .min(RATING_MIN, COMMUNITY_MESSAGES.badRating)
        .max(RATING_MAX, COMMUNITY_MESSAGES.badRating),
    ),
  mensagem: required(message),
});
export type FeedbackInput = z.output<typeof feedbackForm>;

/** An admin's change of a message's state at /admin/mensagens, and the filter to go back to. */
export const inboxStatusForm = z.object({
  tipo: z.enum(INBOX_KINDS, INBOX_MESSAGES.badKind),
  id: z.string(INBOX_MESSAGES.gone).min(1, INBOX_MESSAGES.gone).max(100, INBOX_MESSAGES.gone),
  estado: z.enum(INBOX_STATUSES, INBOX_MESSAGES.badStatus),
  filtro: z
    .string(INBOX_MESSAGES.badFilter)
    .optional()
    .transform((v) => v || DEFAULT_INBOX_FILTER)
    .pipe(z.enum(INBOX_FILTERS, INBOX_MESSAGES.badFilter)),
});
