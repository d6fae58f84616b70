import { z } from "zod";
import { cleanText, hasVisibleText } from "#app/platform/http/text-fields.ts";
import { parseBookmarks, parseHistory, parseMarks } from "#app/areas/bible/local-reading.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { parseVisitorPathfinder } from "#app/areas/pathfinders/visitor-progress.ts";
import { BOOKMARKS_FIELD, HISTORY_FIELD, MARKS_FIELD, PATHFINDER_FIELD } from "./visitor-lists.ts";
import { AGE_MAX, AGE_MIN, EMAIL_MAX, MESSAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./fields.ts";

/** Sign-up, login and profile validation; limits and messages in fields.ts; texts cleaned by the kit's text-fields.ts. */

export const nameField = cleanText(NAME_MAX, "O nome").refine(hasVisibleText, MESSAGES.emptyName);

/** E-mails are compared trimmed and in lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const emailField = z
  .string()
  .transform(normaliseEmail)
  .pipe(z.string().min(1, "Informe o e-mail.").max(EMAIL_MAX, "E-mail longo demais.").pipe(z.email("Informe um e-mail válido.")));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

const newPassword = z
  .string()
  .min(PASSWORD_MIN, MESSAGES.shortPassword)
  .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`)
  .refine((v) => !isCommonPassword(v), "Essa senha é muito comum e fácil de adivinhar. Escolha outra.");

const ageField = z
  .string()
  .trim()
  .min(1, "Informe sua idade.")
  .transform(Number)
  .pipe(
    z
      .number("Informe sua idade em anos.")
      .int("Informe sua idade em anos.")
      .min(AGE_MIN, `A idade deve estar entre ${AGE_MIN} e ${AGE_MAX} anos.`)
      .max(AGE_MAX, `A idade deve estar entre ${AGE_MIN} e ${AGE_MAX} anos.`),
  );

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A list field of the visitor's: its text read by `parse`, anything that is not text counting as empty. */
const listField = <T>(parse: (raw: string) => T) =>
  z.preprocess(
    text,
    z.string().transform((raw) => parse(raw)),
  );

/**
 * The visitor's reader lists carried by the login and confirmation forms: only valid entries
 * are kept (each bounded and naming a real chapter), anything malformed counts as empty.
 */
export const visitorListFields = {
  [HISTORY_FIELD]: listField(parseHistory),
  [BOOKMARKS_FIELD]: listField(parseBookmarks),
  [MARKS_FIELD]: listField(parseMarks),
  [PATHFINDER_FIELD]: listField(parseVisitorPathfinder),
};

export const signUpSchema = z
  .object({
    nome: z.preprocess(text, nameField),
    idade: z.preprocess(text, ageField),
    email: z.preprocess(text, emailField),
    senha: z.preprocess(text, newPassword),
    confirmarSenha: z.preprocess(text, z.string().min(1, "Confirme a senha.")),
  })
  .refine((v) => v.senha === v.confirmarSenha, { message: MESSAGES.passwordMismatch, path: ["confirmarSenha"] });

export const loginSchema = z.object({
  ...visitorListFields,
  email: z.preprocess(text, emailField),
  senha: z.preprocess(text, z.string().min(1, "Informe a senha.").max(PASSWORD_MAX, MESSAGES.wrongCredentials)),
});

/** 'Esqueci minha senha' and 'Enviar link de acesso': an e-mail only. */
export const emailOnlySchema = z.object({ email: z.preprocess(text, emailField) });

/** A new password, typed twice ('Criar nova senha', 'Alterar senha'). */
export const newPasswordSchema = z
  .object({
    senha: z.preprocess(text, newPassword),
    confirmarSenha: z.preprocess(text, z.string().min(1, "Confirme a senha.")),
  })
  .refine((v) => v.senha === v.confirmarSenha, { message: MESSAGES.passwordMismatch, path: ["confirmarSenha"] });

type VisitorListFields = typeof HISTORY_FIELD | typeof BOOKMARKS_FIELD | typeof MARKS_FIELD | typeof PATHFINDER_FIELD;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type LoginInput = Omit<z.infer<typeof loginSchema>, VisitorListFields>;
