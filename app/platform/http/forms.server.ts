import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { z } from "zod";
import "#app/platform/site/zod-locale.ts";
import { fieldErrors, type FieldErrors, type FormAnswer, type FormWhere } from "./field-errors.ts";

/**
 * The one way an action reads what was posted.
 * The body is read once, at most `maxBytes` of it (the route's own cap), whatever the
 * client declared; only HTML form encodings are accepted. Every value is then checked
 * by the route's schema. Anything unreadable is the sender's mistake: a 4xx with a
 * Portuguese message, never a 500, and nothing has been written yet.
 */
const DEFAULT_FORM_BYTES = 64 * 1024;

export const FORM_MESSAGES = {
  unreadable: "Não foi possível ler o formulário enviado. Recarregue a página e tente novamente.",
  tooLarge: "Conteúdo grande demais para este formulário.",
  notAForm: "Envie os dados pelo formulário da página.",
  repeated: "Este campo foi enviado mais de uma vez.",
} as const;

/** What a form's fields look like before the schema reads them. */
export type RawFields = Record<string, string | File | Array<string | File>>;

export type FormResult<T> =
  { ok: true; data: T; values: Record<string, string> } | { ok: false; errors: FieldErrors; values: Record<string, string> };

export interface FormOptions {
  /** The route's body cap in bytes (default 64 KB). */
  maxBytes?: number;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: number, message: string): never {
  throw data({ error: message }, { status });
}

/** Reads at most `maxBytes` of the body; more is refused with 413 without reading the rest. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) refuse(413, FORM_MESSAGES.tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        refuse(413, FORM_MESSAGES.tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response || (error as { type?: string })?.type === "DataWithResponseInit") throw error;
    refuse(400, FORM_MESSAGES.unreadable);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The posted fields: one value per name, or a list when a name was sent more than once. */
export async function readFields(request: Request, options: FormOptions = {}): Promise<RawFields> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const body = await readCapped(request, options.maxBytes ?? DEFAULT_FORM_BYTES);
  if (body.byteLength === 0) return {};
  if (!FORM_TYPES.includes(type)) refuse(415, FORM_MESSAGES.notAForm);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": request.headers.get("content-type")! } }).formData();
  } catch {
    refuse(400, FORM_MESSAGES.unreadable);
  }
  const fields: RawFields = {};
  for (const [name, value] of form) {
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

/** What was typed, to refill the form after an error (text fields only, bounded). */
export function typedValues(fields: RawFields, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && !omit.includes(name) && name.length <= 100) values[name] = value.slice(0, 6000);
  }
  return values;
}

/** Password fields are never sent back to the page. */
const SECRET = /senha|password/i;

/**
 * Reads the posted form and checks it with the route's schema: the typed data, or the
 * Portuguese message of each wrong field (a field sent twice is wrong too).
 */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S, options: FormOptions = {}): Promise<FormResult<z.output<S>>> {
  const fields = await readFields(request, options);
  return checkFields(fields, schema);
}

export function checkFields<S extends z.ZodType>(fields: RawFields, schema: S): FormResult<z.output<S>> {
  const values = typedValues(
    fields,
    Object.keys(fields).filter((name) => SECRET.test(name)),
  );
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors = fieldErrors(parsed.error);
  for (const [name, value] of Object.entries(fields)) if (Array.isArray(value) && errors[name]) errors[name] = FORM_MESSAGES.repeated;
  return { ok: false, errors, values };
}

/** A refusal alone: `FormAnswer<never>` has no done side. */
type Refusal = FormAnswer<never>;

/** Which form of a page answers (its intent and whom it acted on); the helpers add the stamp. */
export type Where = Omit<FormWhere, "stamp">;

/**
 * The done answer of a form (status 200), with the route's own data; with a `where`, a new
 * stamp too, so the page clears the form that sent it.
 */
export function formDone<D extends object = Record<never, never>>(extra: D = {} as D, where?: Where): Extract<FormAnswer<D>, { ok: true }> {
  return { ...extra, ...(where && { ...where, stamp: randomUUID() }), ok: true } as Extract<FormAnswer<D>, { ok: true }>;
}

/**
 * A form that did not pass its schema or a rule (400 unless told): a message beside each wrong
 * field (every one of them) and what was typed; `message`, when the form also says one above it.
 */
export function invalidForm(form: { errors: FieldErrors; values?: Record<string, string> }, status = 400, where?: Where, message?: string) {
  return data<Refusal>({ ok: false, errors: form.errors, formError: message, values: form.values, ...where }, { status });
}

/** The body of a refusal of the whole form: a message above it, with what was typed when the form should keep it. */
export function refusedAnswer(message: string, values?: Record<string, string>, where?: Where): Refusal {
  return { ok: false, errors: {}, formError: message, values, ...where };
}

/** A refusal of the whole form (a message above it), with what was typed when the form should keep it. */
export function formError(message: string, status: number, values?: Record<string, string>, where?: Where) {
  return data<Refusal>(refusedAnswer(message, values, where), { status });
}

/** What a store answers for a change it may refuse: done, or refused with its Portuguese message. */
export type Outcome = { ok: true } | { ok: false; message: string };

/** A store's outcome as the form's answer: `done` said when it went through, else its message (409 unless told). */
export function formOutcome(outcome: Outcome, done: string, where?: Where, status = 409) {
  return outcome.ok ? formDone({ message: done }, where) : formError(outcome.message, status, undefined, where);
}
