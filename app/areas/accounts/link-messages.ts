import type { FormAnswer } from "#app/platform/http/field-errors.ts";
import { LINK_INTENT } from "./auth-mode.ts";

/** What the pages of the e-mailed links say (the same words whether or not an address has an account). */
export const LINK_SENT = {
  signIn: "Se houver uma conta com este e-mail, enviamos um link de acesso. Ele vale por 15 minutos e pode ser usado uma única vez.",
  reset: "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora. Confira também a caixa de spam.",
} as const;

/** Past the per-account cap of wrong passwords (the right password does not log in either). */
export const LOCKED_ACCOUNT =
  "Por segurança, a entrada com senha nesta conta está pausada depois de muitas tentativas erradas. Receba um link de acesso no seu e-mail para entrar agora.";

/** Whether the login page offers 'Enviar link de acesso': after the paused account's refusal, or the link form's refusal of its address. */
export function offersSignInLink(answer: FormAnswer | undefined): boolean {
  return answer?.ok === false && (answer.formError === LOCKED_ACCOUNT || (answer.intent === LINK_INTENT && answer.formError === undefined));
}
